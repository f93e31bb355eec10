import type { CalendarSubscription } from '@shared/schemas/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { calendarSubscriptionQueryKey, calendarSubscriptionQueryKeyBase } from './get-calendar-subscription';

/** POST /api/calendar/{cabinId}/subscription/regenerate: a new link; the old one stops working. */
export function regenerateCalendarSubscription(cabinId: string): Promise<CalendarSubscription> {
  return apiFetch<CalendarSubscription>(
    `/api/calendar/${encodeURIComponent(cabinId)}/subscription/regenerate`,
    { method: 'POST' },
  );
}

export function useRegenerateCalendarSubscription() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: regenerateCalendarSubscription,
    onSuccess: (subscription, cabinId) => {
      const shown = calendarSubscriptionQueryKey(cabinId, language);
      queryClient.setQueryData(shown, subscription);
      // The links in the other language hold the old token: they are asked for again when shown.
      queryClient.removeQueries({
        queryKey: [...calendarSubscriptionQueryKeyBase, cabinId],
        predicate: (query) => query.queryKey[2] !== language,
      });
    },
  });
}
