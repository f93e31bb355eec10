import { eq } from 'drizzle-orm';
import { calendarFeedTokens } from '../../db/schema';
import { CABIN_A, describeAccessMatrix, type MatrixRoute } from '../../test/access-matrix';

// The subscription calls for cabin A against A's owner, admin and member, the owner of cabin B
// and a signed-out caller: every member of A has a feed of A (spec section 6), nobody else does.
// The feed itself takes no session; its token tests are in calendar-tokens.test.ts.

const ROUTES: MatrixRoute<null>[] = [
  {
    name: "cabin A's subscription",
    method: 'GET',
    url: () => `/api/calendar/${CABIN_A}/subscription`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    name: "regenerating cabin A's subscription",
    method: 'POST',
    url: () => `/api/calendar/${CABIN_A}/subscription/regenerate`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
];

describeAccessMatrix('calendar subscription x callers', {
  routes: ROUTES,
  // The owner of A already subscribed: an outsider's call must leave that row exactly as it is.
  arrangeMore: async (db, people) => {
    await db
      .insert(calendarFeedTokens)
      .values({ cabinId: CABIN_A, userId: people.owner.id, tokenHash: 'hash-of-a', tokenSealed: 'sealed-a' });
    return null;
  },
  snapshotOfA: async (db) =>
    db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.cabinId, CABIN_A)),
  secretsOfA: () => ['Hytte A', 'hash-of-a', 'sealed-a'],
});
