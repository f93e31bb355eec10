import type { UnreadCount } from '@shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { markReadInCache, restoreCache } from './optimistic-read';
import { invalidateNotifications } from './query-keys';

/** PATCH /api/notifications/mark-all-read: marks every one of the user's notifications read. */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return apiFetch<UnreadCount>('/api/notifications/mark-all-read', { method: 'PATCH' });
}

/**
 * Shows everything as read at once (and puts it back when the call fails); then the list and the
 * unread count refresh (product section 7).
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, () => true, true),
    onError: (_error, _variables, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => invalidateNotifications(queryClient),
  });
}
