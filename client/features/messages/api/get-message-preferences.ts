import type { MessagePreferences } from '@shared/schemas/message-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const messagePreferencesQueryKey = ['message-preferences'] as const;

/** GET /api/user/notification-preferences: what reaches me by push and by e-mail, per kind. */
export function getMessagePreferences(signal?: AbortSignal): Promise<MessagePreferences> {
  return apiFetch<MessagePreferences>('/api/user/notification-preferences', { signal });
}

export const messagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: messagePreferencesQueryKey,
    queryFn: ({ signal }) => getMessagePreferences(signal),
  });

export function useMessagePreferences() {
  return useQuery(messagePreferencesQueryOptions());
}
