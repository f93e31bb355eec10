import { dateInTimeZone } from '@shared/calendar-dates';
import { type AccountExport, accountExportFileName } from '@shared/schemas/account';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  cabinMembers,
  cabins,
  calendarFeedTokens,
  notifications,
  passkeys,
  profilePictures,
  shoppingItems,
  tasks,
  users,
  visits,
} from '../../db/schema';
import { visitPhotos } from '../../db/schema-photos';
import { unauthorized } from '../../http/errors';
import { profileColumns, shownUsername } from '../auth';
import { photoUrl } from '../photos';
import { visitFieldsOf } from '../visits';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything Hytta keeps about one user, for them to download (decision 020): their profile,
 * memberships, bookings, the visits they logged and photos they added, the shopping items and tasks they added,
 * completed or were given, their notifications, calendar subscriptions and passkeys' names. Rows
 * are the caller's own; other people never appear except by name inside the caller's
 * notifications, and no password hash, session, feed token, passkey's public key or other user's
 * e-mail is read at all. One transaction,
 * so the parts are read together.
 */
export async function exportAccount(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ fileName: string; data: AccountExport }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        ...profileColumns,
        currentCabin: cabins.name,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .leftJoin(cabins, eq(cabins.id, users.currentCabinId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw unauthorized();
    const [picture] = await tx
      .select({ contentType: profilePictures.contentType, data: profilePictures.data })
      .from(profilePictures)
      .where(eq(profilePictures.userId, userId));

    const memberships = await tx
      .select({
        cabinId: cabinMembers.cabinId,
        cabin: cabins.name,
        role: cabinMembers.role,
        joinedAt: cabinMembers.joinedAt,
      })
      .from(cabinMembers)
      .innerJoin(cabins, eq(cabins.id, cabinMembers.cabinId))
      .where(eq(cabinMembers.userId, userId))
      .orderBy(asc(cabinMembers.joinedAt));
    const myBookings = await tx
      .select({ booking: bookings, cabin: cabins.name })
      .from(bookings)
      .innerJoin(cabins, eq(cabins.id, bookings.cabinId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(bookings.startDate), asc(bookings.id));
    const myVisits = await tx
      .select({ visit: visits, cabinId: visits.cabinId })
      .from(visits)
      .where(eq(visits.userId, userId))
      .orderBy(asc(visits.startDate), asc(visits.id));
    const myPhotos = await tx
      .select({
        id: visitPhotos.id,
        visitId: visitPhotos.visitId,
        cabinId: visits.cabinId,
        contentType: visitPhotos.contentType,
        width: visitPhotos.width,
        height: visitPhotos.height,
        // The size without reading the bytes out.
        bytes: sql<number>`octet_length(${visitPhotos.data})::int`,
        createdAt: visitPhotos.createdAt,
      })
      .from(visitPhotos)
      .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
      .where(eq(visitPhotos.userId, userId))
      .orderBy(asc(visitPhotos.createdAt), asc(visitPhotos.id));
    const myItems = await tx
      .select({ item: shoppingItems, cabinId: shoppingItems.cabinId })
      .from(shoppingItems)
      .where(or(eq(shoppingItems.addedByUserId, userId), eq(shoppingItems.completedByUserId, userId)))
      .orderBy(asc(shoppingItems.createdAt), asc(shoppingItems.id));
    const myTasks = await tx
      .select({ task: tasks, cabinId: tasks.cabinId })
      .from(tasks)
      .where(
        or(
          eq(tasks.createdByUserId, userId),
          eq(tasks.completedByUserId, userId),
          eq(tasks.assigneeId, userId),
        ),
      )
      .orderBy(asc(tasks.createdAt), asc(tasks.id));
    const myNotifications = await tx
      .select({ notification: notifications, cabin: cabins.name })
      .from(notifications)
      .leftJoin(cabins, eq(cabins.id, notifications.cabinId))
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    const feeds = await tx
      .select({ cabin: cabins.name, createdAt: calendarFeedTokens.createdAt })
      .from(calendarFeedTokens)
      .innerJoin(cabins, eq(cabins.id, calendarFeedTokens.cabinId))
      .where(eq(calendarFeedTokens.userId, userId))
      .orderBy(asc(calendarFeedTokens.createdAt));
    const myPasskeys = await tx
      .select({
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
        createdAt: passkeys.createdAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));

    // Names only of cabins the caller is still in (issue #13).
    const cabinNames = new Map(memberships.map((row) => [row.cabinId, row.cabin]));
    const cabinName = (cabinId: string) => cabinNames.get(cabinId) ?? null;
    const username = shownUsername(user.displayUsername, user.username);
    const data: AccountExport = {
      format: 'hytta-user-data',
      version: 1,
      exportedAt: iso(now),
      profile: {
        id: user.id,
        username,
        fullName: user.fullName,
        displayName: user.displayName,
        email: user.email,
        // The picture itself, so the download holds it and not only a URL that needs a session.
        profilePicture: picture
          ? `data:${picture.contentType};base64,${picture.data.toString('base64')}`
          : null,
        currentCabin: user.currentCabin,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      memberships: memberships.map(({ cabinId: _id, ...row }) => ({ ...row, joinedAt: iso(row.joinedAt) })),
      bookings: myBookings.map(({ booking, cabin }) => ({
        id: booking.id,
        cabin,
        startDate: booking.startDate,
        endDate: booking.endDate,
        adults: booking.adults,
        children: booking.children,
        notes: booking.notes,
        status: booking.status,
        responseNotes: booking.responseNotes,
        createdAt: iso(booking.createdAt),
        updatedAt: iso(booking.updatedAt),
      })),
      visits: myVisits.map(({ visit, cabinId }) => {
        const { id, ...fields } = visitFieldsOf(visit);
        return { id, cabin: cabinName(cabinId), ...fields };
      }),
      photos: myPhotos.map(({ cabinId, createdAt, ...photo }) => ({
        ...photo,
        cabin: cabinName(cabinId),
        url: cabinNames.has(cabinId) ? photoUrl(photo.id) : null,
        createdAt: iso(createdAt),
      })),
      shoppingItems: myItems.map(({ item, cabinId }) => ({
        id: item.id,
        cabin: cabinName(cabinId),
        name: item.addedByUserId === userId ? item.name : null,
        status: item.status,
        addedByMe: item.addedByUserId === userId,
        completedByMe: item.completedByUserId === userId,
        createdAt: iso(item.createdAt),
        completedAt: isoOrNull(item.completedAt),
      })),
      tasks: myTasks.map(({ task, cabinId }) => ({
        id: task.id,
        cabin: cabinName(cabinId),
        title: task.createdByUserId === userId ? task.title : null,
        notes: task.createdByUserId === userId ? task.notes : null,
        dueDate: task.dueDate,
        status: task.status,
        createdByMe: task.createdByUserId === userId,
        completedByMe: task.completedByUserId === userId,
        assignedToMe: task.assigneeId === userId,
        createdAt: iso(task.createdAt),
        completedAt: isoOrNull(task.completedAt),
      })),
      notifications: myNotifications.map(({ notification, cabin }) => ({
        id: notification.id,
        cabin,
        type: notification.type,
        data: { ...notification.data },
        isRead: notification.isRead,
        createdAt: iso(notification.createdAt),
      })),
      calendarSubscriptions: feeds.map((feed) => ({ cabin: feed.cabin, createdAt: iso(feed.createdAt) })),
      passkeys: myPasskeys.map((key) => ({ ...key, createdAt: iso(key.createdAt) })),
    };
    return { fileName: accountExportFileName(username || user.id, dateInTimeZone(now)), data };
  });
}
