// The namespaces only the sign-in page and the signed-in app use, in one chunk per language,
// loaded with those screens (client/lib/i18n.ts), so the landing page carries none of them.
import auth from './auth.json';
import bookingRules from './booking-rules.json';
import bookings from './bookings.json';
import cabins from './cabins.json';
import calendar from './calendar.json';
import checklists from './checklists.json';
import costs from './costs.json';
import dashboard from './dashboard.json';
import fairShare from './fair-share.json';
import guestLinks from './guest-links.json';
import handovers from './handovers.json';
import holidays from './holidays.json';
import manual from './manual.json';
import notifications from './notifications.json';
import places from './places.json';
import power from './power.json';
import settings from './settings.json';
import shell from './shell.json';
import shopping from './shopping.json';
import swaps from './swaps.json';
import tasks from './tasks.json';
import visits from './visits.json';
import waitlist from './waitlist.json';
import weather from './weather.json';

export const appResources = {
  auth,
  shell,
  settings,
  cabins,
  bookings,
  'booking-rules': bookingRules,
  visits,
  calendar,
  tasks,
  manual,
  checklists,
  'fair-share': fairShare,
  'guest-links': guestLinks,
  holidays,
  costs,
  shopping,
  swaps,
  handovers,
  notifications,
  dashboard,
  places,
  power,
  weather,
  waitlist,
};
