import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { removedMembersQueryKeyBase } from './get-removed-members';
import { invalidateMembership } from './invalidate-membership';

export type RemoveMemberVariables = { memberId: string };

/** DELETE /api/cabin/members/{id}: the owner removes anyone but themself; an admin, members only. */
export function removeMember({ memberId }: RemoveMemberVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/cabin/members/${encodeURIComponent(memberId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () =>
      Promise.all([
        invalidateMembership(queryClient),
        queryClient.invalidateQueries({ queryKey: removedMembersQueryKeyBase }),
      ]),
  });
}
