import { dateInTimeZone } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { can } from '@shared/policy';
import {
  type Booking,
  type bookingDecisionBodySchema,
  type createBookingBodySchema,
  DATE_ORDER_MESSAGE,
  OVERLAP_MESSAGE,
  type updateBookingBodySchema,
} from '@shared/schemas/bookings';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, type Executor, sqlStateOf } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { bookings, cabinMembers, cabins, users } from '../../db/schema';
import { recordEffects, writeWithEffects } from '../../effects/record-effects';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { enforceBookingRules } from '../booking-rules';
import { noCurrentCabin, requireCurrentMembership } from '../cabins';
import { enforcePeakRules } from '../peak-periods';
import { tellWaitlistOfFreedNights } from '../waitlist';
import { pendingRequestNotification, requireBooker } from './booker';
import type { BookingListCache } from './booking-list-cache';
import { bookingListJson } from './booking-list-json';

const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');
const overlap = () => conflict(OVERLAP_MESSAGE, 'dates_already_booked');
const inPast = () => badRequest('You cannot book dates in the past', 'booking_in_past');

/** Runs a write and turns the exclusion constraint's refusal into the spec's 409. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // 23P01: exclusion_violation (bookings_no_overlap), however many requests raced.
    if (sqlStateOf(error) === '23P01') throw overlap();
    throw error;
  }
}

/** A booking's own columns, as the API answers them (with its booker's names). */
const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  adults: bookings.adults,
  children: bookings.children,
  notes: bookings.notes,
  status: bookings.status,
  responseNotes: bookings.responseNotes,
  createdAt: bookings.createdAt,
};

