import { asc, eq, inArray } from 'drizzle-orm';
import { expenseParts, expenseReceipts, expenses, payments } from '../../db/schema-costs';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { jpeg } from '../../test/images';
import { COST_MATRIX_ROUTES, type CostFixture } from '../../test/matrix/cost-routes';

// The cost calls against the owner, an admin and a member of cabin A, the owner of cabin B and a
// signed-out caller (routes in server/test/matrix/cost-routes.ts). A has an expense its member
// paid, with a receipt, and three unconfirmed payments; nothing the outsider does may change A's
// costs or show them.

describeAccessMatrix<CostFixture>('cost routes x callers', {
  routes: COST_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    const [expense] = await db
      .insert(expenses)
      .values({
        cabinId: CABIN_A,
        description: 'A-takrenne',
        amountOre: 300,
        date: '2031-02-01',
        paidById: people.member.id,
        category: 'maintenance',
        split: { kind: 'equal' },
        createdById: people.member.id,
      })
      .returning({ id: expenses.id });
    if (!expense) throw new Error('arrangement failed');
    await db.insert(expenseParts).values(
      (['owner', 'admin', 'member'] as const).map((name) => ({
        expenseId: expense.id,
        userId: people[name].id,
        householdId: `member:${people[name].id}`,
        amountOre: 100,
      })),
    );
    await db
      .insert(expenseReceipts)
      .values({ expenseId: expense.id, contentType: 'image/jpeg', data: jpeg(), width: 1, height: 1 });
    const payment = async (from: string, to: string) => {
      const [row] = await db
        .insert(payments)
        .values({ cabinId: CABIN_A, fromUserId: from, toUserId: to, amountOre: 2500, date: '2031-02-02' })
        .returning({ id: payments.id });
      if (!row) throw new Error('arrangement failed');
      return row.id;
    };
    return {
      expenseId: expense.id,
      paymentToMemberId: await payment(people.target.id, people.member.id),
      paymentFromMemberId: await payment(people.member.id, people.target.id),
      paymentOfOthersId: await payment(people.target.id, people.admin.id),
    };
  },
  snapshotOfA: async (db) => {
    const rows = await db
      .select()
      .from(expenses)
      .where(eq(expenses.cabinId, CABIN_A))
      .orderBy(asc(expenses.id));
    const ids = rows.map((row) => row.id);
    return {
      rows,
      parts:
        ids.length === 0
          ? []
          : await db
              .select()
              .from(expenseParts)
              .where(inArray(expenseParts.expenseId, ids))
              .orderBy(asc(expenseParts.expenseId), asc(expenseParts.userId)),
      receipts:
        ids.length === 0
          ? []
          : await db.select().from(expenseReceipts).where(inArray(expenseReceipts.expenseId, ids)),
      payments: await db
        .select()
        .from(payments)
        .where(eq(payments.cabinId, CABIN_A))
        .orderBy(asc(payments.id)),
    };
  },
  secretsOfA: () => ['A-takrenne'],
});
