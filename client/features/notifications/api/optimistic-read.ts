import type { Notification, UnreadCount } from '@shared/schemas/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationsListQueryKeyBase } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';
import { notificationsQueryKeyBase } from './query-keys';

/** What the cache held before an optimistic change, to put back when the call fails. */
export type NotificationsSnapshot = {
  lists: [QueryKey, Notification[] | undefined][];
  count: UnreadCount | undefined;
};

/**
 * Shows notifications as read at once: those `isAffected` picks (in the list of every language)
 * become read and the unread count drops by how many of them were unread (to 0 for all).
 * Returns what was there before.
 */
export async function markReadInCache(
  queryClient: QueryClient,
  isAffected: (notification: Notification) => boolean,
  all: boolean,
): Promise<NotificationsSnapshot> {
  // A poll under way would overwrite the change with what the server said a moment earlier.
  await queryClient.cancelQueries({ queryKey: notificationsQueryKeyBase });
  const lists = queryClient.getQueriesData<Notification[]>({ queryKey: notificationsListQueryKeyBase });
  const count = queryClient.getQueryData<UnreadCount>(unreadCountQueryKey);

  const newlyRead = new Set<string>();
  for (const [, list] of lists) {
    for (const notification of list ?? []) {
      if (!notification.isRead && isAffected(notification)) newlyRead.add(notification.id);
    }
  }
  queryClient.setQueriesData<Notification[]>({ queryKey: notificationsListQueryKeyBase }, (list) =>
    list?.map((notification) =>
      !notification.isRead && isAffected(notification) ? { ...notification, isRead: true } : notification,
    ),
  );
  if (count) {
    queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, {
      count: all ? 0 : Math.max(0, count.count - newlyRead.size),
    });
  }
  return { lists, count };
}

export function restoreCache(queryClient: QueryClient, snapshot: NotificationsSnapshot | undefined): void {
  if (!snapshot) return;
  for (const [queryKey, list] of snapshot.lists) queryClient.setQueryData(queryKey, list);
  if (snapshot.count) queryClient.setQueryData(unreadCountQueryKey, snapshot.count);
}
