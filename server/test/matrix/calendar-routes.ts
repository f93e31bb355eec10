import { CABIN_A, type MatrixRoute } from '../access-matrix';

// The calendar subscription and feed of cabin A, for server/features/calendar/calendar-matrix.test.ts:
// every member of A has a feed of A (product section 6), nobody else does.

/** The personal feed token each user holds (A's members for A, the outsider for B), by user id. */
export type CalendarFixture = { feedTokenByUser: Record<string, string> };

const memberOfA = { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 };

export const CALENDAR_MATRIX_ROUTES: MatrixRoute<CalendarFixture>[] = [
  {
    route: 'GET /api/calendar/{cabinId}/subscription',
    name: "cabin A's subscription",
    url: () => `/api/calendar/${CABIN_A}/subscription`,
    expected: memberOfA,
  },
  {
    route: 'POST /api/calendar/{cabinId}/subscription/regenerate',
    name: "regenerating cabin A's subscription",
    url: () => `/api/calendar/${CABIN_A}/subscription/regenerate`,
    expected: memberOfA,
  },
  {
    route: 'GET /api/calendar/{cabinId}/feed',
    // A calendar app has no cookie: the caller's own token decides. The outsider's is for B, the
    // signed-out caller has none; both get the same 404 as a wrong token.
    name: "cabin A's feed with the caller's own token",
    url: (_people, fixture, caller) =>
      `/api/calendar/${CABIN_A}/feed?token=${caller ? (fixture.feedTokenByUser[caller.id] ?? '') : ''}`,
    session: 'none',
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 404 },
  },
];
