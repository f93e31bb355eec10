import type { StayPower } from '@shared/schemas/power';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every stay's power; the `power_changed` live event refetches them all. */
export const stayPowerQueryKeyBase = ['booking-power'] as const;
export const stayPowerQueryKey = (bookingId: string) => [...stayPowerQueryKeyBase, bookingId] as const;

/** GET /api/bookings/{id}/power: the stay's readings and bill, or what is still missing. */
export function getStayPower(bookingId: string, signal?: AbortSignal): Promise<StayPower> {
  return apiFetch<StayPower>(`/api/bookings/${encodeURIComponent(bookingId)}/power`, { signal });
}

export const stayPowerQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: stayPowerQueryKey(bookingId),
    queryFn: ({ signal }) => getStayPower(bookingId, signal),
  });

export function useStayPower(bookingId: string) {
  return useQuery(stayPowerQueryOptions(bookingId));
}
