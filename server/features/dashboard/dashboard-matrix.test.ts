import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, shoppingItems, visits } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix, type People } from '../../test/access-matrix';
import { DASHBOARD_MATRIX_ROUTES, type DashboardFixture } from '../../test/matrix/dashboard-routes';

// The dashboard's reads against the owner, an admin and a member of cabin A, the owner of
// cabin B (whose current cabin is B: they get B's feed and counts, never A's) and a signed-out
// caller. dashboard.test.ts checks what each caller sees.

describeAccessMatrix<DashboardFixture>('dashboard routes x callers', {
  routes: DASHBOARD_MATRIX_ROUTES,
  now: new Date('2026-11-22T12:00:00Z'),
  arrangeMore: async (db: Database, people: People) => {
    const [visit] = await db
      .insert(visits)
      .values({
        cabinId: CABIN_A,
        userId: people.member.id,
        visitorName: 'A-gjest',
        startDate: '2026-11-10',
        endDate: '2026-11-12',
      })
      .returning({ id: visits.id });
    const [item] = await db
      .insert(shoppingItems)
      .values({ cabinId: CABIN_A, name: 'A-hemmelig-vare', addedByUserId: people.member.id })
      .returning({ id: shoppingItems.id });
    const [booking] = await db
      .insert(bookings)
      .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2026-12-01', endDate: '2026-12-04' })
      .returning({ id: bookings.id });
    await db
      .insert(shoppingItems)
      .values({ cabinId: CABIN_B, name: 'B-vare', addedByUserId: people.outsider.id });
    await db.insert(visits).values({
      cabinId: CABIN_B,
      userId: people.outsider.id,
      visitorName: 'B-gjest',
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
    if (!visit || !item || !booking) throw new Error('arrangement failed');
    return { visitId: visit.id, itemId: item.id, bookingId: booking.id };
  },
  snapshotOfA: async (db: Database) => ({
    visits: await db.select().from(visits).where(eq(visits.cabinId, CABIN_A)).orderBy(asc(visits.id)),
    items: await db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.cabinId, CABIN_A))
      .orderBy(asc(shoppingItems.id)),
    bookings: await db.select().from(bookings).where(eq(bookings.cabinId, CABIN_A)).orderBy(asc(bookings.id)),
  }),
  secretsOfA: (fixture) => [
    fixture.visitId,
    fixture.itemId,
    fixture.bookingId,
    'A-hemmelig-vare',
    'Matrise member',
  ],
});