function bookingQuery(db: Executor) {
  return db
    .select({ ...bookingColumns, fullName: users.name, displayName: users.displayName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof bookingQuery>>[number];

function toBooking({ fullName, displayName, createdAt, ...row }: BookingRow): Booking {
  return { ...row, user: { id: row.userId, fullName, displayName }, createdAt: createdAt.toISOString() };
}

async function findBooking(db: Executor, cabinId: string, bookingId: string): Promise<Booking> {
  const [row] = await bookingQuery(db)
    .where(and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId)))
    .limit(1);
  // Another cabin's booking is as unknown as one that never existed.
  if (!row) throw bookingNotFound();
  return toBooking(row);
}

/**
 * The caller's current cabin and its list version: the one query of every list request, so it
 * is a named prepared statement (PostgreSQL plans it once per connection).
 */
const currentListQuery = preparedPerDatabase((db) =>
  db
    .select({ cabinId: cabins.id, version: cabins.bookingsVersion })
    .from(users)
    .innerJoin(
      cabinMembers,
      and(eq(cabinMembers.cabinId, users.currentCabinId), eq(cabinMembers.userId, users.id)),
    )
    .innerJoin(cabins, eq(cabins.id, cabinMembers.cabinId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_booking_list_version'),
);

/**
 * Every booking of the caller's current cabin, all statuses, earliest first, as JSON bytes. The
 * caller's membership and the cabin's list version come in one query; a list already built at
 * that version is sent again, otherwise the list and its version are read in one statement (one
 * snapshot) and kept.
 */
export async function listBookings(db: Database, userId: string, cache: BookingListCache): Promise<Buffer> {
  let current = cache.current(userId);
  if (!current) {
    // Read before the query: a change committed while it runs makes the answer stale at once.
    const changesBefore = cache.changes();
    [current] = await currentListQuery(db).execute({ userId });
    if (!current) throw noCurrentCabin();
    cache.rememberCurrent(userId, changesBefore, current);
  }
  const { cabinId, version } = current;
  return (
    cache.get(cabinId, version) ??
    cache.build(cabinId, version, async () => {
      const [built] = await db
        .select({ version: cabins.bookingsVersion, body: bookingListJson(cabinId) })
        .from(cabins)
        .where(eq(cabins.id, cabinId));
      // The cabin went between the two queries: its list is empty now (and kept at no version).
      return built
        ? { version: built.version, body: Buffer.from(built.body) }
        : { version: -1, body: Buffer.from('[]') };
    })
  );
}

/** Pending requests, for those who decide them (spec: fetched only for owners), as JSON text. */
export async function listPendingBookings(db: Database, userId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  if (!can(role, 'decideBookings')) {
    throw forbidden('Only the owner or an admin can see pending bookings', 'owner_or_admin_decides');
  }
  const [row] = await db
    .select({ body: bookingListJson(cabinId, 'pending') })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  return row?.body ?? '[]';
}

/** A stay request: the owner's is approved at once, everyone else's waits for approval. */
export async function createBooking(
  db: Database,
  now: Date,
  userId: string,
  body: z.output<typeof createBookingBodySchema>,
  language: Language,
): Promise<Booking> {
  const fields = body;
  const booker = await requireBooker(db, userId);
  const { cabinId, role } = booker;
  const today = dateInTimeZone(now);
  if (fields.startDate < today) throw inPast();
  const status = can(role, 'autoApproveOwnBooking') ? 'approved' : 'pending';
  const requester = { id: userId, fullName: booker.fullName };
  const insert = (executor: Executor) =>
    refusingOverlap(() =>
      writeWithEffects(
        executor,
        executor
          .insert(bookings)
          .values({ cabinId, userId, ...fields, notes: fields.notes ?? null, status })
          .returning(bookingColumns),
        {
          live: [{ type: 'booking_created', cabinId }],
          notifications:
            status === 'pending'
              ? [pendingRequestNotification(cabinId, requester, booker.managerIds, fields)]
              : [],
        },
      ),
    );
  // The insert with its notifications, their job and its NOTIFYs is one statement, atomic by
  // itself; the peak rules and the booking rules read (and lock a cap's period, the rules) before
  // it, so those need one transaction (decisions 045, 057).
  const stay = { cabinId, startDate: fields.startDate, endDate: fields.endDate };
  const [created] =
    booker.hasPeakPeriods || booker.hasBookingRules
      ? await db.transaction(async (tx) => {
          if (booker.hasBookingRules) {
            await enforceBookingRules(tx, { ...stay, role, bookerId: userId, today, language });
          }
          if (booker.hasPeakPeriods) await enforcePeakRules(tx, { ...stay, userId });
          return insert(tx);
        })
      : await insert(db);
  if (!created) throw new Error('insert returned no booking');
  // The answer from what is already at hand: the row as inserted, the caller's names.
  return toBooking({ ...created, fullName: booker.fullName, displayName: booker.displayName });
}

/**
 * Edits a booking: one's own, or every one for the owner. A non-owner who moves the dates of a booking
 * that was already decided asks again (back to pending); the owner's own stays approved.
 */
export async function updateBooking(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  body: z.output<typeof updateBookingBodySchema>,
  language: Language,
): Promise<Booking> {
  const changes = body;
  const booker = await requireBooker(db, userId);
  return db.transaction(async (tx) => {
    const { cabinId, role } = booker;
    const [current] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId)))
      .for('update');
    if (!current) throw bookingNotFound();
    const isAuthor = current.userId === userId;
    if (!can(role, 'editEntry', { isAuthor })) {
      throw forbidden('You can only change your own bookings', 'not_your_booking');
    }
    const startDate = changes.startDate ?? current.startDate;
    const endDate = changes.endDate ?? current.endDate;
    if (endDate <= startDate) throw badRequest(DATE_ORDER_MESSAGE, 'validation');
    const datesChanged = startDate !== current.startDate || endDate !== current.endDate;
    const today = dateInTimeZone(now);
    if (startDate !== current.startDate && startDate < today) throw inPast();
    // Only new nights answer to the rules: changing the guests or notes of a stay keeps it.
    const moved = { cabinId, startDate, endDate, excludeBookingId: bookingId };
    if (datesChanged && booker.hasBookingRules) {
      await enforceBookingRules(tx, { ...moved, role, bookerId: current.userId, today, language });
    }
    if (datesChanged && booker.hasPeakPeriods) {
      await enforcePeakRules(tx, { ...moved, userId: current.userId });
    }
    let status = current.status;
    if (isAuthor && can(role, 'autoApproveOwnBooking')) status = 'approved';
    else if (isAuthor && datesChanged) status = 'pending';
    await refusingOverlap(() =>
      tx
        .update(bookings)
        .set({
          startDate,
          endDate,
          ...(changes.adults !== undefined ? { adults: changes.adults } : {}),
          ...(changes.children !== undefined ? { children: changes.children } : {}),
          ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
          status,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, bookingId)),
    );
    // A decided stay moved to other dates is a new request: the deciders hear of it again. Only
    // its author's change makes a booking pending, so the requester is the caller.
    const askedAgain = status === 'pending' && current.status !== 'pending';
    await recordEffects(tx, {
      live: [{ type: 'booking_updated', cabinId }],
      notifications: askedAgain
        ? [
            pendingRequestNotification(
              cabinId,
              { id: userId, fullName: booker.fullName },
              booker.managerIds,
              {
                startDate,
                endDate,
              },
            ),
          ]
        : [],
    });
    const freed = datesChanged && current.status !== 'declined' ? [current] : [];
    await tellWaitlistOfFreedNights(tx, { cabinId, freed, now, actorId: userId });
    return findBooking(tx, cabinId, bookingId);
  });
}

