import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { checklistRunsQueryKeyBase } from './get-checklist-runs';
import { checklistsQueryKeyBase } from './get-checklists';

export type DeleteChecklistVariables = { id: string };

/** DELETE /api/checklists/{id}: remove a template; its runs stay readable. */
export function deleteChecklist({ id }: DeleteChecklistVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/checklists/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checklistsQueryKeyBase }),
        // The runs of a deleted template no longer name it.
        queryClient.invalidateQueries({ queryKey: checklistRunsQueryKeyBase }),
      ]),
  });
}
