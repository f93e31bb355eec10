import { UNREAD_POLL_MS } from '@shared/constants';
import type { UnreadCount } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationsQueryKeyBase } from './query-keys';

export const unreadCountQueryKey = [...notificationsQueryKeyBase, 'unread-count'] as const;

/** GET /api/notifications/unread-count: how many of the user's notifications are unread. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiFetch<UnreadCount>('/api/notifications/unread-count', { signal });
}

/** Polled every 30 s (product sections 7 and 9). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
  });

const countOf = (response: UnreadCount) => response.count;

/** The unread count; 0 while it loads or when it cannot be read. */
export function useUnreadCount(): number {
  return useQuery({ ...unreadCountQueryOptions(), select: countOf }).data ?? 0;
}
