// The notifications feature's public surface (the bell and its queries); the app imports from here only.
export {
  getNotifications,
  notificationsListQueryKeyBase,
  notificationsQueryKey,
  notificationsQueryOptions,
  useNotifications,
} from './api/get-notifications';
export {
  getUnreadCount,
  unreadCountQueryKey,
  unreadCountQueryOptions,
  useUnreadCount,
} from './api/get-unread-count';
export { markAllNotificationsRead, useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
export {
  type MarkNotificationReadVariables,
  markNotificationRead,
  useMarkNotificationRead,
} from './api/mark-notification-read';
export { invalidateNotifications, notificationsQueryKeyBase } from './api/query-keys';
export { NotificationBell } from './components/notification-bell';
export { messageParagraphs, unreadBadgeText } from './lib/notification-text';
