import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  cabinInvitations,
  cabinMembers,
  cabinOwnershipOffers,
  cabinRemovals,
  cabins,
  profilePictures,
} from '../../db/schema';
import { CABIN_A, CODE_A, describeAccessMatrix, type People } from '../../test/access-matrix';
import { CABIN_MATRIX_ROUTES } from '../../test/matrix/cabin-routes';

// Every cabin and membership route against the owner, an admin and a member of cabin A, the
// owner of cabin B (the outsider) and a signed-out caller (server/test/access-matrix.ts).

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describeAccessMatrix('cabin and membership routes x callers', {
  routes: CABIN_MATRIX_ROUTES,
  arrangeMore: async (db: Database, people: People) => {
    await db
      .insert(profilePictures)
      .values({ userId: people.target.id, contentType: 'image/png', data: PNG, version: 'v1' })
      .onConflictDoNothing();
    await db
      .insert(bookings)
      .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2027-01-01', endDate: '2027-01-03' });
    const [invitation] = await db
      .insert(cabinInvitations)
      .values({
        cabinId: CABIN_A,
        inviteeId: people.outsider.id,
        invitedBy: people.owner.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: cabinInvitations.id });
    if (!invitation) throw new Error('no invitation arranged');
    await db
      .insert(cabinOwnershipOffers)
      .values({ cabinId: CABIN_A, fromUserId: people.owner.id, toUserId: people.member.id });
    await db
      .insert(cabinRemovals)
      .values({ cabinId: CABIN_A, userId: people.invitee.id, removedBy: people.owner.id });
    return { invitationToOutsider: invitation.id };
  },
  snapshotOfA: async (db: Database) => ({
    cabin: await db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
    members: await db
      .select({ userId: cabinMembers.userId, role: cabinMembers.role })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, CABIN_A))
      .orderBy(asc(cabinMembers.userId)),
    bookings: await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.cabinId, CABIN_A)),
  }),
  secretsOfA: () => [CODE_A],
});
