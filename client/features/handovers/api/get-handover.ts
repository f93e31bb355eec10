import type { HandoverView } from '@shared/schemas/handovers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every handover query; the `handover_changed` live event refetches them all. */
export const handoversQueryKeyBase = ['handovers'] as const;
export const handoverQueryKey = (bookingId: string) => [...handoversQueryKeyBase, 'stay', bookingId] as const;

/** GET /api/bookings/{id}/handover: the stay's handover (null until written) and what the caller may do. */
export function getHandover(bookingId: string, signal?: AbortSignal): Promise<HandoverView> {
  return apiFetch<HandoverView>(`/api/bookings/${encodeURIComponent(bookingId)}/handover`, { signal });
}

export const handoverQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: handoverQueryKey(bookingId),
    queryFn: ({ signal }) => getHandover(bookingId, signal),
  });

export function useHandover(bookingId: string, enabled = true) {
  return useQuery({ ...handoverQueryOptions(bookingId), enabled });
}
