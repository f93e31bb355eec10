import type { StayPower } from '@shared/schemas/power';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { stayPowerQueryKey, stayPowerQueryKeyBase } from './get-stay-power';

/** POST /api/bookings/{id}/power/charge: the stay's power as a cost owed by the booker (once). */
export function chargeStayPower(bookingId: string): Promise<StayPower> {
  return apiFetch<StayPower>(`/api/bookings/${encodeURIComponent(bookingId)}/power/charge`, {
    method: 'POST',
  });
}

export function useChargeStayPower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chargeStayPower,
    onSuccess: (power) => queryClient.setQueryData(stayPowerQueryKey(power.bookingId), power),
    // A 409 (charged meanwhile) refetches too, so the stay shows "Charged".
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stayPowerQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: ['expenses'] }),
      ]),
  });
}
