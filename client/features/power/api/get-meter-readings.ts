import type { MeterReadingsResponse } from '@shared/schemas/power';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of the readings' queries; the `power_changed` live event refetches them. */
export const meterReadingsQueryKeyBase = ['meter-readings'] as const;
export const meterReadingsQueryKey = (cabinId: string | null) =>
  [...meterReadingsQueryKeyBase, cabinId] as const;

/** GET /api/meter-readings: the current cabin's readings, newest first. */
export function getMeterReadings(signal?: AbortSignal): Promise<MeterReadingsResponse> {
  return apiFetch<MeterReadingsResponse>('/api/meter-readings', { signal });
}

export const meterReadingsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: meterReadingsQueryKey(cabinId),
    queryFn: ({ signal }) => getMeterReadings(signal),
    enabled: cabinId !== null,
  });

export function useMeterReadings() {
  return useQuery(meterReadingsQueryOptions(useCurrentCabinId()));
}
