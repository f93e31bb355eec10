import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { Booking } from '@shared/schemas/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId, useCurrentRole } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every pending-bookings query, whatever the cabin. */
export const pendingBookingsQueryKeyBase = ['pending-bookings'] as const;
export const pendingBookingsQueryKey = (cabinId: string | null) =>
  [...pendingBookingsQueryKeyBase, cabinId] as const;

/** GET /api/bookings/pending: the current cabin's pending bookings, start date ascending. */
export function getPendingBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>('/api/bookings/pending', { signal });
}

/** Product section 6: fetched only for those who decide (owner, admin), and only with a current cabin. */
export const pendingBookingsQueryOptions = (cabinId: string | null, role: Role | null | undefined) =>
  queryOptions({
    queryKey: pendingBookingsQueryKey(cabinId),
    queryFn: ({ signal }) => getPendingBookings(signal),
    enabled: cabinId !== null && can(role, 'decideBookings'),
  });

export function usePendingBookings() {
  return useQuery(pendingBookingsQueryOptions(useCurrentCabinId(), useCurrentRole()));
}
