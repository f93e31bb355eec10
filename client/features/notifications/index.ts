// The notifications feature's public surface (the bell and its queries); the app imports from here only.
export { unreadCountQueryOptions, useUnreadCount } from './api/get-unread-count';
export { notificationsQueryKeyBase } from './api/query-keys';
export { NotificationBell } from './components/notification-bell';
