import type { RouteName } from '../access-matrix';
import { ACCOUNT_MATRIX_ROUTES } from './account-routes';
import { BOOKING_RULES_MATRIX_ROUTES } from './booking-rules-routes';
import { BOOKING_VISIT_MATRIX_ROUTES } from './booking-visit-routes';
import { CABIN_MATRIX_ROUTES } from './cabin-routes';
import { CALENDAR_MATRIX_ROUTES } from './calendar-routes';
import { CHECKLIST_MATRIX_ROUTES } from './checklist-routes';
import { COST_MATRIX_ROUTES } from './cost-routes';
import { DASHBOARD_MATRIX_ROUTES } from './dashboard-routes';
import { FAIR_SHARE_MATRIX_ROUTES } from './fair-share-routes';
import { GUEST_LINK_MATRIX_ROUTES } from './guest-link-routes';
import { HANDOVER_MATRIX_ROUTES } from './handover-routes';
import { HEALTH_MATRIX_ROUTES } from './health-routes';
import { HOLIDAY_MATRIX_ROUTES } from './holiday-routes';
import { IDENTITY_MATRIX_ROUTES } from './identity-routes';
import { MANUAL_MATRIX_ROUTES } from './manual-routes';
import { MESSAGE_MATRIX_ROUTES } from './message-routes';
import { NOTIFICATION_MATRIX_ROUTES } from './notification-routes';
import { PASSKEY_MATRIX_ROUTES } from './passkey-routes';
import { PHOTO_MATRIX_ROUTES } from './photo-routes';
import { POWER_MATRIX_ROUTES } from './power-routes';
import { SHOPPING_TASK_MATRIX_ROUTES } from './shopping-task-routes';
import { SWAP_MATRIX_ROUTES } from './swap-routes';
import { WAITLIST_MATRIX_ROUTES } from './waitlist-routes';
import { WEATHER_PLACES_MATRIX_ROUTES } from './weather-places-routes';

// Every route x caller table, each run by its feature's *-matrix.test.ts. A new table belongs
// here too, or route-coverage.test.ts reports its routes as having no matrix entry.

type Row = { route: RouteName; name: string };

export const MATRIX_TABLES: Record<string, readonly Row[]> = {
  'account/account-matrix.test.ts': ACCOUNT_MATRIX_ROUTES,
  'cabins/access-matrix.test.ts': CABIN_MATRIX_ROUTES,
  'booking-rules/booking-rules-matrix.test.ts': BOOKING_RULES_MATRIX_ROUTES,
  'bookings/booking-visit-matrix.test.ts': BOOKING_VISIT_MATRIX_ROUTES,
  'calendar/calendar-matrix.test.ts': CALENDAR_MATRIX_ROUTES,
  'checklists/checklists-matrix.test.ts': CHECKLIST_MATRIX_ROUTES,
  'costs/costs-matrix.test.ts': COST_MATRIX_ROUTES,
  'dashboard/dashboard-matrix.test.ts': DASHBOARD_MATRIX_ROUTES,
  'guest-links/guest-links-matrix.test.ts': GUEST_LINK_MATRIX_ROUTES,
  'auth/identity-matrix.test.ts': [...IDENTITY_MATRIX_ROUTES, ...HEALTH_MATRIX_ROUTES],
  'auth/passkey-matrix.test.ts': PASSKEY_MATRIX_ROUTES,
  'handovers/handovers-matrix.test.ts': HANDOVER_MATRIX_ROUTES,
  'holidays/holidays-matrix.test.ts': HOLIDAY_MATRIX_ROUTES,
  'manual/manual-matrix.test.ts': MANUAL_MATRIX_ROUTES,
  'peak-periods/fair-share-matrix.test.ts': FAIR_SHARE_MATRIX_ROUTES,
  'messages/messages-matrix.test.ts': MESSAGE_MATRIX_ROUTES,
  'notifications/notifications-matrix.test.ts': NOTIFICATION_MATRIX_ROUTES,
  'photos/photos-matrix.test.ts': PHOTO_MATRIX_ROUTES,
  'power/power-matrix.test.ts': POWER_MATRIX_ROUTES,
  'swaps/swaps-matrix.test.ts': SWAP_MATRIX_ROUTES,
  'tasks/shopping-task-matrix.test.ts': SHOPPING_TASK_MATRIX_ROUTES,
  'waitlist/waitlist-matrix.test.ts': WAITLIST_MATRIX_ROUTES,
  'weather/weather-matrix.test.ts': WEATHER_PLACES_MATRIX_ROUTES,
};
