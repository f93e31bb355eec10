import type { QueryClient } from '@tanstack/react-query';

/** Prefix of every notification query: the list (in each language) and the unread count. */
export const notificationsQueryKeyBase = ['notifications'] as const;

/**
 * Makes the list and the unread count refresh (after a mark-read, or when the live connection
 * says a notification was created or may have been missed).
 */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryKeyBase });
}