export async function deleteBooking(db: Database, now: Date, userId: string, bookingId: string) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const booking = await findBooking(tx, cabinId, bookingId);
    if (!can(role, 'editEntry', { isAuthor: booking.userId === userId })) {
      throw forbidden('You can only delete your own bookings', 'not_your_booking');
    }
    await tx.delete(bookings).where(eq(bookings.id, bookingId));
    const freed = booking.status === 'declined' ? [] : [booking];
    await tellWaitlistOfFreedNights(tx, { cabinId, freed, now, actorId: userId });
    await recordEffects(tx, { live: [{ type: 'booking_deleted', cabinId }] });
    return { message: 'Booking deleted' };
  });
}

/** A booking to decide, with its booker's names and its sequence (which every update raises). */
function bookingToDecide(db: Executor) {
  return db
    .select({
      ...bookingColumns,
      fullName: users.name,
      displayName: users.displayName,
      sequence: bookings.sequence,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}
const whereBooking = (cabinId: string | Placeholder, bookingId: string | Placeholder) =>
  and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId));
/** Without a lock the read is built once per database: it runs for every decision. */
const unlockedBookingToDecide = preparedPerDatabase((db) =>
  bookingToDecide(db)
    .where(whereBooking(sql.placeholder('cabinId'), sql.placeholder('bookingId')))
    .prepare('booking_to_decide'),
);

/** The owner or an admin approves or declines a pending request, with optional notes. */
export async function decideBooking(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  body: z.output<typeof bookingDecisionBodySchema>,
): Promise<Booking> {
  const { status } = body;
  const responseNotes = body.responseNotes ?? null;
  const { cabinId, role, hasPeakPeriods } = await requireBooker(db, userId);
  if (!can(role, 'decideBookings')) {
    throw forbidden('Only the owner or an admin can approve or decline bookings', 'owner_or_admin_decides');
  }
  /**
   * The decision on `executor`: the booking read (and locked, with `lock`), the checks, the
   * update with its notification, job and NOTIFYs in one statement. The update applies only to
   * the booking as it was read (its sequence): null when it changed in between.
   */
  const decide = async (executor: Executor, lock: boolean): Promise<Booking | null> => {
    const [found] = lock
      ? await bookingToDecide(executor)
          .where(whereBooking(cabinId, bookingId))
          .for('update', { of: bookings })
      : await unlockedBookingToDecide(db).execute({ cabinId, bookingId });
    if (!found) throw bookingNotFound();
    const { sequence, ...current } = found;
    if (current.status !== 'pending') {
      throw conflict('This booking has already been approved or declined', 'booking_not_pending');
    }
    // An admin's own request waits for the owner or another admin (issue #13). The owner's own
    // bookings never wait, so an owner with a pending one asked before taking the cabin over.
    if (!can(role, 'decideBooking', { isOwnBooking: current.userId === userId })) {
      throw forbidden(
        'You cannot approve or decline your own request. The owner or another admin decides.',
        'cannot_decide_own',
      );
    }
    if (status === 'approved' && hasPeakPeriods) {
      await enforcePeakRules(executor, {
        cabinId,
        userId: current.userId,
        startDate: current.startDate,
        endDate: current.endDate,
        excludeBookingId: bookingId,
      });
    }
    const [decided] = await refusingOverlap(() =>
      writeWithEffects(
        executor,
        executor
          .update(bookings)
          .set({ status, responseNotes, sequence: sql`${bookings.sequence} + 1`, updatedAt: new Date() })
          .where(and(eq(bookings.id, bookingId), eq(bookings.sequence, sequence)))
          .returning({ id: bookings.id }),
        {
          live: [{ type: 'booking_updated', cabinId }],
          notifications: [
            {
              cabinId,
              recipientIds: [current.userId],
              actorId: userId,
              data: {
                type: status === 'approved' ? 'booking_approved' : 'booking_declined',
                startDate: current.startDate,
                endDate: current.endDate,
                responseNotes,
              },
            },
          ],
        },
      ),
    );
    // A decline lets the nights go: the waitlist hears of it in the decision's transaction.
    if (decided && status === 'declined') {
      await tellWaitlistOfFreedNights(executor, { cabinId, freed: [current], now, actorId: userId });
    }
    return decided ? toBooking({ ...current, status, responseNotes }) : null;
  };
  const decideLocked = () =>
    db.transaction(async (tx) => {
      const decided = await decide(tx, true);
      if (!decided) throw new Error('a locked booking changed');
      return decided;
    });
  // The peak rules read (and lock a cap's period) before the update: one transaction, the booking
  // locked. Otherwise the read, the checks and the one-statement update need none; a booking that
  // changed in between (another decision, an edit) is decided again, locked, so the answer is
  // the one the locked read gives (decision 045). A decline tells the waitlist after its update,
  // a second write that must commit with it: locked too (decision 058).
  if (status === 'declined' || hasPeakPeriods) return decideLocked();
  return (await decide(db, false)) ?? decideLocked();
}
