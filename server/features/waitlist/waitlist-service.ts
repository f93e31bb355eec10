import { dateInTimeZone } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import { WAITLIST_MAX_PER_MEMBER, type WaitlistEntry } from '@shared/schemas/waitlist';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, cabinMembers, users } from '../../db/schema';
import { waitlistEntries } from '../../db/schema-season';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { isLive, stayHolds } from './waitlist-nights';

// The waitlist for taken nights (issue #40, part 3; decision 058). An entry is live until its
// first night has passed (the cabin's day): a lapsed one is never listed and never told, and
// the cabin's lapsed rows are deleted when a member of it joins the waitlist.

type Range = { startDate: string; endDate: string };

const entryNotFound = () => notFound('Waitlist entry not found', 'waitlist_entry_not_found');

const entryColumns = {
  id: waitlistEntries.id,
  startDate: waitlistEntries.startDate,
  endDate: waitlistEntries.endDate,
  createdAt: waitlistEntries.createdAt,
  userId: users.id,
  fullName: users.name,
  displayName: users.displayName,
};

type EntryRow = { id: string; startDate: string; endDate: string; createdAt: Date } & {
  userId: string;
  fullName: string;
  displayName: string | null;
};

const toEntry = ({ userId, fullName, displayName, createdAt, ...entry }: EntryRow): WaitlistEntry => ({
  ...entry,
  createdAt: createdAt.toISOString(),
  user: { id: userId, fullName, displayName },
});

/** The cabin's live entries, oldest first, of its members only (a member who left has none). */
export async function listWaitlist(db: Database, now: Date, userId: string): Promise<WaitlistEntry[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const rows = await db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(
      cabinMembers,
      and(eq(cabinMembers.cabinId, waitlistEntries.cabinId), eq(cabinMembers.userId, waitlistEntries.userId)),
    )
    .where(and(eq(waitlistEntries.cabinId, cabinId), isLive(dateInTimeZone(now))))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(toEntry);
}

/**
 * Puts the caller on the waitlist for nights another stay holds. The caller's membership row is
 * locked first, so two requests of one member count each other's entry (at most
 * WAITLIST_MAX_PER_MEMBER live ones) and leaving the cabin waits for the entry to be written.
 */
export async function joinWaitlist(
  db: Database,
  now: Date,
  userId: string,
  range: Range,
): Promise<WaitlistEntry> {
  const today = dateInTimeZone(now);
  if (range.startDate < today) {
    throw badRequest('You cannot wait for nights in the past', 'booking_in_past');
  }
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const [member] = await tx
      .select({ fullName: users.name, displayName: users.displayName })
      .from(cabinMembers)
      .innerJoin(users, eq(users.id, cabinMembers.userId))
      .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, userId)))
      .for('update', { of: cabinMembers });
    if (!member) throw new Error('a current membership without its row');
    // Lapsed entries are never listed or told; the cabin's go here, where it is written to anyway.
    await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.cabinId, cabinId), lt(waitlistEntries.startDate, today)));
    const [taken] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.cabinId, cabinId), stayHolds(range.startDate, range.endDate)))
      .limit(1);
    if (!taken) {
      throw conflict('These nights are free: book them instead', 'nights_already_free');
    }
    const mine = await tx
      .select({ startDate: waitlistEntries.startDate, endDate: waitlistEntries.endDate })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.cabinId, cabinId), eq(waitlistEntries.userId, userId)));
    if (mine.some((entry) => entry.startDate === range.startDate && entry.endDate === range.endDate)) {
      throw conflict('You are already on the waitlist for these nights', 'already_on_waitlist');
    }
    if (mine.length >= WAITLIST_MAX_PER_MEMBER) {
      throw conflict(
        `You can wait for at most ${WAITLIST_MAX_PER_MEMBER} stays at a time in a cabin`,
        'waitlist_full',
      );
    }
    const [created] = await tx
      .insert(waitlistEntries)
      .values({ cabinId, userId, startDate: range.startDate, endDate: range.endDate })
      .returning({
        id: waitlistEntries.id,
        startDate: waitlistEntries.startDate,
        endDate: waitlistEntries.endDate,
        createdAt: waitlistEntries.createdAt,
      });
    if (!created) throw new Error('insert returned no entry');
    return toEntry({ ...created, userId, ...member });
  });
}

/** Takes an entry off the waitlist: its member's own, or any for the owner and admins. */
export async function leaveWaitlist(db: Database, userId: string, entryId: string) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const [entry] = await tx
      .select({ userId: waitlistEntries.userId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.cabinId, cabinId), eq(waitlistEntries.id, entryId)))
      .for('update');
    // Another cabin's entry is as unknown as one that never existed.
    if (!entry) throw entryNotFound();
    if (!can(role, 'removeWaitlistEntry', { isOwn: entry.userId === userId })) {
      throw forbidden(
        'Only its member, the owner or an admin can remove a waitlist entry',
        'not_your_waitlist_entry',
      );
    }
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    return { message: 'Removed from the waitlist' };
  });
}
