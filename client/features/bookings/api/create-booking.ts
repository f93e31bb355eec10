import type { Booking, CreateBookingBody } from '@shared/schemas/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateBookings } from './invalidate-bookings';

/** POST /api/bookings: approved at once for the owner, otherwise pending (product section 4). */
export function createBooking(body: CreateBookingBody): Promise<Booking> {
  return apiFetch<Booking>('/api/bookings', { method: 'POST', body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Also after a failure: a refused overlap means the list the user saw was out of date.
    onSettled: () => invalidateBookings(queryClient),
  });
}
