import { notificationSchema, unreadCountSchema } from '@shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-service';

export type NotificationRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'>;

const missing = { message: 'Notification not found', code: 'notification_not_found' } as const;
const tags = ['Notifications'];

/** The caller's own notifications, written in the request's language (Accept-Language). */
export async function notificationRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: NotificationRoutesOptions,
) {
  const app = withContract(fastify);
  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, in the Accept-Language language",
        response: { 200: z.array(notificationSchema), ...refusals },
      },
    },
    async (request) => listNotifications(db, await requireUserId(request), languageOf(request)),
  );
  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, summary: 'How many are unread', response: { 200: unreadCountSchema, ...refusals } } },
    async (request) => unreadCount(db, await requireUserId(request)),
  );
  app.patch(
    '/api/notifications/mark-all-read',
    { schema: { tags, summary: 'Mark all read', response: { 200: unreadCountSchema, ...refusals } } },
    async (request) => markAllRead(db, await requireUserId(request)),
  );
  app.patch(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one read',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return markRead(db, userId, rowIdFrom(request, missing), languageOf(request));
    },
  );
}
