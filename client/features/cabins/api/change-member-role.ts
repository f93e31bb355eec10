import type { CabinMember, ChangeRoleBody } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateMembership } from './invalidate-membership';

export type ChangeMemberRoleVariables = { memberId: string; role: ChangeRoleBody['role'] };

/** PATCH /api/cabin/members/{id}: the owner makes a member admin or back; owner only. */
export function changeMemberRole({ memberId, role }: ChangeMemberRoleVariables): Promise<CabinMember> {
  const body: ChangeRoleBody = { role };
  return apiFetch<CabinMember>(`/api/cabin/members/${encodeURIComponent(memberId)}`, {
    method: 'PATCH',
    body,
  });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => invalidateMembership(queryClient),
  });
}
