import type { Cabin } from '@shared/schemas/cabins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every cabin-details query, whatever the cabin. */
export const cabinQueryKeyBase = ['cabin'] as const;
/** The current cabin's details; keyed by its id so a cabin change never shows the old one. */
export const cabinQueryKey = (cabinId: string | null) => [...cabinQueryKeyBase, cabinId] as const;

/** GET /api/cabin: the current cabin (404 no_current_cabin without one). */
export function getCabin(signal?: AbortSignal): Promise<Cabin> {
  return apiFetch<Cabin>('/api/cabin', { signal });
}

/** Product section 6: the cabin details call is made only with a current cabin. */
export const cabinQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: cabinQueryKey(cabinId),
    queryFn: ({ signal }) => getCabin(signal),
    enabled: cabinId !== null,
  });

/** The current cabin's id from the signed-in user, or null (also when signed out). */
export function useCurrentCabinId(): string | null {
  return useMe().data?.currentCabinId ?? null;
}

export function useCabin() {
  return useQuery(cabinQueryOptions(useCurrentCabinId()));
}
