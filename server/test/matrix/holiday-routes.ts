import { everyone, type MatrixRoute } from '../access-matrix';

// The year's public holidays and school breaks, for server/features/holidays/holidays-matrix.test.ts.
// Every member may; the outsider's current cabin is B, so they get the days as B's member.

export const HOLIDAY_MATRIX_ROUTES: MatrixRoute<null>[] = [
  {
    route: 'GET /api/holidays',
    name: "a year's holidays and breaks",
    url: () => '/api/holidays?year=2026',
    expected: everyone(200),
  },
];
