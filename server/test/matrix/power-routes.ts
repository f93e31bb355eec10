import { everyone, type MatrixRoute } from '../access-matrix';

// The power calls (issue #41), for server/features/power/power-matrix.test.ts. The member's
// stay has a start and an end reading written by the member, a fixed price makes it ready, and
// the owner's own reading stands alone. Every member reads; its writer, the owner and admins
// delete a reading; the owner and admins charge.

export type PowerFixture = { memberStay: string; memberReading: string; ownerReading: string };

export const POWER_MATRIX_ROUTES: MatrixRoute<PowerFixture>[] = [
  {
    route: 'GET /api/meter-readings',
    name: "list the cabin's meter readings",
    url: () => '/api/meter-readings',
    expected: everyone(200),
  },
  {
    route: 'POST /api/meter-readings',
    name: 'record a meter reading',
    url: () => '/api/meter-readings',
    body: () => ({ value: 2000.5, readAt: '2026-01-10T11:00:00Z' }),
    expected: { owner: 201, admin: 201, member: 201, outsider: 201, signedOut: 401 },
  },
  {
    route: 'DELETE /api/meter-readings/{id}',
    name: "delete the owner's meter reading",
    url: (_people, fixture) => `/api/meter-readings/${fixture.ownerReading}`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/bookings/{id}/power',
    name: "read the member's stay's power",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/power`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/bookings/{id}/power/charge',
    name: "charge the member's stay's power",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/power/charge`,
    expected: { owner: 201, admin: 201, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/power/today',
    name: "read today's prices and the last stay's use",
    url: () => '/api/power/today',
    // The outsider gets their own cabin's (B's) day; A's stay is among the secrets.
    expected: everyone(200),
  },
];
