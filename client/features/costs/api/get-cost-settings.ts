import type { CostSettings } from '@shared/schemas/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every cost-settings query. */
export const costSettingsQueryKeyBase = ['cost-settings'] as const;
export const costSettingsQueryKey = (cabinId: string | null) =>
  [...costSettingsQueryKeyBase, cabinId] as const;

/** GET /api/expenses/settings: the night fees and how much a child's night counts. */
export function getCostSettings(signal?: AbortSignal): Promise<CostSettings> {
  return apiFetch<CostSettings>('/api/expenses/settings', { signal });
}

export const costSettingsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: costSettingsQueryKey(cabinId),
    queryFn: ({ signal }) => getCostSettings(signal),
    enabled: cabinId !== null,
  });

export function useCostSettings() {
  return useQuery(costSettingsQueryOptions(useCurrentCabinId()));
}
