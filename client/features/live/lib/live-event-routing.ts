import type { CabinEventType, UserEventType } from '@shared/live-events';
import type { QueryKey } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { bookingsQueryKeyBase, pendingBookingsQueryKeyBase } from '@/features/bookings';
import {
  cabinMembersQueryKeyBase,
  cabinQueryKeyBase,
  invitationsQueryKeyBase,
  removedMembersQueryKeyBase,
  userCabinsQueryKey,
} from '@/features/cabins';
import {
  checklistRunQueryKeyBase,
  checklistRunsQueryKeyBase,
  checklistsQueryKeyBase,
} from '@/features/checklists';
import { dashboardQueryKeyBase } from '@/features/dashboard';
import { manualQueryKey } from '@/features/manual';
import { notificationsQueryKeyBase } from '@/features/notifications';
import { shoppingItemsQueryKeyBase } from '@/features/shopping';
import { swapOffersQueryKeyBase } from '@/features/swaps';
import { tasksQueryKeyBase } from '@/features/tasks';
import { visitsQueryKeyBase } from '@/features/visits';

/**
 * A message from the live connection as parsed: an object with a string `type`. It is not
 * checked further on purpose: events only make queries refetch (docs/architecture.md, "The
 * live-event path"), so nothing in a message is trusted, and unknown types are ignored.
 */
export type LiveMessage = { readonly type: string; readonly [field: string]: unknown };

/**
 * Parses one frame from the server; null for anything that is not JSON, not an object, or has
 * no string `type`. Never throws: the caller logs the null (console.warn) and carries on.
 */
export function parseLiveMessage(raw: string): LiveMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  if (!('type' in parsed) || typeof parsed.type !== 'string') return null;
  return parsed as LiveMessage;
}

/** What a message asks for: these query-key prefixes refetch, or (`'all'`) every query does. */
export type LiveRefresh = readonly QueryKey[] | 'all';

// A swap offer made or answered is told as a booking change (decision 059): its list refetches too.
const bookings = [
  bookingsQueryKeyBase,
  pendingBookingsQueryKeyBase,
  dashboardQueryKeyBase,
  swapOffersQueryKeyBase,
];
const shopping = [shoppingItemsQueryKeyBase, dashboardQueryKeyBase];
const visits = [visitsQueryKeyBase, dashboardQueryKeyBase];
const tasks = [tasksQueryKeyBase];
// A removed member's bookings go with them, so the booking lists change too.
const members = [
  cabinMembersQueryKeyBase,
  cabinQueryKeyBase,
  userCabinsQueryKey,
  bookingsQueryKeyBase,
  pendingBookingsQueryKeyBase,
];
// The removed member may be this user, whose current cabin (in `me`) then changes.
const memberRemoved = [...members, meQueryKey, removedMembersQueryKeyBase];
// The cabin's row, its offer, its access (removed list, sent invitations) changed.
const cabin = [cabinQueryKeyBase, userCabinsQueryKey, invitationsQueryKeyBase, removedMembersQueryKeyBase];
// Every cabin-scoped query, the user's cabin list, and `me` (whose current cabin was this one).
// Notifications about the cabin are deleted with it (they cascade), so the bell refreshes too.
const cabinDeleted = [
  bookingsQueryKeyBase,
  pendingBookingsQueryKeyBase,
  shoppingItemsQueryKeyBase,
  visitsQueryKeyBase,
  tasksQueryKeyBase,
  checklistsQueryKeyBase,
  checklistRunsQueryKeyBase,
  checklistRunQueryKeyBase,
  cabinQueryKeyBase,
  cabinMembersQueryKeyBase,
  dashboardQueryKeyBase,
  notificationsQueryKeyBase,
  userCabinsQueryKey,
  meQueryKey,
];
const notifications = [notificationsQueryKeyBase];
// Fair share (issue #16). The features own these query-key roots: households and peak periods in
// client/features/fair-share, costs in client/features/costs.
const households = [['households'], ['fair-share'], ['peak-periods'], ['expenses'], ['expense-balances']];
const peakPeriods = [['peak-periods'], ['peak-wishes'], ['fair-share'], ...bookings];
const expenses = [['expenses'], ['expense-balances']];
const nothing: readonly QueryKey[] = [];

// Keyed by every event type of the protocol, so a new type in shared/live-events.ts needs a route.
const ROUTES: Readonly<Record<CabinEventType | UserEventType | 'resync', LiveRefresh>> = {
  booking_created: bookings,
  booking_updated: bookings,
  booking_deleted: bookings,
  shopping_item_created: shopping,
  shopping_item_updated: shopping,
  shopping_item_deleted: shopping,
  visit_created: visits,
  visit_updated: visits,
  visit_deleted: visits,
  task_created: tasks,
  task_updated: tasks,
  task_deleted: tasks,
  member_joined: members,
  member_updated: members,
  member_removed: memberRemoved,
  cabin_updated: cabin,
  manual_changed: [manualQueryKey],
  // A deleted template's runs no longer name it, so the run list refetches too.
  checklists_changed: [checklistsQueryKeyBase, checklistRunsQueryKeyBase],
  // A run started or an item ticked: the open run shows who ticked what, the list its progress.
  checklist_run_updated: [checklistRunQueryKeyBase, checklistRunsQueryKeyBase],
  households_changed: households,
  // A draw's allocations are approved bookings: the calendar refreshes with the period.
  peak_periods_changed: peakPeriods,
  expenses_changed: expenses,
  // A handover written, or its photos or tasks changed (issue #41): client/features/handovers owns
  // the root; the stay's view and the next booker's widget refetch.
  handover_changed: [['handovers'], tasksQueryKeyBase],
  // Meter readings or a stay's power charge (issue #41): the readings, each stay's power, the dashboard.
  power_changed: [
    ['meter-readings'],
    ['booking-power'],
    ['expenses'],
    ['expense-balances'],
    dashboardQueryKeyBase,
  ],
  cabin_deleted: cabinDeleted,
  notification_created: notifications,
  // An invitation or ownership offer to this user came, went or was answered.
  invitations_changed: [invitationsQueryKeyBase, notificationsQueryKeyBase, userCabinsQueryKey, meQueryKey],
  // The server's own event stream had a gap: anything shown may be out of date.
  resync: 'all',
};

/**
 * Which queries a server message makes refetch (product section 7 "Live connection"). `joined`,
 * `error` and types this client does not know change nothing.
 */
export function liveRefreshFor(message: Pick<LiveMessage, 'type'>): LiveRefresh {
  return Object.hasOwn(ROUTES, message.type) ? ROUTES[message.type as keyof typeof ROUTES] : nothing;
}
