import type { QueryClient } from '@tanstack/react-query';
import { bookingsQueryKeyBase } from './get-bookings';
import { pendingBookingsQueryKeyBase } from './get-pending-bookings';

/** After any booking write (or a live booking event): the booking list and the pending list. */
export async function invalidateBookings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: pendingBookingsQueryKeyBase }),
  ]);
}
