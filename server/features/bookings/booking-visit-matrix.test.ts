import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, visits } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix, type People } from '../../test/access-matrix';
import {
  BOOKING_VISIT_MATRIX_ROUTES,
  type BookingVisitFixture,
} from '../../test/matrix/booking-visit-routes';

// Every booking and visit route against the owner, an admin and a member of cabin A (the member
// wrote the pending booking and the visit), the owner of cabin B and a signed-out caller.

describeAccessMatrix<BookingVisitFixture>('booking and visit routes x callers', {
  routes: BOOKING_VISIT_MATRIX_ROUTES,
  now: new Date('2026-11-22T12:00:00Z'),
  arrangeMore: async (db: Database, people: People) => {
    const [booking] = await db
      .insert(bookings)
      .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2027-01-01', endDate: '2027-01-03' })
      .returning({ id: bookings.id });
    const [visit] = await db
      .insert(visits)
      .values({
        cabinId: CABIN_A,
        userId: people.member.id,
        visitorName: 'Mona',
        startDate: '2026-10-01',
        endDate: '2026-10-02',
      })
      .returning({ id: visits.id });
    // Cabin B has its own rows, so the outsider's lists are not trivially empty.
    await db.insert(bookings).values({
      cabinId: CABIN_B,
      userId: people.outsider.id,
      startDate: '2027-01-01',
      endDate: '2027-01-03',
      status: 'pending',
    });
    await db.insert(visits).values({
      cabinId: CABIN_B,
      userId: people.outsider.id,
      visitorName: 'B',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
    });
    if (!booking || !visit) throw new Error('arrangement failed');
    return { bookingId: booking.id, visitId: visit.id };
  },
  snapshotOfA: async (db: Database) => ({
    bookings: await db.select().from(bookings).where(eq(bookings.cabinId, CABIN_A)).orderBy(asc(bookings.id)),
    visits: await db.select().from(visits).where(eq(visits.cabinId, CABIN_A)).orderBy(asc(visits.id)),
  }),
  secretsOfA: (fixture) => [fixture.bookingId, fixture.visitId],
});
