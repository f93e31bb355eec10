import type { ChecklistRunSummary } from '@shared/schemas/checklists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every run-list query, whatever the cabin. */
export const checklistRunsQueryKeyBase = ['checklist-runs'] as const;
export const checklistRunsQueryKey = (cabinId: string | null) =>
  [...checklistRunsQueryKeyBase, cabinId] as const;

/** GET /api/checklist-runs: the cabin's runs, newest first (deleted templates' runs included). */
export function getChecklistRuns(signal?: AbortSignal): Promise<ChecklistRunSummary[]> {
  return apiFetch<ChecklistRunSummary[]>('/api/checklist-runs', { signal });
}

export const checklistRunsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: checklistRunsQueryKey(cabinId),
    queryFn: ({ signal }) => getChecklistRuns(signal),
    enabled: cabinId !== null,
  });

export function useChecklistRuns() {
  return useQuery(checklistRunsQueryOptions(useCurrentCabinId()));
}
