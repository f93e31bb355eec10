import { soloHouseholdId } from '@shared/schemas/households';
import { asc, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { householdMembers, households } from '../../db/schema-households';
import { peakPeriods, peakWishes } from '../../db/schema-peak-periods';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { FAIR_SHARE_MATRIX_ROUTES, type FairShareFixture } from '../../test/matrix/fair-share-routes';

// The households, peak-period and fair-share calls against the owner, an admin and a member of
// cabin A, the owner of cabin B and a signed-out caller (routes in
// server/test/matrix/fair-share-routes.ts). A has a household (the member and the target), a
// draw period with every household's wishes, still open on the fixed day; nothing the outsider
// does may change them or show them.

describeAccessMatrix<FairShareFixture>('fair-share routes x callers', {
  routes: FAIR_SHARE_MATRIX_ROUTES,
  now: new Date('2031-01-10T10:00:00Z'),
  arrangeMore: async (db, people) => {
    const [household] = await db
      .insert(households)
      .values({ cabinId: CABIN_A, name: 'A-huset', shareBasisPoints: 5000 })
      .returning({ id: households.id });
    const [period] = await db
      .insert(peakPeriods)
      .values({
        cabinId: CABIN_A,
        name: 'A-påske',
        firstNight: '2031-03-20',
        lastNight: '2031-03-28',
        method: 'draw',
        wishDeadline: '2031-02-01',
      })
      .returning({ id: peakPeriods.id });
    if (!household || !period) throw new Error('arrangement failed');
    await db.insert(householdMembers).values([
      { cabinId: CABIN_A, userId: people.member.id, householdId: household.id },
      { cabinId: CABIN_A, userId: people.target.id, householdId: household.id },
    ]);
    // Every household has entered its wishes, so the draw may run before the deadline.
    await db.insert(peakWishes).values([
      {
        periodId: period.id,
        householdId: household.id,
        wishes: [{ startDate: '2031-03-20', endDate: '2031-03-24' }],
        updatedBy: people.member.id,
      },
      ...[people.owner, people.admin].map((person) => ({
        periodId: period.id,
        householdId: soloHouseholdId(person.id),
        wishes: [{ startDate: '2031-03-24', endDate: '2031-03-26' }],
        updatedBy: person.id,
      })),
    ]);
    return { householdId: household.id, drawPeriodId: period.id };
  },
  snapshotOfA: async (db) => {
    const periods = await db
      .select()
      .from(peakPeriods)
      .where(eq(peakPeriods.cabinId, CABIN_A))
      .orderBy(asc(peakPeriods.id));
    const periodIds = periods.map((period) => period.id);
    return {
      households: await db
        .select()
        .from(households)
        .where(eq(households.cabinId, CABIN_A))
        .orderBy(asc(households.id)),
      members: await db
        .select()
        .from(householdMembers)
        .where(eq(householdMembers.cabinId, CABIN_A))
        .orderBy(asc(householdMembers.userId)),
      periods,
      wishes:
        periodIds.length === 0
          ? []
          : await db
              .select()
              .from(peakWishes)
              .where(inArray(peakWishes.periodId, periodIds))
              .orderBy(asc(peakWishes.householdId)),
      bookings: await db
        .select()
        .from(bookings)
        .where(eq(bookings.cabinId, CABIN_A))
        .orderBy(asc(bookings.id)),
    };
  },
  secretsOfA: () => ['A-huset', 'A-påske'],
});
