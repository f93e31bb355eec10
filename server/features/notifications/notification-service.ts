import type { Language } from '@shared/constants';
import { earlierNotificationText, notificationText } from '@shared/notification-texts';
import { rolesThatMay } from '@shared/policy';
import { type Notification, notificationDataSchema, type UnreadCount } from '@shared/schemas/notifications';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cabinMembers, cabins, notifications, users } from '../../db/schema';
import { notFound } from '../../http/errors';

// Notifications (product sections 2, 3, 7; docs/decisions/009-notifications-and-live-updates.md).
// A row keeps the facts of what happened; the title and message are written when read, in the
// reader's language. A user only ever sees or changes their own rows.

/** How many notifications the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 100;

const notificationNotFound = () => notFound('Notification not found', 'notification_not_found');

/** The roles told about requests and membership changes: the owner and admins. */
export const MANAGER_ROLES = rolesThatMay('hearOfRequests');

/** The owner and admins of a cabin: those told about requests and membership changes. */
export async function cabinManagerIds(db: Executor, cabinId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: cabinMembers.userId })
    .from(cabinMembers)
    .where(and(eq(cabinMembers.cabinId, cabinId), inArray(cabinMembers.role, [...MANAGER_ROLES])));
  return rows.map((row) => row.userId);
}

/** A user's full name, as notifications name people. */
export async function fullNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error(`no user ${userId}`);
  return row.name;
}

function notificationQuery(db: Executor) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      cabinName: cabins.name,
    })
    .from(notifications)
    .leftJoin(cabins, eq(cabins.id, notifications.cabinId))
    .$dynamic();
}

type NotificationRow = Awaited<ReturnType<typeof notificationQuery>>[number];

/** The stored facts as text; a row that no longer reads as a known notification says so. */
function textOf(row: NotificationRow, language: Language): { title: string; message: string } {
  const parsed = notificationDataSchema.safeParse(row.data);
  if (parsed.success) {
    try {
      return notificationText(parsed.data, language);
    } catch {
      // Facts that parse but cannot be written (a malformed date): fall through, never a 500.
    }
  }
  return earlierNotificationText(language);
}

function toNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    type: row.type,
    ...textOf(row, language),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    cabin: row.cabinName === null ? null : { name: row.cabinName },
  };
}

/** The caller's own notifications, newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  language: Language,
): Promise<Notification[]> {
  const rows = await notificationQuery(db)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map((row) => toNotification(row, language));
}

export async function unreadCount(db: Database, userId: string): Promise<UnreadCount> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { count: row?.count ?? 0 };
}

/** Marks one of the caller's notifications read; someone else's is as unknown as a missing one. */
export async function markRead(
  db: Database,
  userId: string,
  notificationId: string,
  language: Language,
): Promise<Notification> {
  const mine = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(mine)
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notificationNotFound();
  const [row] = await notificationQuery(db).where(mine).limit(1);
  if (!row) throw notificationNotFound();
  return toNotification(row, language);
}

/** Marks every unread notification of the caller read; the count is how many changed. */
export async function markAllRead(db: Database, userId: string): Promise<UnreadCount> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { count: updated.length };
}
