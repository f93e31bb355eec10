import type { JoinWaitlistBody, WaitlistEntry } from '@shared/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { waitlistQueryKeyBase } from './get-waitlist';

/** POST /api/waitlist: wait for taken nights; 409 when free, already waited for, or 5 entries. */
export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiFetch<WaitlistEntry>('/api/waitlist', { method: 'POST', body });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKeyBase }),
  });
}
