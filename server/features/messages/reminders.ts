import { addDays } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { can } from '@shared/policy';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings, cabinMembers, shoppingItems, tasks, users } from '../../db/schema';
import { messagePreferences } from '../../db/schema-messages';
import { recordEffects } from '../../effects/record-effects';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import type { Schedule } from '../../jobs/schedules';
import { membershipsOf } from '../cabins';
import { emailJob } from './email-jobs';
import { type DigestCabin, digestEmail, type EmailContent } from './email-texts';

// Scheduled messages (issue #14), at wall-clock times in Europe/Oslo. Reminders are notifications
// like any other (in the app, and by push and e-mail as each member chose); the digest is e-mail.

export const MESSAGE_SCHEDULES: readonly Schedule[] = [
  { kind: JOB_KINDS.taskDueReminders, hour: 8, minute: 0 },
  { kind: JOB_KINDS.stayReminders, hour: 8, minute: 0 },
  { kind: JOB_KINDS.weeklyDigest, hour: 18, minute: 0, weekday: 6 },
];

/** How many days ahead of a stay its booker is reminded. */
export const STAY_REMINDER_DAYS = 2;
/** How far ahead the digest looks. */
export const DIGEST_DAYS = 14;
/** The most shopping items a reminder lists; the list on the app has them all. */
const REMINDER_SHOPPING_MAX = 20;

const occurrence = z.object({ date: z.iso.date() });
function dateOf(payload: unknown): string {
  const result = occurrence.safeParse(payload);
  if (!result.success) throw new PermanentJobError('malformed schedule payload');
  return result.data.date;
}

export function reminderHandlers(db: Database): Record<string, JobHandler> {
  /** Tasks due tomorrow: to the assignee, or to every member when nobody is. */
  const taskDueReminders: JobHandler = async (payload) => {
    const dueDate = addDays(dateOf(payload), 1);
    const due = await db
      .select({ cabinId: tasks.cabinId, title: tasks.title, assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(and(eq(tasks.status, 'open'), eq(tasks.dueDate, dueDate)));
    const cabinIds = [...new Set(due.filter((task) => !task.assigneeId).map((task) => task.cabinId))];
    const members =
      cabinIds.length === 0
        ? []
        : await db
            .select({ cabinId: cabinMembers.cabinId, userId: cabinMembers.userId })
            .from(cabinMembers)
            .where(inArray(cabinMembers.cabinId, cabinIds));
    return async (tx) => {
      for (const task of due) {
        const recipientIds = task.assigneeId
          ? [task.assigneeId]
          : members.filter((member) => member.cabinId === task.cabinId).map((member) => member.userId);
        await recordEffects(tx, {
          notifications: [
            {
              cabinId: task.cabinId,
              recipientIds,
              actorId: null,
              data: { type: 'task_due', taskTitle: task.title, dueDate },
            },
          ],
        });
      }
    };
  };

  /** Approved stays starting in two days: to the booker, with what the shopping list needs. */
  const stayReminders: JobHandler = async (payload) => {
    const startDate = addDays(dateOf(payload), STAY_REMINDER_DAYS);
    const stays = await db
      .select({ cabinId: bookings.cabinId, userId: bookings.userId, endDate: bookings.endDate })
      .from(bookings)
      .where(and(eq(bookings.status, 'approved'), eq(bookings.startDate, startDate)));
    const cabinIds = [...new Set(stays.map((stay) => stay.cabinId))];
    const needed =
      cabinIds.length === 0
        ? []
        : await db
            .select({ cabinId: shoppingItems.cabinId, name: shoppingItems.name })
            .from(shoppingItems)
            .where(and(inArray(shoppingItems.cabinId, cabinIds), eq(shoppingItems.status, 'needed')))
            .orderBy(asc(shoppingItems.createdAt));
    return async (tx) => {
      for (const stay of stays) {
        const items = needed.filter((item) => item.cabinId === stay.cabinId).map((item) => item.name);
        await recordEffects(tx, {
          notifications: [
            {
              cabinId: stay.cabinId,
              recipientIds: [stay.userId],
              actorId: null,
              data: {
                type: 'stay_reminder',
                startDate,
                endDate: stay.endDate,
                shoppingItems: items.slice(0, REMINDER_SHOPPING_MAX),
              },
            },
          ],
        });
      }
    };
  };

  /** The digest, to everyone who turned it on. */
  const weeklyDigest: JobHandler = async (payload) => {
    const date = dateOf(payload);
    const readers = await db
      .select({ userId: messagePreferences.userId })
      .from(messagePreferences)
      .where(sql`(${messagePreferences.preferences} -> 'weeklyDigest' ->> 'email') = 'true'`);
    return async (tx) => {
      await recordEffects(tx, {
        jobs: readers.map((reader) => emailJob({ template: 'digest', userId: reader.userId, date })),
      });
    };
  };

  return {
    [JOB_KINDS.taskDueReminders]: taskDueReminders,
    [JOB_KINDS.stayReminders]: stayReminders,
    [JOB_KINDS.weeklyDigest]: weeklyDigest,
  };
}

/** One reader's digest: each of their cabins' next two weeks; null when they have no cabin. */
export async function composeDigest(
  db: Database,
  userId: string,
  date: string,
): Promise<{
  email: string;
  content: (links: { publicUrl: string; unsubscribeUrl: string }) => EmailContent;
} | null> {
  const [reader] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!reader) return null;
  const memberships = await membershipsOf(db, userId);
  if (memberships.length === 0) return null;
  const until = addDays(date, DIGEST_DAYS);
  const digest: DigestCabin[] = [];
  for (const membership of memberships) {
    const stays = await db
      .select({
        name: sql<string>`coalesce(${users.displayName}, ${users.name})`,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(bookings.cabinId, membership.cabinId),
          inArray(bookings.status, ['approved', 'pending']),
          lt(bookings.startDate, until),
          gt(bookings.endDate, date),
        ),
      )
      .orderBy(asc(bookings.startDate));
    const openTasks = await db
      .select({ title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.cabinId, membership.cabinId), eq(tasks.status, 'open')))
      .orderBy(asc(tasks.dueDate))
      .limit(10);
    const manages = can(membership.role, 'decideBookings');
    digest.push({
      name: membership.name,
      stays: stays.map((stay) => ({ ...stay, status: stay.status === 'pending' ? 'pending' : 'approved' })),
      openTasks: openTasks.map((task) => task.title),
      requestsWaiting: manages ? await pendingRequests(db, membership.cabinId, date) : 0,
    });
  }
  const language: Language = reader.language === 'en' ? 'en' : 'no';
  return { email: reader.email, content: (links) => digestEmail(language, digest, links) };
}

async function pendingRequests(db: Database, cabinId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(bookings)
    .where(and(eq(bookings.cabinId, cabinId), eq(bookings.status, 'pending'), gt(bookings.endDate, date)));
  return row?.count ?? 0;
}
