import type { Household, HouseholdList } from '@shared/schemas/households';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every households query, whatever the cabin (refreshed by `households_changed`). */
export const householdsQueryKeyBase = ['households'] as const;
/** The current cabin's households; keyed by its id so a cabin change never shows the old ones. */
export const householdsQueryKey = (cabinId: string | null) => [...householdsQueryKeyBase, cabinId] as const;

/** GET /api/households: the cabin's households (solo members are not listed). */
export async function getHouseholds(signal?: AbortSignal): Promise<Household[]> {
  const answer = await apiFetch<HouseholdList>('/api/households', { signal });
  return answer.households;
}

export const householdsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: householdsQueryKey(cabinId),
    queryFn: ({ signal }) => getHouseholds(signal),
    enabled: cabinId !== null,
  });

export function useHouseholds() {
  return useQuery(householdsQueryOptions(useCurrentCabinId()));
}
