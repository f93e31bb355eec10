import { everyone, type MatrixRoute } from '../access-matrix';

// The cabin's booking rules (issue #40; decision 057), for
// server/features/booking-rules/booking-rules-matrix.test.ts. Every member reads them; the owner
// and admins set them. The outsider's current cabin is B: they read and set B's, never A's.

export const BOOKING_RULES_MATRIX_ROUTES: MatrixRoute<null>[] = [
  {
    route: 'GET /api/cabin/booking-rules',
    name: "read my cabin's booking rules",
    url: () => '/api/cabin/booking-rules',
    expected: everyone(200),
  },
  {
    route: 'PUT /api/cabin/booking-rules',
    name: "set my cabin's booking rules",
    url: () => '/api/cabin/booking-rules',
    body: () => ({
      maxDaysAhead: 30,
      minNights: 2,
      maxNights: 7,
      changeoverWeekdays: [6],
      maxUpcomingStays: 1,
      bufferNights: 1,
    }),
    expected: { ...everyone(200), member: 403 },
  },
];
