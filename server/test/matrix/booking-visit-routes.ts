import { everyone, type MatrixRoute } from '../access-matrix';

// Every booking and visit route, for server/features/bookings/booking-visit-matrix.test.ts: the
// member wrote the pending booking and the visit.

export type BookingVisitFixture = { bookingId: string; visitId: string };

export const BOOKING_VISIT_MATRIX_ROUTES: MatrixRoute<BookingVisitFixture>[] = [
  { route: 'GET /api/bookings', name: 'list bookings', url: () => '/api/bookings', expected: everyone(200) },
  {
    route: 'GET /api/bookings/pending',
    name: 'list pending bookings',
    url: () => '/api/bookings/pending',
    expected: { owner: 200, admin: 200, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    route: 'POST /api/bookings',
    name: 'request a booking',
    url: () => '/api/bookings',
    body: () => ({ startDate: '2027-05-01', endDate: '2027-05-03' }),
    expected: everyone(201),
  },
  {
    route: 'PATCH /api/bookings/{id}',
    name: "edit the member's booking",
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}`,
    body: () => ({ notes: 'Endret' }),
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/bookings/{id}',
    name: "delete the member's booking",
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'PUT /api/bookings/{id}/status',
    name: "approve the member's booking",
    url: (_people, fixture) => `/api/bookings/${fixture.bookingId}/status`,
    body: () => ({ status: 'approved', responseNotes: 'Ok' }),
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  { route: 'GET /api/visits', name: 'list visits', url: () => '/api/visits', expected: everyone(200) },
  {
    route: 'POST /api/visits',
    name: 'log a visit',
    url: () => '/api/visits',
    body: () => ({ visitorName: 'Gjest', startDate: '2026-11-01', endDate: '2026-11-02' }),
    expected: everyone(201),
  },
  {
    route: 'PATCH /api/visits/{id}',
    name: "edit the member's visit",
    url: (_people, fixture) => `/api/visits/${fixture.visitId}`,
    body: () => ({ message: 'Endret' }),
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/visits/{id}',
    name: "delete the member's visit",
    url: (_people, fixture) => `/api/visits/${fixture.visitId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
];
