import type { Checklist } from '@shared/schemas/checklists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every checklist-template query, whatever the cabin. */
export const checklistsQueryKeyBase = ['checklists'] as const;
/** The current cabin's templates; keyed by its id so a cabin change never shows the old ones. */
export const checklistsQueryKey = (cabinId: string | null) => [...checklistsQueryKeyBase, cabinId] as const;

/** GET /api/checklists: the current cabin's checklist templates with their items in order. */
export function getChecklists(signal?: AbortSignal): Promise<Checklist[]> {
  return apiFetch<Checklist[]>('/api/checklists', { signal });
}

/** Made only with a current cabin. */
export const checklistsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: checklistsQueryKey(cabinId),
    queryFn: ({ signal }) => getChecklists(signal),
    enabled: cabinId !== null,
  });

export function useChecklists() {
  return useQuery(checklistsQueryOptions(useCurrentCabinId()));
}
