import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationsQueryKeyBase } from './get-invitations';

/** DELETE /api/cabin/invitations/{id}: the owner or an admin withdraws an open invitation. */
export function withdrawInvitation({ invitationId }: { invitationId: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/cabin/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKeyBase }),
  });
}
