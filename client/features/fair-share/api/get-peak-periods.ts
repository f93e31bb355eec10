import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every peak-period query, whatever the cabin (refreshed by `peak_periods_changed`). */
export const peakPeriodsQueryKeyBase = ['peak-periods'] as const;
export const peakPeriodsQueryKey = (cabinId: string | null) => [...peakPeriodsQueryKeyBase, cabinId] as const;

/** GET /api/peak-periods: the cabin's peak periods with their rules, rotation and draw result. */
export async function getPeakPeriods(signal?: AbortSignal): Promise<PeakPeriod[]> {
  const answer = await apiFetch<{ peakPeriods: PeakPeriod[] }>('/api/peak-periods', { signal });
  return answer.peakPeriods;
}

export const peakPeriodsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: peakPeriodsQueryKey(cabinId),
    queryFn: ({ signal }) => getPeakPeriods(signal),
    enabled: cabinId !== null,
  });

export function usePeakPeriods() {
  return useQuery(peakPeriodsQueryOptions(useCurrentCabinId()));
}
