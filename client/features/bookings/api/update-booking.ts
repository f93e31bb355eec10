import type { Booking, UpdateBookingBody } from '@shared/schemas/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateBookings } from './invalidate-bookings';

export type UpdateBookingVariables = { id: string; body: UpdateBookingBody };

/**
 * PATCH /api/bookings/{id}: one's own booking, or any for the owner. A member moving the dates of
 * an approved or declined booking sends it back to pending.
 */
export function updateBooking({ id, body }: UpdateBookingVariables): Promise<Booking> {
  return apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSettled: () => invalidateBookings(queryClient),
  });
}
