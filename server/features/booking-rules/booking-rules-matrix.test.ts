import { eq } from 'drizzle-orm';
import { bookingRules } from '../../db/schema-season';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { BOOKING_RULES_MATRIX_ROUTES } from '../../test/matrix/booking-rules-routes';

// The booking-rules calls against A's owner, admin and member, the owner of cabin B and a
// signed-out caller. A has rules of its own; the outsider's calls read and set B's, so A's row is
// unchanged and its numbers never reach them.

describeAccessMatrix('booking rules x callers', {
  routes: BOOKING_RULES_MATRIX_ROUTES,
  now: new Date('2026-01-10T12:00:00Z'),
  arrangeMore: async (db) => {
    await db.insert(bookingRules).values({
      cabinId: CABIN_A,
      maxDaysAhead: 1234,
      minNights: 3,
      maxNights: 14,
      changeoverWeekdays: [5],
      maxUpcomingStays: 3,
      bufferNights: 2,
    });
    return null;
  },
  snapshotOfA: async (db) =>
    db
      .select({
        max: bookingRules.maxDaysAhead,
        min: bookingRules.minNights,
        buffer: bookingRules.bufferNights,
      })
      .from(bookingRules)
      .where(eq(bookingRules.cabinId, CABIN_A)),
  secretsOfA: () => ['1234'],
});
