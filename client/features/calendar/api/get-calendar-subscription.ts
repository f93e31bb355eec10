import type { Language } from '@shared/constants';
import type { CalendarSubscription } from '@shared/schemas/calendar';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** Prefix of every subscription query, whatever the cabin and language. */
export const calendarSubscriptionQueryKeyBase = ['calendar-subscription'] as const;

/** Keyed by language too: the feed's events are worded in the language the link was made in. */
export const calendarSubscriptionQueryKey = (cabinId: string | null, language: Language) =>
  [...calendarSubscriptionQueryKeyBase, cabinId, language] as const;

/** GET /api/calendar/{cabinId}/subscription: the caller's personal feed links, made on first use. */
export function getCalendarSubscription(
  cabinId: string,
  signal?: AbortSignal,
): Promise<CalendarSubscription> {
  return apiFetch<CalendarSubscription>(`/api/calendar/${encodeURIComponent(cabinId)}/subscription`, {
    signal,
  });
}

/** Asked only while the subscribe dialog is open (null: no call); no retries (product section 7). */
export const calendarSubscriptionQueryOptions = (cabinId: string | null, language: Language) =>
  queryOptions({
    queryKey: calendarSubscriptionQueryKey(cabinId, language),
    queryFn: cabinId === null ? skipToken : ({ signal }) => getCalendarSubscription(cabinId, signal),
  });

export function useCalendarSubscription(cabinId: string | null) {
  return useQuery(calendarSubscriptionQueryOptions(cabinId, useLanguage()));
}
