import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';

// Every shopping-list and maintenance-log route, for server/features/tasks/shopping-task-matrix.test.ts:
// the member added the item and created the tasks.

export type ShoppingTaskFixture = { itemId: string; openTaskId: string; doneTaskId: string };

export const SHOPPING_TASK_MATRIX_ROUTES: MatrixRoute<ShoppingTaskFixture>[] = [
  {
    route: 'GET /api/shopping-items',
    name: 'list items',
    url: () => '/api/shopping-items',
    expected: everyone(200),
  },
  {
    route: 'POST /api/shopping-items',
    name: 'add an item',
    url: () => '/api/shopping-items',
    body: () => ({ name: 'Kaffe' }),
    expected: everyone(201),
  },
  {
    route: 'PUT /api/shopping-items/{id}',
    name: 'tick an item',
    url: (_p, f) => `/api/shopping-items/${f.itemId}`,
    body: () => ({ status: 'completed' }),
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/shopping-items/{id}',
    name: 'delete an item',
    url: (_p, f) => `/api/shopping-items/${f.itemId}`,
    expected: membersOfA(200),
  },
  { route: 'GET /api/tasks', name: 'list tasks', url: () => '/api/tasks', expected: everyone(200) },
  {
    route: 'POST /api/tasks',
    name: 'create a task',
    url: () => '/api/tasks',
    body: () => ({ title: 'Feie' }),
    expected: everyone(201),
  },
  {
    route: 'PATCH /api/tasks/{id}',
    name: 'edit a task',
    url: (_p, f) => `/api/tasks/${f.openTaskId}`,
    body: () => ({ notes: 'Ny' }),
    expected: membersOfA(200),
  },
  {
    route: 'POST /api/tasks/{id}/complete',
    name: 'complete a task',
    url: (_p, f) => `/api/tasks/${f.openTaskId}/complete`,
    expected: membersOfA(200),
  },
  {
    route: 'POST /api/tasks/{id}/reopen',
    name: 'reopen a task',
    url: (_p, f) => `/api/tasks/${f.doneTaskId}/reopen`,
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/tasks/{id}',
    name: "delete the member's task",
    url: (_p, f) => `/api/tasks/${f.openTaskId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
];
