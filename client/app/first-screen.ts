import { dateInTimeZone, yearOf } from '@shared/calendar-dates';
import type { User } from '@shared/schemas/auth';
import { type ScreenRead, screenFirstReads } from '@shared/screen-first-reads';
import type { QueryClient } from '@tanstack/react-query';
import { bookingsQueryOptions } from '@/features/bookings';
import { cabinMembersQueryOptions, cabinQueryOptions, userCabinsQueryOptions } from '@/features/cabins';
import { checklistRunsQueryOptions, checklistsQueryOptions } from '@/features/checklists';
import { expenseBalancesQueryOptions, expensesQueryOptions } from '@/features/costs';
import { fairShareQueryOptions, peakPeriodsQueryOptions } from '@/features/fair-share';
import { manualQueryOptions } from '@/features/manual';
import { unreadCountQueryOptions } from '@/features/notifications';
import { shoppingItemsQueryOptions } from '@/features/shopping';
import { tasksQueryOptions } from '@/features/tasks';
import { visitsQueryOptions } from '@/features/visits';
import { dropPageAnswers } from '@/lib/page-answers';

/** Each screen read, started for the cabin `cabinId` on the cabin's `today`. */
const SCREEN_READS: Record<
  ScreenRead,
  (queryClient: QueryClient, cabinId: string, today: string) => Promise<void>
> = {
  visits: (client, cabinId) => client.prefetchQuery(visitsQueryOptions(cabinId)),
  'shopping-items': (client, cabinId) => client.prefetchQuery(shoppingItemsQueryOptions(cabinId)),
  tasks: (client, cabinId) => client.prefetchQuery(tasksQueryOptions(cabinId)),
  manual: (client) => client.prefetchQuery(manualQueryOptions()),
  checklists: (client, cabinId) => client.prefetchQuery(checklistsQueryOptions(cabinId)),
  'checklist-runs': (client, cabinId) => client.prefetchQuery(checklistRunsQueryOptions(cabinId)),
  'fair-share': (client, cabinId) => client.prefetchQuery(fairShareQueryOptions(cabinId)),
  expenses: (client, cabinId, today) => client.prefetchQuery(expensesQueryOptions(cabinId, yearOf(today))),
  'expense-balances': (client, cabinId) => client.prefetchQuery(expenseBalancesQueryOptions(cabinId)),
  'cabin-members': (client, cabinId) => client.prefetchQuery(cabinMembersQueryOptions(cabinId)),
};

/**
 * The reads every signed-in screen makes first (the header's cabins and unread count, the cabin,
 * its stays and peak periods), and those of the screen the page opens on (issue #38), started as
 * soon as the user is known, before the shell's chunk has arrived (issue #18). On a page that
 * carries their answers (client/lib/page-answers.ts) they are in the cache before the shell's
 * first render, so the shell and the screen render once, with their data, instead of once empty
 * and again as each answer arrives; otherwise the calls at least start a round trip earlier.
 *
 * Every answer the page carries is taken here, at the start, and what is left once these reads
 * are done is dropped: a later call (a refresh a live event starts) must get the server's answer
 * of that moment, never the page's older one.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  user: User,
  pagePath: string = window.location.pathname,
  now: Date = new Date(),
): void {
  const cabinId = user.currentCabinId;
  const today = dateInTimeZone(now);
  const reads = [
    queryClient.prefetchQuery(userCabinsQueryOptions(true)),
    queryClient.prefetchQuery(unreadCountQueryOptions()),
    ...(cabinId === null
      ? []
      : [
          queryClient.prefetchQuery(cabinQueryOptions(cabinId)),
          queryClient.prefetchQuery(bookingsQueryOptions(cabinId)),
          queryClient.prefetchQuery(peakPeriodsQueryOptions(cabinId)),
          ...screenFirstReads(pagePath).map((read) => SCREEN_READS[read](queryClient, cabinId, today)),
        ]),
  ];
  // prefetchQuery never rejects; a failed read is met again by the screen that asks it.
  void Promise.all(reads).then(dropPageAnswers);
}
