import type { QueryClient } from '@tanstack/react-query';
import { bookingsQueryKeyBase } from '@/features/bookings';
import { swapOffersQueryKeyBase } from './get-swap-offers';

/** After a swap write: the offers, and the bookings (an accepted swap moved two stays). */
export async function invalidateSwaps(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: swapOffersQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: bookingsQueryKeyBase }),
  ]);
}
