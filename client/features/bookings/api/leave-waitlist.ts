import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { waitlistQueryKeyBase } from './get-waitlist';

export type LeaveWaitlistVariables = { id: string };

/** DELETE /api/waitlist/{id}: one's own entry, or any for the owner and admins. */
export function leaveWaitlist({ id }: LeaveWaitlistVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKeyBase }),
  });
}
