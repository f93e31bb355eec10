import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { removedMembersQueryKeyBase } from './get-removed-members';

/** DELETE /api/cabin/removed-members/{id}: "Allow back", the access code works for them again. */
export function allowBack({ userId }: { userId: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/cabin/removed-members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useAllowBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowBack,
    onSettled: () => queryClient.invalidateQueries({ queryKey: removedMembersQueryKeyBase }),
  });
}
