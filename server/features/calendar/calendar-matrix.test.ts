import { asc, eq } from 'drizzle-orm';
import { calendarFeedTokens } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix } from '../../test/access-matrix';
import { CALENDAR_MATRIX_ROUTES, type CalendarFixture } from '../../test/matrix/calendar-routes';
import { hashFeedToken } from './feed-token';

// The subscription calls and the feed of cabin A against A's owner, admin and member, the owner
// of cabin B and a signed-out caller (routes in server/test/matrix/calendar-routes.ts). Its
// token tests are in calendar-tokens.test.ts.

/** A well-formed token (43 base64url characters) that names its holder, for readable failures. */
const tokenFor = (holder: string) => `${holder}-feed-token`.padEnd(43, 'x');

describeAccessMatrix<CalendarFixture>('calendar subscription and feed x callers', {
  routes: CALENDAR_MATRIX_ROUTES,
  now: new Date('2026-11-23T10:00:00Z'),
  // A's members already subscribed: an outsider's call must leave those rows exactly as they are.
  arrangeMore: async (db, people) => {
    await db.delete(calendarFeedTokens);
    const holders = [
      { cabinId: CABIN_A, user: people.owner, name: 'owner' },
      { cabinId: CABIN_A, user: people.admin, name: 'admin' },
      { cabinId: CABIN_A, user: people.member, name: 'member' },
      { cabinId: CABIN_B, user: people.outsider, name: 'outsider' },
    ];
    await db.insert(calendarFeedTokens).values(
      holders.map(({ cabinId, user, name }) => ({
        cabinId,
        userId: user.id,
        tokenHash: hashFeedToken(tokenFor(name)),
        tokenSealed: `sealed-${name}`,
      })),
    );
    return {
      feedTokenByUser: Object.fromEntries(holders.map(({ user, name }) => [user.id, tokenFor(name)])),
    };
  },
  snapshotOfA: async (db) =>
    db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.cabinId, CABIN_A))
      .orderBy(asc(calendarFeedTokens.id)),
  secretsOfA: () => [
    'Hytte A',
    'sealed-owner',
    'sealed-member',
    tokenFor('owner'),
    tokenFor('member'),
    hashFeedToken(tokenFor('owner')),
  ],
});
