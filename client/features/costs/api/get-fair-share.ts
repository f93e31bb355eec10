import type { FairShare } from '@shared/schemas/households';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

// The costs screens need every household with its name and members (solo ones included), which
// GET /api/fair-share lists. The fair-share feature reads the same call; the two are to be merged
// into one when both have landed (decision 038).

/** Prefix of every fair-share query (refreshed by `households_changed` and `peak_periods_changed`). */
export const costHouseholdsQueryKeyBase = ['fair-share'] as const;
export const costHouseholdsQueryKey = (cabinId: string | null) =>
  [...costHouseholdsQueryKeyBase, cabinId] as const;

/** GET /api/fair-share: the cabin's households, solo ones included, with their members. */
export function getCostHouseholds(signal?: AbortSignal): Promise<FairShare> {
  return apiFetch<FairShare>('/api/fair-share', { signal });
}

export const costHouseholdsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: costHouseholdsQueryKey(cabinId),
    queryFn: ({ signal }) => getCostHouseholds(signal),
    enabled: cabinId !== null,
  });

export function useCostHouseholds() {
  return useQuery(costHouseholdsQueryOptions(useCurrentCabinId()));
}
