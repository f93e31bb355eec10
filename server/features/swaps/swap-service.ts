import { dateInTimeZone } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { OWNER } from '@shared/policy';
import { OVERLAP_MESSAGE } from '@shared/schemas/bookings';
import type { SwapOffer, SwapOfferListItem } from '@shared/schemas/swaps';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, type Executor, sqlStateOf } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { swapOffers } from '../../db/schema-season';
import { type NewNotification, recordEffects } from '../../effects/record-effects';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { householdIdOf } from '../households';
import { enforcePeakRules, PeakRuleRefusal } from '../peak-periods';
import { findOffer, hasLapsed, openOffersOf, type SwapOfferRow, toSwapOffer } from './swap-offer-read';
import { swapBreaksCapMessage } from './swap-texts';

// Swapping stays between households (issue #40, part 4; decision 059): the booker of an approved
// stay that has not started offers it for another household's; the other booker accepts (the two
// stays exchange their dates in one transaction) or declines; the offerer may withdraw.

const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');
const offerNotFound = () => notFound('Swap offer not found', 'swap_offer_not_found');
const offerClosed = (why: string) => conflict(`This swap offer is closed: ${why}`, 'swap_offer_closed');
const isUuid = (id: string) => z.uuid().safeParse(id).success;

type Stay = {
  id: string;
  userId: string;
  startDate: string;
  endDate: string;
  status: string;
  sequence: number;
};

const stayColumns = {
  id: bookings.id,
  userId: bookings.userId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  status: bookings.status,
  sequence: bookings.sequence,
};

/** Why a stay cannot be swapped today, or null when it can. */
function whyNotSwappable(stay: Stay, today: string, whose: string): string | null {
  if (stay.status !== 'approved') return `${whose} is not approved`;
  if (stay.startDate <= today) return `${whose} has started or is over`;
  return null;
}

/** POST /api/bookings/{id}/swap-offers: the caller offers their stay for another household's. */
export async function offerSwap(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  withBookingId: string,
): Promise<SwapOffer> {
  const today = dateInTimeZone(now);
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    if (!isUuid(withBookingId)) throw bookingNotFound();
    const stays = await tx
      .select(stayColumns)
      .from(bookings)
      .where(and(eq(bookings.cabinId, cabinId), inArray(bookings.id, [bookingId, withBookingId])));
    const mine = stays.find((stay) => stay.id === bookingId);
    const theirs = stays.find((stay) => stay.id === withBookingId);
    // Another cabin's stay is as unknown as one that never existed.
    if (!mine || !theirs) throw bookingNotFound();
    if (mine.userId !== userId) throw forbidden('You can only offer your own stays', 'not_your_booking');
    const why = whyNotSwappable(mine, today, 'your stay') ?? whyNotSwappable(theirs, today, 'the other stay');
    if (why) {
      throw conflict(`Only approved stays that have not started can be swapped: ${why}`, 'swap_not_possible');
    }
    if (
      theirs.userId === userId ||
      (await householdIdOf(tx, cabinId, userId)) === (await householdIdOf(tx, cabinId, theirs.userId))
    ) {
      throw conflict(
        'A swap is between two households: both stays are your household’s',
        'swap_same_household',
      );
    }
    await refuseOpenOffer(tx, cabinId, mine, theirs, today);
    let inserted: { id: string } | undefined;
    try {
      [inserted] = await tx
        .insert(swapOffers)
        .values({
          cabinId,
          bookingId: mine.id,
          withBookingId: theirs.id,
          fromUserId: userId,
          toUserId: theirs.userId,
          bookingSequence: mine.sequence,
          withBookingSequence: theirs.sequence,
          createdAt: now,
        })
        .returning({ id: swapOffers.id });
    } catch (error) {
      // 23505: the one open offer per pair (swap_offers_one_open_pair_idx), made meanwhile.
      if (sqlStateOf(error) === '23505') throw alreadyOffered();
      throw error;
    }
    const row = await findOffer(tx, cabinId, inserted?.id ?? '');
    if (!row) throw new Error('the inserted swap offer was not found');
    await recordEffects(tx, {
      live: [{ type: 'booking_updated', cabinId }],
      notifications: [swapNotification('swap_offered', row, [row.to.id], userId, cabinId)],
    });
    return toSwapOffer(row, today);
  });
}

