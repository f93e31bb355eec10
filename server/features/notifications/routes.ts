import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-service';

export type NotificationRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'>;

const missing = { message: 'Notification not found', code: 'notification_not_found' } as const;

/** The caller's own notifications (spec section 7), written in the request's language. */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, requireUserId }: NotificationRoutesOptions,
) {
  app.get('/api/notifications', async (request) =>
    listNotifications(db, await requireUserId(request), languageOf(request)),
  );
  app.get('/api/notifications/unread-count', async (request) =>
    unreadCount(db, await requireUserId(request)),
  );
  app.patch('/api/notifications/mark-all-read', async (request) =>
    markAllRead(db, await requireUserId(request)),
  );
  app.patch('/api/notifications/:id/read', async (request) => {
    const userId = await requireUserId(request);
    return markRead(db, userId, rowIdFrom(request, missing), languageOf(request));
  });
}
