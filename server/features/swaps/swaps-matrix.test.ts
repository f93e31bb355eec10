import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { swapOffers } from '../../db/schema-season';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { addBooking } from '../../test/cabin-fixtures';
import { SWAP_MATRIX_ROUTES } from '../../test/matrix/swap-routes';

// The swap calls against A's owner, admin and member, the owner of cabin B and a signed-out
// caller: only a stay's booker offers it, only the receiver answers, only the offerer withdraws,
// and the outsider neither sees nor changes anything of A.

describeAccessMatrix('swaps x callers', {
  routes: SWAP_MATRIX_ROUTES,
  now: new Date('2026-01-10T12:00:00Z'),
  arrangeMore: async (db, people) => {
    const memberStay = await addBooking(db, CABIN_A, people.member.id, '2026-07-01', '2026-07-08');
    const ownerStay = await addBooking(db, CABIN_A, people.owner.id, '2026-07-10', '2026-07-14');
    const targetStay = await addBooking(db, CABIN_A, people.target.id, '2026-08-01', '2026-08-08');
    const [offer] = await db
      .insert(swapOffers)
      .values({
        cabinId: CABIN_A,
        bookingId: memberStay,
        withBookingId: ownerStay,
        fromUserId: people.member.id,
        toUserId: people.owner.id,
        bookingSequence: 0,
        withBookingSequence: 0,
      })
      .returning({ id: swapOffers.id });
    if (!offer) throw new Error('no swap offer inserted');
    return { memberStay, ownerStay, targetStay, offerId: offer.id };
  },
  snapshotOfA: async (db) => ({
    stays: await db
      .select({
        id: bookings.id,
        start: bookings.startDate,
        end: bookings.endDate,
        sequence: bookings.sequence,
      })
      .from(bookings)
      .where(eq(bookings.cabinId, CABIN_A))
      .orderBy(bookings.startDate),
    offers: await db
      .select({ bookingId: swapOffers.bookingId, status: swapOffers.status })
      .from(swapOffers)
      .where(eq(swapOffers.cabinId, CABIN_A))
      .orderBy(swapOffers.createdAt),
  }),
  secretsOfA: (fixture) => [fixture.memberStay, fixture.ownerStay, fixture.offerId],
});
