import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';

// The checklist calls (issue #15, part two), for server/features/checklists/checklists-matrix.test.ts.
// Every member reads and runs their current cabin's checklists; its owner and admins write the
// templates. A's templates, runs and stays are nobody else's (the outsider is told they do not exist).

export type ChecklistFixture = {
  checklistId: string;
  runId: string;
  runItemId: string;
  approvedBookingId: string;
};

/** Every write of a template: A's owner and admin may, its plain member may not. */
const editors = (status: number) => ({ ...membersOfA(status), member: 403 });

export const CHECKLIST_MATRIX_ROUTES: MatrixRoute<ChecklistFixture>[] = [
  {
    route: 'GET /api/checklists',
    name: "list my cabin's checklists",
    url: () => '/api/checklists',
    expected: everyone(200),
  },
  {
    route: 'POST /api/checklists',
    name: 'add a checklist',
    url: () => '/api/checklists',
    body: () => ({ title: 'Før avreise', kind: 'departure', items: [{ text: 'Steng vannet' }] }),
    // The outsider adds one to their own cabin B.
    expected: { ...everyone(201), member: 403 },
  },
  {
    route: 'PATCH /api/checklists/{id}',
    name: "change A's checklist",
    url: (_people, fixture) => `/api/checklists/${fixture.checklistId}`,
    body: () => ({ title: 'Ny tittel', items: [{ text: 'Tøm kjøleskapet' }] }),
    expected: editors(200),
  },
  {
    route: 'DELETE /api/checklists/{id}',
    name: "delete A's checklist",
    url: (_people, fixture) => `/api/checklists/${fixture.checklistId}`,
    expected: editors(200),
  },
  {
    route: 'POST /api/checklists/{id}/runs',
    name: "start a run of A's checklist for A's stay",
    url: (_people, fixture) => `/api/checklists/${fixture.checklistId}/runs`,
    body: (_people, fixture) => ({ bookingId: fixture.approvedBookingId }),
    expected: membersOfA(201),
  },
  {
    route: 'GET /api/checklist-runs',
    name: "list my cabin's runs",
    url: () => '/api/checklist-runs',
    expected: everyone(200),
  },
  {
    route: 'GET /api/checklist-runs/{id}',
    name: "read A's run",
    url: (_people, fixture) => `/api/checklist-runs/${fixture.runId}`,
    expected: membersOfA(200),
  },
  {
    route: 'PUT /api/checklist-runs/{id}/items/{itemId}',
    name: "tick an item of A's run",
    url: (_people, fixture) => `/api/checklist-runs/${fixture.runId}/items/${fixture.runItemId}`,
    body: () => ({ done: true }),
    expected: membersOfA(200),
  },
];
