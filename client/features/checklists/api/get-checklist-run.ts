import type { ChecklistRun } from '@shared/schemas/checklists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every single-run query: a live `checklist_run_updated` refetches the open run. */
export const checklistRunQueryKeyBase = ['checklist-run'] as const;
export const checklistRunQueryKey = (cabinId: string | null, runId: string) =>
  [...checklistRunQueryKeyBase, cabinId, runId] as const;

/** GET /api/checklist-runs/{id}: a run with its items, and who ticked which when. */
export function getChecklistRun(runId: string, signal?: AbortSignal): Promise<ChecklistRun> {
  return apiFetch<ChecklistRun>(`/api/checklist-runs/${encodeURIComponent(runId)}`, { signal });
}

export const checklistRunQueryOptions = (cabinId: string | null, runId: string) =>
  queryOptions({
    queryKey: checklistRunQueryKey(cabinId, runId),
    queryFn: ({ signal }) => getChecklistRun(runId, signal),
    enabled: cabinId !== null,
  });

export function useChecklistRun(runId: string) {
  return useQuery(checklistRunQueryOptions(useCurrentCabinId(), runId));
}
