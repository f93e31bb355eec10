import type { PowerToday } from '@shared/schemas/power';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { dashboardQueryKeyBase } from './query-keys';

// Under the dashboard's base: the `power_changed` live event (a reading, a charge, new settings)
// refreshes it with the rest of the dashboard.
export const powerTodayQueryKey = (cabinId: string | null) =>
  [...dashboardQueryKeyBase, 'power-today', cabinId] as const;

/** GET /api/power/today: today's prices by hour as the cabin pays them, and the last stay's use. */
export function getPowerToday(signal?: AbortSignal): Promise<PowerToday> {
  return apiFetch<PowerToday>('/api/power/today', { signal });
}

/** Made only with a current cabin. */
export const powerTodayQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: powerTodayQueryKey(cabinId),
    queryFn: ({ signal }) => getPowerToday(signal),
    enabled: cabinId !== null,
  });

export function usePowerToday() {
  return useQuery(powerTodayQueryOptions(useCurrentCabinId()));
}
