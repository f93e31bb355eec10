import type { Booking, BookingDecisionBody } from '@shared/schemas/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateBookings } from './invalidate-bookings';

export type DecideBookingVariables = { id: string } & BookingDecisionBody;

/** PUT /api/bookings/{id}/status: the owner or an admin approves or declines a pending booking. */
export function decideBooking({ id, ...body }: DecideBookingVariables): Promise<Booking> {
  return apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/status`, { method: 'PUT', body });
}

export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBooking,
    // Also after a failure: "not pending" means someone else decided first.
    onSettled: () => invalidateBookings(queryClient),
  });
}
