import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingItems, tasks } from '../../db/schema';
import {
  CABIN_A,
  CABIN_B,
  describeAccessMatrix,
  type MatrixRoute,
  type People,
} from '../../test/access-matrix';

// Every shopping-list and maintenance-log route against the owner, an admin and a member of
// cabin A (the member added the item and created the tasks), the owner of cabin B and a
// signed-out caller.

type Fixture = { itemId: string; openTaskId: string; doneTaskId: string };
const all = (status: number) => ({
  owner: status,
  admin: status,
  member: status,
  outsider: status,
  signedOut: 401,
});
const inA = (status: number) => ({
  owner: status,
  admin: status,
  member: status,
  outsider: 404,
  signedOut: 401,
});

const ROUTES: MatrixRoute<Fixture>[] = [
  { name: 'list items', method: 'GET', url: () => '/api/shopping-items', expected: all(200) },
  {
    name: 'add an item',
    method: 'POST',
    url: () => '/api/shopping-items',
    body: () => ({ name: 'Kaffe' }),
    expected: all(201),
  },
  {
    name: 'tick an item',
    method: 'PUT',
    url: (_p, f) => `/api/shopping-items/${f.itemId}`,
    body: () => ({ status: 'completed' }),
    expected: inA(200),
  },
  {
    name: 'delete an item',
    method: 'DELETE',
    url: (_p, f) => `/api/shopping-items/${f.itemId}`,
    expected: inA(200),
  },
  { name: 'list tasks', method: 'GET', url: () => '/api/tasks', expected: all(200) },
  {
    name: 'create a task',
    method: 'POST',
    url: () => '/api/tasks',
    body: () => ({ title: 'Feie' }),
    expected: all(201),
  },
  {
    name: 'edit a task',
    method: 'PATCH',
    url: (_p, f) => `/api/tasks/${f.openTaskId}`,
    body: () => ({ notes: 'Ny' }),
    expected: inA(200),
  },
  {
    name: 'complete a task',
    method: 'POST',
    url: (_p, f) => `/api/tasks/${f.openTaskId}/complete`,
    expected: inA(200),
  },
  {
    name: 'reopen a task',
    method: 'POST',
    url: (_p, f) => `/api/tasks/${f.doneTaskId}/reopen`,
    expected: inA(200),
  },
  {
    name: "delete the member's task",
    method: 'DELETE',
    url: (_p, f) => `/api/tasks/${f.openTaskId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
];

describeAccessMatrix('shopping and task routes x callers', {
  routes: ROUTES,
  now: new Date('2026-11-22T12:00:00Z'),
  arrangeMore: async (db: Database, people: People) => {
    const [item] = await db
      .insert(shoppingItems)
      .values({ cabinId: CABIN_A, name: 'Melk', addedByUserId: people.member.id })
      .returning({ id: shoppingItems.id });
    const [open] = await db
      .insert(tasks)
      .values({
        cabinId: CABIN_A,
        title: 'Rense pipa',
        dueDate: '2027-01-31',
        repeatEvery: 1,
        repeatUnit: 'year',
        repeatAnchor: '2027-01-31',
        createdByUserId: people.member.id,
      })
      .returning({ id: tasks.id });
    const [done] = await db
      .insert(tasks)
      .values({
        cabinId: CABIN_A,
        title: 'Bytte pære',
        status: 'done',
        completedAt: new Date(),
        completedByUserId: people.member.id,
        createdByUserId: people.member.id,
      })
      .returning({ id: tasks.id });
    await db
      .insert(shoppingItems)
      .values({ cabinId: CABIN_B, name: 'B-vare', addedByUserId: people.outsider.id });
    await db.insert(tasks).values({ cabinId: CABIN_B, title: 'B-jobb', createdByUserId: people.outsider.id });
    if (!item || !open || !done) throw new Error('arrangement failed');
    return { itemId: item.id, openTaskId: open.id, doneTaskId: done.id };
  },
  snapshotOfA: async (db: Database) => ({
    items: await db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.cabinId, CABIN_A))
      .orderBy(asc(shoppingItems.id)),
    tasks: await db.select().from(tasks).where(eq(tasks.cabinId, CABIN_A)).orderBy(asc(tasks.id)),
  }),
  secretsOfA: (fixture) => [fixture.itemId, fixture.openTaskId, fixture.doneTaskId],
});
