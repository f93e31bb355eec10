import type { SwapOffer, SwapOfferStatus } from '@shared/schemas/swaps';
import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, users } from '../../db/schema';
import { swapOffers } from '../../db/schema-season';

// Reading swap offers with their two stays and two people, and whether an open one has lapsed
// (decision 059): "lapsed" is computed, never stored.

const offered = alias(bookings, 'offered');
const wanted = alias(bookings, 'wanted');
const offerers = alias(users, 'offerers');
const receivers = alias(users, 'receivers');

function offerQuery(db: Executor) {
  return db
    .select({
      id: swapOffers.id,
      cabinId: swapOffers.cabinId,
      status: swapOffers.status,
      fromUserId: swapOffers.fromUserId,
      toUserId: swapOffers.toUserId,
      bookingSequence: swapOffers.bookingSequence,
      withBookingSequence: swapOffers.withBookingSequence,
      createdAt: swapOffers.createdAt,
      answeredAt: swapOffers.answeredAt,
      booking: {
        id: offered.id,
        startDate: offered.startDate,
        endDate: offered.endDate,
        sequence: offered.sequence,
        status: offered.status,
      },
      withBooking: {
        id: wanted.id,
        startDate: wanted.startDate,
        endDate: wanted.endDate,
        sequence: wanted.sequence,
        status: wanted.status,
      },
      from: { id: offerers.id, fullName: offerers.name, displayName: offerers.displayName },
      to: { id: receivers.id, fullName: receivers.name, displayName: receivers.displayName },
    })
    .from(swapOffers)
    .innerJoin(offered, eq(offered.id, swapOffers.bookingId))
    .innerJoin(wanted, eq(wanted.id, swapOffers.withBookingId))
    .innerJoin(offerers, eq(offerers.id, swapOffers.fromUserId))
    .innerJoin(receivers, eq(receivers.id, swapOffers.toUserId))
    .$dynamic();
}

export type SwapOfferRow = Awaited<ReturnType<typeof offerQuery>>[number];

/** An open offer whose stays changed since it was made, or one of which has started by `today`. */
export function hasLapsed(row: SwapOfferRow, today: string): boolean {
  return (
    row.booking.sequence !== row.bookingSequence ||
    row.withBooking.sequence !== row.withBookingSequence ||
    row.booking.startDate <= today ||
    row.withBooking.startDate <= today
  );
}

export function statusOf(row: SwapOfferRow, today: string): SwapOfferStatus {
  if (row.status === 'open') return hasLapsed(row, today) ? 'lapsed' : 'open';
  return row.status as SwapOfferStatus;
}

export function toSwapOffer(row: SwapOfferRow, today: string): SwapOffer {
  const stay = ({ id, startDate, endDate }: SwapOfferRow['booking'], user: SwapOfferRow['from']) => ({
    id,
    startDate,
    endDate,
    user,
  });
  return {
    id: row.id,
    booking: stay(row.booking, row.from),
    withBooking: stay(row.withBooking, row.to),
    from: row.from,
    to: row.to,
    status: statusOf(row, today),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** One offer of the cabin, optionally locked; undefined when there is none. */
export async function findOffer(
  db: Executor,
  cabinId: string,
  offerId: string,
  lock = false,
): Promise<SwapOfferRow | undefined> {
  const query = offerQuery(db).where(and(eq(swapOffers.cabinId, cabinId), eq(swapOffers.id, offerId)));
  const [row] = lock ? await query.for('update', { of: swapOffers }) : await query;
  return row;
}

/** The user's open offers of the cabin that have not lapsed, both directions, oldest first. */
export async function openOffersOf(db: Executor, cabinId: string, userId: string, today: string) {
  const stillOpen: SQL[] = [
    eq(swapOffers.status, 'open'),
    eq(offered.sequence, swapOffers.bookingSequence),
    eq(wanted.sequence, swapOffers.withBookingSequence),
    gt(offered.startDate, today),
    gt(wanted.startDate, today),
  ];
  return offerQuery(db)
    .where(
      and(
        eq(swapOffers.cabinId, cabinId),
        or(eq(swapOffers.fromUserId, userId), eq(swapOffers.toUserId, userId)),
        ...stillOpen,
      ),
    )
    .orderBy(swapOffers.createdAt);
}
