import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, visits } from '../../db/schema';
import {
  CABIN_A,
  CABIN_B,
  describeAccessMatrix,
  type MatrixRoute,
  type People,
} from '../../test/access-matrix';

// Every booking and visit route against the owner, an admin and a member of cabin A (the member
// wrote the pending booking and the visit), the owner of cabin B and a signed-out caller.

type Fixture = { bookingId: string; visitId: string };
const all = (status: number) => ({
  owner: status,
  admin: status,
  member: status,
  outsider: status,
  signedOut: 401,
});

const ROUTES: MatrixRoute<Fixture>[] = [
  { name: 'list bookings', method: 'GET', url: () => '/api/bookings', expected: all(200) },
  {
    name: 'list pending bookings',
    method: 'GET',
    url: () => '/api/bookings/pending',
    expected: { owner: 200, admin: 200, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    name: 'request a booking',
    method: 'POST',
    url: () => '/api/bookings',
    body: () => ({ startDate: '2027-05-01', endDate: '2027-05-03' }),
    expected: all(201),
  },
  {
    name: "edit the member's booking",
    method: 'PATCH',
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}`,
    body: () => ({ notes: 'Endret' }),
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    name: "delete the member's booking",
    method: 'DELETE',
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    name: "approve the member's booking",
    method: 'PUT',
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}/status`,
    body: () => ({ status: 'approved', responseNotes: 'Ok' }),
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  { name: 'list visits', method: 'GET', url: () => '/api/visits', expected: all(200) },
  {
    name: 'log a visit',
    method: 'POST',
    url: () => '/api/visits',
    body: () => ({ visitorName: 'Gjest', startDate: '2026-11-01', endDate: '2026-11-02' }),
    expected: all(201),
  },
  {
    name: "edit the member's visit",
    method: 'PATCH',
    url: (_people, fixture) => `/api/visits/${fixture.visitId}`,
    body: () => ({ message: 'Endret' }),
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    name: "delete the member's visit",
    method: 'DELETE',
    url: (_people, fixture) => `/api/visits/${fixture.visitId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
];

describeAccessMatrix('booking and visit routes x callers', {
  routes: ROUTES,
  now: new Date('2026-11-22T12:00:00Z'),
  arrangeMore: async (db: Database, people: People) => {
    const [booking] = await db
      .insert(bookings)
      .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2027-01-01', endDate: '2027-01-03' })
      .returning({ id: bookings.id });
    const [visit] = await db
      .insert(visits)
      .values({
        cabinId: CABIN_A,
        userId: people.member.id,
        visitorName: 'Mona',
        startDate: '2026-10-01',
        endDate: '2026-10-02',
      })
      .returning({ id: visits.id });
    // Cabin B has its own rows, so the outsider's lists are not trivially empty.
    await db.insert(bookings).values({
      cabinId: CABIN_B,
      userId: people.outsider.id,
      startDate: '2027-01-01',
      endDate: '2027-01-03',
      status: 'pending',
    });
    await db.insert(visits).values({
      cabinId: CABIN_B,
      userId: people.outsider.id,
      visitorName: 'B',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
    });
    if (!booking || !visit) throw new Error('arrangement failed');
    return { bookingId: booking.id, visitId: visit.id };
  },
  snapshotOfA: async (db: Database) => ({
    bookings: await db.select().from(bookings).where(eq(bookings.cabinId, CABIN_A)).orderBy(asc(bookings.id)),
    visits: await db.select().from(visits).where(eq(visits.cabinId, CABIN_A)).orderBy(asc(visits.id)),
  }),
  secretsOfA: (fixture) => [fixture.bookingId, fixture.visitId],
});
