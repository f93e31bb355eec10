import type { Notification } from '@shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { markReadInCache, restoreCache } from './optimistic-read';
import { invalidateNotifications } from './query-keys';

export type MarkNotificationReadVariables = { id: string };

/** PATCH /api/notifications/{id}/read: marks one of the user's notifications read; no body. */
export function markNotificationRead({ id }: MarkNotificationReadVariables): Promise<Notification> {
  return apiFetch<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

/**
 * Shows the notification as read at once (and puts it back when the call fails); then the list
 * and the unread count refresh (product section 7).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: ({ id }) => markReadInCache(queryClient, (notification) => notification.id === id, false),
    onError: (_error, _variables, snapshot) => restoreCache(queryClient, snapshot),
    // Also after a failure: "not found" means the list the user saw was out of date.
    onSettled: () => invalidateNotifications(queryClient),
  });
}
