import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';

// The households, peak-period and fair-share calls (issue #16), for
// server/features/peak-periods/fair-share-matrix.test.ts. Every member reads them and enters their
// household's wishes; A's owner and admins write households and periods and run the draw. A's
// rows are nobody else's (the outsider is told they do not exist).

export type FairShareFixture = { householdId: string; drawPeriodId: string };

/** Every write of A's rows: A's owner and admin may, its plain member may not. */
const editors = (status: number) => ({ ...membersOfA(status), member: 403 });

export const FAIR_SHARE_MATRIX_ROUTES: MatrixRoute<FairShareFixture>[] = [
  {
    route: 'GET /api/households',
    name: "list my cabin's households",
    url: () => '/api/households',
    expected: everyone(200),
  },
  {
    route: 'POST /api/households',
    name: 'add a household',
    url: () => '/api/households',
    body: () => ({ name: 'Nytt hus', memberIds: [], sharePercent: 25 }),
    // The outsider adds one to their own cabin B.
    expected: { ...everyone(201), member: 403 },
  },
  {
    route: 'PATCH /api/households/{id}',
    name: "rename A's household",
    url: (_people, fixture) => `/api/households/${fixture.householdId}`,
    body: () => ({ name: 'Nytt navn' }),
    expected: editors(200),
  },
  {
    route: 'DELETE /api/households/{id}',
    name: "delete A's household",
    url: (_people, fixture) => `/api/households/${fixture.householdId}`,
    expected: editors(200),
  },
  {
    route: 'GET /api/fair-share',
    name: "read my cabin's peak nights per household",
    url: () => '/api/fair-share',
    expected: everyone(200),
  },
  {
    route: 'GET /api/peak-periods',
    name: "list my cabin's peak periods",
    url: () => '/api/peak-periods',
    expected: everyone(200),
  },
  {
    route: 'POST /api/peak-periods',
    name: 'add a capped peak period',
    url: () => '/api/peak-periods',
    body: () => ({
      name: 'Sommer',
      firstNight: '2031-07-01',
      lastNight: '2031-07-31',
      method: 'cap',
      capNights: 7,
    }),
    expected: { ...everyone(201), member: 403 },
  },
  {
    route: 'PATCH /api/peak-periods/{id}',
    name: "rename A's draw period",
    url: (_people, fixture) => `/api/peak-periods/${fixture.drawPeriodId}`,
    body: () => ({ name: 'Påsken' }),
    expected: editors(200),
  },
  {
    route: 'DELETE /api/peak-periods/{id}',
    name: "delete A's draw period",
    url: (_people, fixture) => `/api/peak-periods/${fixture.drawPeriodId}`,
    expected: editors(200),
  },
  {
    route: 'GET /api/peak-periods/{id}/wishes',
    name: "read my household's wishes for A's draw",
    url: (_people, fixture) => `/api/peak-periods/${fixture.drawPeriodId}/wishes`,
    expected: membersOfA(200),
  },
  {
    route: 'PUT /api/peak-periods/{id}/wishes',
    name: "enter my household's wishes for A's draw",
    url: (_people, fixture) => `/api/peak-periods/${fixture.drawPeriodId}/wishes`,
    body: () => ({ wishes: [{ startDate: '2031-03-22', endDate: '2031-03-25' }] }),
    expected: membersOfA(200),
  },
  {
    route: 'POST /api/peak-periods/{id}/draw',
    name: "run A's draw",
    url: (_people, fixture) => `/api/peak-periods/${fixture.drawPeriodId}/draw`,
    // A real draw takes no seed: it uses the one committed to when the period was made.
    body: () => ({}),
    expected: editors(200),
  },
];
