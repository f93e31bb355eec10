import { eq } from 'drizzle-orm';
import { checklistRunItems, checklistRuns } from '../../db/schema-checklists';
import { guestLinks } from '../../db/schema-guest-links';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { addBooking } from '../../test/cabin-fixtures';
import { GUEST_LINK_MATRIX_ROUTES } from '../../test/matrix/guest-link-routes';
import { hashGuestToken, newGuestToken } from './guest-link-token';

// The guest-link calls against A's owner, admin and member, the owner of cabin B and a signed-out
// caller (server/test/matrix/guest-link-routes.ts says who may do what).

describeAccessMatrix('guest links x callers', {
  routes: GUEST_LINK_MATRIX_ROUTES,
  now: new Date('2026-07-02T12:00:00Z'),
  arrangeMore: async (db, people) => {
    const memberStay = await addBooking(db, CABIN_A, people.member.id, '2026-07-01', '2026-07-08');
    const ownerStay = await addBooking(db, CABIN_A, people.owner.id, '2026-07-10', '2026-07-14');
    const token = newGuestToken();
    const window = {
      validFrom: new Date('2026-06-28T22:00:00Z'),
      validUntil: new Date('2026-07-09T22:00:00Z'),
    };
    const [memberLink, ownerLink] = await db
      .insert(guestLinks)
      .values([
        {
          cabinId: CABIN_A,
          bookingId: memberStay,
          createdBy: people.member.id,
          tokenHash: hashGuestToken(token),
          ...window,
        },
        {
          cabinId: CABIN_A,
          bookingId: ownerStay,
          createdBy: people.owner.id,
          tokenHash: hashGuestToken(newGuestToken()),
          validFrom: window.validFrom,
          validUntil: new Date('2026-07-15T22:00:00Z'),
        },
      ])
      .returning({ id: guestLinks.id });
    const [run] = await db
      .insert(checklistRuns)
      .values({ cabinId: CABIN_A, title: 'Ankomst', kind: 'arrival', bookingId: memberStay })
      .returning({ id: checklistRuns.id });
    if (!memberLink || !ownerLink || !run) throw new Error('fixture rows not inserted');
    const [item] = await db
      .insert(checklistRunItems)
      .values({ runId: run.id, text: 'Slå på vannet', position: 0 })
      .returning({ id: checklistRunItems.id });
    if (!item) throw new Error('no run item inserted');
    return {
      memberStay,
      ownerStay,
      memberLinkId: memberLink.id,
      ownerLinkId: ownerLink.id,
      token,
      itemId: item.id,
    };
  },
  snapshotOfA: async (db) => ({
    links: await db
      .select({ id: guestLinks.id, revokedAt: guestLinks.revokedAt })
      .from(guestLinks)
      .where(eq(guestLinks.cabinId, CABIN_A))
      .orderBy(guestLinks.createdAt, guestLinks.id),
    items: await db
      .select({ id: checklistRunItems.id, doneAt: checklistRunItems.doneAt })
      .from(checklistRunItems)
      .orderBy(checklistRunItems.id),
  }),
  secretsOfA: (fixture) => [fixture.memberStay, fixture.ownerStay, fixture.memberLinkId, fixture.ownerLinkId],
});
