import type { Visit } from '@shared/schemas/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every visit-list query, whatever the cabin. */
export const visitsQueryKeyBase = ['visits'] as const;
/** The current cabin's guest book; keyed by its id so a cabin change never shows the old one. */
export const visitsQueryKey = (cabinId: string | null) => [...visitsQueryKeyBase, cabinId] as const;

/** GET /api/visits: the current cabin's logged visits, start date descending. */
export function getVisits(signal?: AbortSignal): Promise<Visit[]> {
  return apiFetch<Visit[]>('/api/visits', { signal });
}

/** Made only with a current cabin. */
export const visitsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: visitsQueryKey(cabinId),
    queryFn: ({ signal }) => getVisits(signal),
    enabled: cabinId !== null,
  });

export function useVisits() {
  return useQuery(visitsQueryOptions(useCurrentCabinId()));
}
