import type { BookingRules } from '@shared/schemas/booking-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/**
 * The current cabin's booking rules, under the cabin's own key (`['cabin', id, ...]`), so
 * `cabin_updated`, which a change of the rules sends, refreshes them with the cabin.
 */
export const bookingRulesQueryKey = (cabinId: string | null) => ['cabin', cabinId, 'booking-rules'] as const;

/** GET /api/cabin/booking-rules: every rule off for a cabin without rules. */
export function getBookingRules(signal?: AbortSignal): Promise<BookingRules> {
  return apiFetch<BookingRules>('/api/cabin/booking-rules', { signal });
}

export const bookingRulesQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: bookingRulesQueryKey(cabinId),
    queryFn: ({ signal }) => getBookingRules(signal),
    enabled: cabinId !== null,
  });

export function useBookingRules() {
  return useQuery(bookingRulesQueryOptions(useCurrentCabinId()));
}
