import type { Wishes } from '@shared/schemas/peak-periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every wishes query (refreshed by `peak_periods_changed`). */
export const peakWishesQueryKeyBase = ['peak-wishes'] as const;
export const peakWishesQueryKey = (periodId: string) => [...peakWishesQueryKeyBase, periodId] as const;

/** GET /api/peak-periods/{id}/wishes: the caller's household's wishes, best first. */
export function getWishes(periodId: string, signal?: AbortSignal): Promise<Wishes> {
  return apiFetch<Wishes>(`/api/peak-periods/${encodeURIComponent(periodId)}/wishes`, { signal });
}

export const wishesQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: peakWishesQueryKey(periodId),
    queryFn: ({ signal }) => getWishes(periodId, signal),
  });

export function useWishes(periodId: string) {
  return useQuery(wishesQueryOptions(periodId));
}
