import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateBookings } from './invalidate-bookings';

export type DeleteBookingVariables = { id: string };

/** DELETE /api/bookings/{id}: one's own booking, or any for the owner. */
export function deleteBooking({ id }: DeleteBookingVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/bookings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSettled: () => invalidateBookings(queryClient),
  });
}
