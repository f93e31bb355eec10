import { dateInTimeZone } from '@shared/calendar-dates';
import { and, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { waitlistEntries } from '../../db/schema-season';
import { type NewNotification, recordEffects } from '../../effects/record-effects';

// When nights come free (a stay deleted, declined, or moved to other dates), the waitlist hears
// of it in the same transaction (decision 058).

type Range = { startDate: string; endDate: string };
type Day = string | AnyPgColumn;

/** Live: its first night is today (the cabin's day) or later. */
export const isLive = (today: string) => gte(waitlistEntries.startDate, today);

/** A stay that is not declined holds one of the nights from `startDate` to `endDate`. */
export const stayHolds = (startDate: Day, endDate: Day): SQL =>
  and(
    ne(bookings.status, 'declined'),
    sql`${bookings.startDate} < ${endDate}`,
    sql`${bookings.endDate} > ${startDate}`,
  ) ?? sql`false`;

export type FreedNights = {
  cabinId: string;
  /** The nights the change let go (a stay's old dates): only entries touching them are told. */
  freed: readonly Range[];
  now: Date;
  /** Whoever made the change: not told of nights they freed themselves. */
  actorId: string;
};

/**
 * Tells every live entry that touches the freed nights and whose whole range is now free (no stay
 * but a declined one holds any of its nights), oldest first, and marks it told. Call it inside the
 * change's transaction, after the change: the entries are read with it, and the notifications
 * exist only if it commits. One change tells an entry once, however many freed ranges it touches.
 */
export async function tellWaitlistOfFreedNights(tx: Executor, { cabinId, freed, now, actorId }: FreedNights) {
  if (freed.length === 0) return;
  const touchesFreed = or(
    ...freed.map(
      (range) =>
        sql`${waitlistEntries.startDate} < ${range.endDate} and ${waitlistEntries.endDate} > ${range.startDate}`,
    ),
  );
  const told = await tx
    .update(waitlistEntries)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(waitlistEntries.cabinId, cabinId),
        isLive(dateInTimeZone(now)),
        touchesFreed,
        // Still a member (an entry of one who left is deleted with the membership anyway).
        sql`exists (select 1 from ${cabinMembers} where ${cabinMembers.cabinId} = ${waitlistEntries.cabinId} and ${cabinMembers.userId} = ${waitlistEntries.userId})`,
        sql`not exists (select 1 from ${bookings} where ${bookings.cabinId} = ${waitlistEntries.cabinId} and ${stayHolds(waitlistEntries.startDate, waitlistEntries.endDate)})`,
      ),
    )
    .returning({
      userId: waitlistEntries.userId,
      startDate: waitlistEntries.startDate,
      endDate: waitlistEntries.endDate,
      createdAt: waitlistEntries.createdAt,
      id: waitlistEntries.id,
    });
  if (told.length === 0) return;
  told.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const notifications = told.map(
    ({ userId, startDate, endDate }): NewNotification => ({
      cabinId,
      recipientIds: [userId],
      actorId,
      data: { type: 'waitlist_nights_free', startDate, endDate },
    }),
  );
  await recordEffects(tx, { notifications });
}
