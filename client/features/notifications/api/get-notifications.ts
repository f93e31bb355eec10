import { type Language, UNREAD_POLL_MS } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { notificationsQueryKeyBase } from './query-keys';

/** Prefix of the list in every language. */
export const notificationsListQueryKeyBase = [...notificationsQueryKeyBase, 'list'] as const;
/**
 * The list as written in `language`: the server writes title and message in the language the
 * call asks for, so a language switch fetches the list again under its own key.
 */
export const notificationsQueryKey = (language: Language) =>
  [...notificationsListQueryKeyBase, language] as const;

/** GET /api/notifications: the signed-in user's notifications, newest first. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiFetch<Notification[]>('/api/notifications', { signal });
}

/** Polled every 30 s (product sections 7 and 9). */
export const notificationsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: notificationsQueryKey(language),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: UNREAD_POLL_MS,
  });

/** `enabled: false` holds the first read (and the polling) back until it is true. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(useLanguage()), enabled });
}