const alreadyOffered = () => conflict('This swap is already offered', 'swap_already_offered');

/**
 * An open offer of the same two stays, either way round, refuses a new one; a lapsed one makes
 * way (it is deleted: its stays changed, so nothing can come of it).
 */
async function refuseOpenOffer(tx: Executor, cabinId: string, mine: Stay, theirs: Stay, today: string) {
  const pair = (a: string, b: string) => and(eq(swapOffers.bookingId, a), eq(swapOffers.withBookingId, b));
  const [sameWay, otherWay] = [pair(mine.id, theirs.id), pair(theirs.id, mine.id)];
  const existing = await tx
    .select({ id: swapOffers.id })
    .from(swapOffers)
    .where(
      and(eq(swapOffers.cabinId, cabinId), eq(swapOffers.status, 'open'), sql`(${sameWay} or ${otherWay})`),
    );
  for (const { id } of existing) {
    const row = await findOffer(tx, cabinId, id);
    if (!row) continue;
    if (!hasLapsed(row, today)) {
      if (row.booking.id === mine.id) throw alreadyOffered();
      throw conflict(
        'The other household already offered you this swap: answer their offer',
        'swap_already_offered',
      );
    }
    await tx.delete(swapOffers).where(eq(swapOffers.id, id));
  }
}

/** A notification of a swap, with the two stays as offered. */
function swapNotification(
  type: 'swap_offered' | 'swap_accepted' | 'swap_declined' | 'swap_done',
  row: SwapOfferRow,
  recipientIds: readonly string[],
  actorId: string,
  cabinId: string,
  dates = { booking: row.booking, withBooking: row.withBooking },
): NewNotification {
  return {
    cabinId,
    recipientIds,
    actorId,
    data: {
      type,
      fromName: row.from.fullName,
      toName: row.to.fullName,
      startDate: dates.booking.startDate,
      endDate: dates.booking.endDate,
      withStartDate: dates.withBooking.startDate,
      withEndDate: dates.withBooking.endDate,
    },
  };
}

/** The GET list: the caller's open offers that have not lapsed, made and received. */
export async function listSwapOffers(db: Database, now: Date, userId: string): Promise<SwapOfferListItem[]> {
  const today = dateInTimeZone(now);
  const { cabinId } = await requireCurrentMembership(db, userId);
  const rows = await openOffersOf(db, cabinId, userId, today);
  return rows.map((row) => ({
    ...toSwapOffer(row, today),
    direction: row.to.id === userId ? 'incoming' : 'outgoing',
  }));
}

type Answer = 'accept' | 'decline' | 'withdraw';

/**
 * The offer the caller may answer, locked: its two parties see it (anyone else is told it does
 * not exist); the receiver accepts or declines, the offerer withdraws; it must be open.
 */
async function offerToAnswer(
  tx: Executor,
  cabinId: string,
  userId: string,
  offerId: string,
  answer: Answer,
  today: string,
) {
  const row = await findOffer(tx, cabinId, offerId, true);
  if (!row || (row.from.id !== userId && row.to.id !== userId)) throw offerNotFound();
  const answerer = answer === 'withdraw' ? row.from.id : row.to.id;
  if (answerer !== userId) {
    throw forbidden(
      answer === 'withdraw'
        ? 'Only the one who made a swap offer can withdraw it'
        : 'Only the other household answers a swap offer',
      'not_your_swap_offer',
    );
  }
  if (row.status !== 'open') throw offerClosed(`it was ${row.status}`);
  if (hasLapsed(row, today)) throw offerClosed('one of the stays changed or started since it was made');
  return row;
}

/** Decline (the receiver) or withdraw (the offerer): the offer closes; nothing else changes. */
export async function closeSwapOffer(
  db: Database,
  now: Date,
  userId: string,
  offerId: string,
  answer: 'decline' | 'withdraw',
): Promise<SwapOffer> {
  const today = dateInTimeZone(now);
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const row = await offerToAnswer(tx, cabinId, userId, offerId, answer, today);
    const status = answer === 'decline' ? 'declined' : 'withdrawn';
    await tx.update(swapOffers).set({ status, answeredAt: now }).where(eq(swapOffers.id, row.id));
    await recordEffects(tx, {
      live: [{ type: 'booking_updated', cabinId }],
      notifications:
        answer === 'decline' ? [swapNotification('swap_declined', row, [row.from.id], userId, cabinId)] : [],
    });
    return toSwapOffer({ ...row, status, answeredAt: now }, today);
  });
}

