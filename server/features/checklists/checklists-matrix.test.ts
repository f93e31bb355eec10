import { asc, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { checklistItems, checklistRunItems, checklistRuns, checklists } from '../../db/schema-checklists';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { CHECKLIST_MATRIX_ROUTES, type ChecklistFixture } from '../../test/matrix/checklist-routes';

// The checklist calls against the owner, an admin and a member of cabin A, the owner of cabin B
// and a signed-out caller (routes in server/test/matrix/checklist-routes.ts). A has a departure
// checklist, an approved stay and a run; nothing the outsider does may change them or show them.

describeAccessMatrix<ChecklistFixture>('checklist routes x callers', {
  routes: CHECKLIST_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    const [checklist] = await db
      .insert(checklists)
      .values({ cabinId: CABIN_A, title: 'A-avreise', kind: 'departure' })
      .returning({ id: checklists.id });
    if (!checklist) throw new Error('arrangement failed');
    await db.insert(checklistItems).values([
      { checklistId: checklist.id, text: 'A-vannet', position: 0 },
      { checklistId: checklist.id, text: 'A-kjøleskapet', position: 1 },
    ]);
    const [booking] = await db
      .insert(bookings)
      .values({
        cabinId: CABIN_A,
        userId: people.member.id,
        startDate: '2031-03-01',
        endDate: '2031-03-03',
        status: 'approved',
      })
      .returning({ id: bookings.id });
    const [run] = await db
      .insert(checklistRuns)
      .values({ cabinId: CABIN_A, checklistId: checklist.id, title: 'A-avreise', kind: 'departure' })
      .returning({ id: checklistRuns.id });
    if (!booking || !run) throw new Error('arrangement failed');
    const [item] = await db
      .insert(checklistRunItems)
      .values({ runId: run.id, text: 'A-vannet', position: 0 })
      .returning({ id: checklistRunItems.id });
    if (!item) throw new Error('arrangement failed');
    return { checklistId: checklist.id, runId: run.id, runItemId: item.id, approvedBookingId: booking.id };
  },
  snapshotOfA: async (db) => {
    const lists = await db
      .select()
      .from(checklists)
      .where(eq(checklists.cabinId, CABIN_A))
      .orderBy(asc(checklists.id));
    const runs = await db
      .select()
      .from(checklistRuns)
      .where(eq(checklistRuns.cabinId, CABIN_A))
      .orderBy(asc(checklistRuns.id));
    const listIds = lists.map((list) => list.id);
    const runIds = runs.map((run) => run.id);
    return {
      lists,
      items:
        listIds.length === 0
          ? []
          : await db
              .select()
              .from(checklistItems)
              .where(inArray(checklistItems.checklistId, listIds))
              .orderBy(asc(checklistItems.id)),
      runs,
      runItems:
        runIds.length === 0
          ? []
          : await db
              .select()
              .from(checklistRunItems)
              .where(inArray(checklistRunItems.runId, runIds))
              .orderBy(asc(checklistRunItems.id)),
    };
  },
  secretsOfA: () => ['A-avreise', 'A-vannet', 'A-kjøleskapet', 'Hytte A'],
});
