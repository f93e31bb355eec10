import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { waitlistEntries } from '../../db/schema-season';
import { CABIN_A, CABIN_B, describeAccessMatrix, type People } from '../../test/access-matrix';
import { WAITLIST_MATRIX_ROUTES, type WaitlistFixture } from '../../test/matrix/waitlist-routes';

// The waitlist's routes against the owner, an admin and a member of cabin A, the owner of cabin B
// and a signed-out caller. The outsider's calls act on B: A's entries stay as they were and unseen.

async function entry(db: Database, cabinId: string, userId: string, startDate: string) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({ cabinId, userId, startDate, endDate: '2027-01-03' })
    .returning({ id: waitlistEntries.id });
  if (!row) throw new Error('no entry inserted');
  return row.id;
}

describeAccessMatrix<WaitlistFixture>('waitlist routes x callers', {
  routes: WAITLIST_MATRIX_ROUTES,
  now: new Date('2026-11-22T12:00:00Z'),
  arrangeMore: async (db: Database, people: People) => {
    // Both cabins have a stay on the nights waited for, so a new entry is for taken nights.
    await db.insert(bookings).values([
      { cabinId: CABIN_A, userId: people.owner.id, startDate: '2027-01-01', endDate: '2027-01-04' },
      { cabinId: CABIN_B, userId: people.outsider.id, startDate: '2027-01-01', endDate: '2027-01-04' },
    ]);
    await entry(db, CABIN_B, people.outsider.id, '2027-01-01');
    return {
      memberEntryId: await entry(db, CABIN_A, people.member.id, '2027-01-01'),
      targetEntryId: await entry(db, CABIN_A, people.target.id, '2027-01-01'),
    };
  },
  snapshotOfA: async (db) =>
    db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.cabinId, CABIN_A))
      .orderBy(asc(waitlistEntries.id)),
  secretsOfA: (fixture) => [fixture.memberEntryId, fixture.targetEntryId],
});
