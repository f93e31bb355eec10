import type { Stats } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeyBase } from './query-keys';

export const statsQueryKey = (cabinId: string | null) =>
  [...dashboardQueryKeyBase, 'stats', cabinId] as const;

/** GET /api/dashboard/stats: recent visits (decision 008) and items still to buy. */
export function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiFetch<Stats>('/api/dashboard/stats', { signal });
}

/** Made only with a current cabin. */
export const statsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: statsQueryKey(cabinId),
    queryFn: ({ signal }) => getStats(signal),
    enabled: cabinId !== null,
  });

export function useStats() {
  return useQuery(statsQueryOptions(useCurrentCabinId()));
}
