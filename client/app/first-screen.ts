import type { User } from '@shared/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { bookingsQueryOptions } from '@/features/bookings';
import { cabinQueryOptions, userCabinsQueryOptions } from '@/features/cabins';
import { peakPeriodsQueryOptions } from '@/features/fair-share';
import { unreadCountQueryOptions } from '@/features/notifications';

/**
 * The reads every signed-in screen makes first (the header's cabins and unread count, the cabin,
 * its stays and peak periods), started as soon as the user is known, before the shell's chunk
 * has arrived (issue #18). On a page that carries their answers (client/lib/page-answers.ts) they
 * are in the cache before the shell's first render, so the shell and the dashboard render once,
 * with their data, instead of once empty and again as each answer arrives; otherwise the calls
 * at least start a round trip earlier.
 */
export function prefetchFirstScreen(queryClient: QueryClient, user: User): void {
  const cabinId = user.currentCabinId;
  const reads = [
    queryClient.prefetchQuery(userCabinsQueryOptions(true)),
    queryClient.prefetchQuery(unreadCountQueryOptions()),
    ...(cabinId === null
      ? []
      : [
          queryClient.prefetchQuery(cabinQueryOptions(cabinId)),
          queryClient.prefetchQuery(bookingsQueryOptions(cabinId)),
          queryClient.prefetchQuery(peakPeriodsQueryOptions(cabinId)),
        ]),
  ];
  // prefetchQuery never rejects; a failed read is met again by the screen that asks it.
  void Promise.all(reads);
}
