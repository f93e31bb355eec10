import { type BadgeTarget, showUnreadOnBadge } from './app-badge';

// Push messages (issue #14): the server sends `{title, body, path, unread}` (shared's
// pushPayloadSchema, checked here by hand: the worker stays free of zod). The worker shows the
// notification with the app's icon, sets the badge, and a click opens the screen it is about.

export type PushMessage = { title: string; body: string; path: string; unread: number };

/** The message, or null for anything else (an empty push, another sender's format). */
export function readPushMessage(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { title, body, path, unread } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return {
    title,
    body,
    // Only a path inside the app: a message can never send the user elsewhere.
    path: typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/',
    unread: typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : 0,
  };
}

export type NotificationShower = {
  showNotification: (title: string, options: NotificationOptions) => Promise<void>;
};

export async function showPushMessage(
  registration: NotificationShower,
  badge: BadgeTarget,
  message: PushMessage,
): Promise<void> {
  await Promise.all([
    registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { path: message.path },
      // One notification per screen: a newer one about the same thing replaces the older.
      tag: message.path,
    }),
    showUnreadOnBadge(badge, message.unread),
  ]);
}

/** The path a clicked notification opens. */
export function pathOfNotification(data: unknown): string {
  if (data && typeof data === 'object' && 'path' in data && typeof data.path === 'string') {
    return readPushMessage({ title: '', body: '', path: data.path })?.path ?? '/';
  }
  return '/';
}
