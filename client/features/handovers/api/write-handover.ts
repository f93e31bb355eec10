import type { HandoverBody, HandoverView } from '@shared/schemas/handovers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { handoversQueryKeyBase } from './get-handover';

export type WriteHandoverVariables = { bookingId: string; body: HandoverBody };

/** PUT /api/bookings/{id}/handover: writes the stay's handover anew. */
export function writeHandover({ bookingId, body }: WriteHandoverVariables): Promise<HandoverView> {
  return apiFetch<HandoverView>(`/api/bookings/${encodeURIComponent(bookingId)}/handover`, {
    method: 'PUT',
    body,
  });
}

export function useWriteHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeHandover,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoversQueryKeyBase }),
  });
}