/**
 * Accept: the two stays exchange their dates in one transaction (decision 059). Both are locked
 * in the order of their ids (two swaps of the same stays cannot deadlock) and checked again; the
 * overlap rule waits for the commit, since between the two updates the stays overlap; each
 * household's peak rules are checked on its new dates.
 */
export async function acceptSwapOffer(
  db: Database,
  now: Date,
  userId: string,
  offerId: string,
  language: Language,
): Promise<SwapOffer> {
  const today = dateInTimeZone(now);
  try {
    return await db.transaction(async (tx) => {
      const { cabinId } = await requireCurrentMembership(tx, userId);
      const offer = await offerToAnswer(tx, cabinId, userId, offerId, 'accept', today);
      const locked = await tx
        .select(stayColumns)
        .from(bookings)
        .where(inArray(bookings.id, [offer.booking.id, offer.withBooking.id]))
        .orderBy(asc(bookings.id))
        .for('update');
      const mine = locked.find((stay) => stay.id === offer.booking.id);
      const theirs = locked.find((stay) => stay.id === offer.withBooking.id);
      if (!mine || !theirs) throw offerClosed('one of the stays was deleted');
      const checked = { ...offer, booking: mine, withBooking: theirs };
      if (hasLapsed(checked, today) || mine.status !== 'approved' || theirs.status !== 'approved') {
        throw offerClosed('one of the stays changed or started since it was made');
      }
      await tx.execute(sql`set constraints bookings_no_overlap deferred`);
      await exchangeDates(tx, mine, theirs, now);
      await checkPeakRules(tx, cabinId, [mine, theirs], language);
      await tx
        .update(swapOffers)
        .set({ status: 'accepted', answeredAt: now })
        .where(eq(swapOffers.id, offer.id));
      const owners = await tx
        .select({ id: cabinMembers.userId })
        .from(cabinMembers)
        .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.role, OWNER)));
      const ownerIds = owners.map(({ id }) => id).filter((id) => id !== offer.from.id && id !== offer.to.id);
      await recordEffects(tx, {
        live: [{ type: 'booking_updated', cabinId }],
        notifications: [
          swapNotification('swap_accepted', offer, [offer.from.id], userId, cabinId),
          swapNotification('swap_done', offer, ownerIds, userId, cabinId),
        ],
      });
      const answered = await findOffer(tx, cabinId, offer.id);
      if (!answered) throw new Error('the accepted swap offer was not found');
      return toSwapOffer(answered, today);
    });
  } catch (error) {
    // 23P01 at the commit: the deferred overlap rule refused the exchanged dates; nothing changed.
    if (sqlStateOf(error) === '23P01') throw conflict(OVERLAP_MESSAGE, 'dates_already_booked');
    throw error;
  }
}

/** Each stay takes the other's dates; everything else stays, and both sequences rise. */
async function exchangeDates(tx: Executor, one: Stay, other: Stay, now: Date) {
  for (const [stay, dates] of [
    [one, other],
    [other, one],
  ] as const) {
    await tx
      .update(bookings)
      .set({
        startDate: dates.startDate,
        endDate: dates.endDate,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, stay.id));
  }
}

/**
 * Each household's peak rules on its stay's new dates (the other stay already moved, so the
 * household's nights are counted as they will be). A cap's refusal names the period as a swap's.
 */
async function checkPeakRules(tx: Executor, cabinId: string, [one, other]: [Stay, Stay], language: Language) {
  for (const [stay, dates] of [
    [one, other],
    [other, one],
  ] as const) {
    try {
      await enforcePeakRules(tx, {
        cabinId,
        userId: stay.userId,
        startDate: dates.startDate,
        endDate: dates.endDate,
        excludeBookingId: stay.id,
      });
    } catch (error) {
      if (error instanceof PeakRuleRefusal && error.code === 'peak_cap_exceeded') {
        throw conflict(swapBreaksCapMessage(error.period, language), 'swap_breaks_cap');
      }
      throw error;
    }
  }
}
