import type { Booking } from '@shared/schemas/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every booking-list query, whatever the cabin. */
export const bookingsQueryKeyBase = ['bookings'] as const;
/** The current cabin's bookings; keyed by its id so a cabin change never shows the old list. */
export const bookingsQueryKey = (cabinId: string | null) => [...bookingsQueryKeyBase, cabinId] as const;

/** GET /api/bookings: every booking of the current cabin (all statuses), start date ascending. */
export function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>('/api/bookings', { signal });
}

/** Made only with a current cabin. */
export const bookingsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: bookingsQueryKey(cabinId),
    queryFn: ({ signal }) => getBookings(signal),
    enabled: cabinId !== null,
  });

export function useBookings() {
  return useQuery(bookingsQueryOptions(useCurrentCabinId()));
}
