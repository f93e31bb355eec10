import { everyone, type MatrixRoute } from '../access-matrix';

// The waitlist's routes, for server/features/waitlist/waitlist-matrix.test.ts: the member and the
// target member each wait for nights of A's stay; the outsider waits in B.

export type WaitlistFixture = { memberEntryId: string; targetEntryId: string };

export const WAITLIST_MATRIX_ROUTES: MatrixRoute<WaitlistFixture>[] = [
  {
    route: 'GET /api/waitlist',
    name: 'list the waitlist',
    url: () => '/api/waitlist',
    expected: everyone(200),
  },
  {
    route: 'POST /api/waitlist',
    name: 'wait for taken nights',
    url: () => '/api/waitlist',
    body: () => ({ startDate: '2027-01-02', endDate: '2027-01-03' }),
    expected: everyone(201),
  },
  {
    route: 'DELETE /api/waitlist/{id}',
    name: "take the member's own entry off",
    url: (_people, fixture) => `/api/waitlist/${fixture.memberEntryId}`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/waitlist/{id}',
    name: "take another member's entry off",
    url: (_people, fixture) => `/api/waitlist/${fixture.targetEntryId}`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
];
