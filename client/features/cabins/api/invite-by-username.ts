import type { InviteBody } from '@shared/schemas/cabins';
import type { InviteResponse } from '@shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationsQueryKeyBase } from './get-invitations';

/**
 * POST /api/cabin/invite: an invitation the person answers, never a membership. Errors: 404
 * user_not_found, 409 user_already_member or already_invited, 429 too_many_invitations.
 */
export function inviteByUsername(body: InviteBody): Promise<InviteResponse> {
  return apiFetch<InviteResponse>('/api/cabin/invite', { method: 'POST', body });
}

export function useInviteByUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteByUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKeyBase }),
  });
}
