import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { manualQueryKey } from './get-manual';

export type DeleteManualSectionVariables = { id: string };

/** DELETE /api/manual/sections/{id}: remove a section from the manual (owner, admins). */
export function deleteManualSection({ id }: DeleteManualSectionVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/manual/sections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteManualSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManualSection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: manualQueryKey }),
  });
}
