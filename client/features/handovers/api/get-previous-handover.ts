import type { PreviousHandover } from '@shared/schemas/handovers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { handoversQueryKeyBase } from './get-handover';

export const previousHandoverQueryKey = (cabinId: string | null) =>
  [...handoversQueryKeyBase, 'previous', cabinId] as const;

/** GET /api/handovers/previous: the dashboard's "From the last stay". */
export function getPreviousHandover(signal?: AbortSignal): Promise<PreviousHandover> {
  return apiFetch<PreviousHandover>('/api/handovers/previous', { signal });
}

export const previousHandoverQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: previousHandoverQueryKey(cabinId),
    queryFn: ({ signal }) => getPreviousHandover(signal),
    enabled: cabinId !== null,
  });

export function usePreviousHandover() {
  return useQuery(previousHandoverQueryOptions(useCurrentCabinId()));
}
