import type { Checklist, CreateChecklistBody } from '@shared/schemas/checklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { checklistsQueryKeyBase } from './get-checklists';

/** POST /api/checklists: add a checklist template to the current cabin (owner, admins). */
export function createChecklist(body: CreateChecklistBody): Promise<Checklist> {
  return apiFetch<Checklist>('/api/checklists', { method: 'POST', body });
}

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryKeyBase }),
  });
}
