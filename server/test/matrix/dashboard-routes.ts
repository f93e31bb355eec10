import { everyone, type MatrixRoute } from '../access-matrix';

// The dashboard's reads, for server/features/dashboard/dashboard-matrix.test.ts: the outsider's
// current cabin is B, so they get B's feed and counts, never A's.

export type DashboardFixture = { visitId: string; itemId: string; bookingId: string };

export const DASHBOARD_MATRIX_ROUTES: MatrixRoute<DashboardFixture>[] = [
  {
    route: 'GET /api/dashboard/activity',
    name: 'recent activity',
    url: () => '/api/dashboard/activity',
    expected: everyone(200),
  },
  {
    route: 'GET /api/dashboard/stats',
    name: 'stats',
    url: () => '/api/dashboard/stats',
    expected: everyone(200),
  },
];
