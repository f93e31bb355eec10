import type { Checklist, UpdateChecklistBody } from '@shared/schemas/checklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { checklistsQueryKeyBase } from './get-checklists';

export type UpdateChecklistVariables = { id: string; body: UpdateChecklistBody };

/** PATCH /api/checklists/{id}: change the title, kind or items (replaced in the given order). */
export function updateChecklist({ id, body }: UpdateChecklistVariables): Promise<Checklist> {
  return apiFetch<Checklist>(`/api/checklists/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryKeyBase }),
  });
}
