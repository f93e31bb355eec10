import type { QueryClient } from '@tanstack/react-query';
import { fairShareQueryKeyBase } from './get-fair-share';
import { householdsQueryKeyBase } from './get-households';
import { peakPeriodsQueryKeyBase } from './get-peak-periods';
import { peakWishesQueryKeyBase } from './get-wishes';

// The bookings' key root, written out: the bookings feature imports this one (the booking
// dialog's peak notice), so importing it back would make a cycle.
const bookingsQueryKeyBase = ['bookings'] as const;

/**
 * After a change of households: the fair-share table and the periods (whose rotation names
 * households) read them too. The live event does the same for the other members.
 */
export const invalidateHouseholds = (queryClient: QueryClient) =>
  Promise.all(
    [householdsQueryKeyBase, fairShareQueryKeyBase, peakPeriodsQueryKeyBase].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** After a change of peak periods or a draw: a draw's allocations are approved bookings. */
export const invalidatePeakPeriods = (queryClient: QueryClient) =>
  Promise.all(
    [peakPeriodsQueryKeyBase, peakWishesQueryKeyBase, fairShareQueryKeyBase, bookingsQueryKeyBase].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
