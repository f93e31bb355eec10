import type { FairShare } from '@shared/schemas/households';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every fair-share query, whatever the cabin. */
export const fairShareQueryKeyBase = ['fair-share'] as const;
export const fairShareQueryKey = (cabinId: string | null) => [...fairShareQueryKeyBase, cabinId] as const;

/**
 * GET /api/fair-share: every effective household (solo members included, with names) and its
 * peak nights this year and the three before.
 */
export function getFairShare(signal?: AbortSignal): Promise<FairShare> {
  return apiFetch<FairShare>('/api/fair-share', { signal });
}

export const fairShareQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: fairShareQueryKey(cabinId),
    queryFn: ({ signal }) => getFairShare(signal),
    enabled: cabinId !== null,
  });

export function useFairShare() {
  return useQuery(fairShareQueryOptions(useCurrentCabinId()));
}
