import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingItems, tasks } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix, type People } from '../../test/access-matrix';
import {
  SHOPPING_TASK_MATRIX_ROUTES,
  type ShoppingTaskFixture,
} from '../../test/matrix/shopping-task-routes';

// Every shopping-list and maintenance-log route against the owner, an admin and a member of
// cabin A (the member added the item and created the tasks), the owner of cabin B and a
// signed-out caller.

describeAccessMatrix<ShoppingTaskFixture>('shopping and task routes x callers', {
  routes: SHOPPING_TASK_MATRIX_ROUTES,
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
