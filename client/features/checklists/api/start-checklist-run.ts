import type { ChecklistRun, StartChecklistRunBody } from '@shared/schemas/checklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { checklistRunQueryKey } from './get-checklist-run';
import { checklistRunsQueryKeyBase } from './get-checklist-runs';

export type StartChecklistRunVariables = { checklistId: string; body: StartChecklistRunBody };

/** POST /api/checklists/{id}/runs: start a run, on its own or for an approved stay. */
export function startChecklistRun({ checklistId, body }: StartChecklistRunVariables): Promise<ChecklistRun> {
  return apiFetch<ChecklistRun>(`/api/checklists/${encodeURIComponent(checklistId)}/runs`, {
    method: 'POST',
    body,
  });
}

export function useStartChecklistRun() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  return useMutation({
    mutationFn: startChecklistRun,
    onSuccess: (run) => {
      // The run opens at once, from the answer.
      queryClient.setQueryData(checklistRunQueryKey(cabinId, run.id), run);
      return queryClient.invalidateQueries({ queryKey: checklistRunsQueryKeyBase });
    },
  });
}
