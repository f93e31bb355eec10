import type { GuestLink } from '@shared/schemas/guest-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every guest-link list, whatever the cabin or stay. */
export const guestLinksQueryKeyBase = ['guest-links'] as const;
export const guestLinksQueryKey = (cabinId: string | null, bookingId: string) =>
  [...guestLinksQueryKeyBase, cabinId, bookingId] as const;

/** GET /api/bookings/{id}/guest-links: the stay's live links, without their tokens. */
export function getGuestLinks(bookingId: string, signal?: AbortSignal): Promise<GuestLink[]> {
  return apiFetch<GuestLink[]>(`/api/bookings/${encodeURIComponent(bookingId)}/guest-links`, { signal });
}

/** Asked only for an approved stay (`enabled`), the only kind that has links. */
export function useGuestLinks(bookingId: string, enabled: boolean) {
  const cabinId = useCurrentCabinId();
  return useQuery(
    queryOptions({
      queryKey: guestLinksQueryKey(cabinId, bookingId),
      queryFn: ({ signal }) => getGuestLinks(bookingId, signal),
      enabled: enabled && cabinId !== null,
    }),
  );
}
