import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type {
  Expense,
  ExpensePart,
  expenseBodySchema,
  expensesQuerySchema,
  updateExpenseBodySchema,
} from '@shared/schemas/costs';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { expenseParts, expenseReceipts, expenses } from '../../db/schema-costs';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership, roleIn } from '../cabins';
import { settingsAt } from './settings-service';
import { partsOf } from './split-parts';

// The cabin's expenses (issue #16). Every member reads them all and adds what they paid; the
// owner and admins also record what another member paid. The payer, the owner and admins change
// and delete one. Its parts are computed when it is written (and again on every change), in the
// same transaction, so they always add up to its amount.

export const expenseNotFound = () => notFound('Expense not found', 'expense_not_found');

type ExpenseBody = z.output<typeof expenseBodySchema>;

/** The expenses of a cabin (or the given ones), newest first, with their parts and payers' names. */
export async function expensesOf(
  executor: Executor,
  cabinId: string,
  filter: { year?: number | undefined; ids?: readonly string[] } = {},
): Promise<Expense[]> {
  const rows = await executor
    .select({ expense: expenses, paidByName: users.name })
    .from(expenses)
    .leftJoin(users, eq(users.id, expenses.paidById))
    .where(
      and(
        eq(expenses.cabinId, cabinId),
        filter.year === undefined ? undefined : gte(expenses.date, `${filter.year}-01-01`),
        filter.year === undefined ? undefined : lte(expenses.date, `${filter.year}-12-31`),
        filter.ids ? inArray(expenses.id, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id));
  if (rows.length === 0) return [];
  const parts = await executor
    .select()
    .from(expenseParts)
    .where(
      inArray(
        expenseParts.expenseId,
        rows.map((row) => row.expense.id),
      ),
    )
    .orderBy(asc(expenseParts.householdId), asc(expenseParts.userId));
  const receipts = await executor
    .select({ expenseId: expenseReceipts.expenseId })
    .from(expenseReceipts)
    .where(
      inArray(
        expenseReceipts.expenseId,
        rows.map((row) => row.expense.id),
      ),
    );
  const withReceipt = new Set(receipts.map((receipt) => receipt.expenseId));
  return rows.map(({ expense, paidByName }) => ({
    id: expense.id,
    description: expense.description,
    amountOre: expense.amountOre,
    date: expense.date,
    paidById: expense.paidById,
    paidByName,
    category: expense.category,
    split: expense.split,
    parts: parts
      .filter((part) => part.expenseId === expense.id)
      .map(({ householdId, userId, amountOre }) => ({ householdId, userId, amountOre })),
    hasReceipt: withReceipt.has(expense.id),
    createdById: expense.createdById,
    createdAt: expense.createdAt.toISOString(),
  }));
}

export async function findExpense(executor: Executor, cabinId: string, expenseId: string): Promise<Expense> {
  const [found] = await expensesOf(executor, cabinId, { ids: [expenseId] });
  if (!found) throw expenseNotFound();
  return found;
}

/** Who paid: the caller, or (for the owner and admins) another current member. */
async function requirePayer(
  tx: Transaction,
  membership: { cabinId: string; role: Role },
  userId: string,
  paidById: string,
): Promise<string> {
  if (paidById === userId) return paidById;
  if (!can(membership.role, 'manageCosts'))
    throw forbidden('Only the owner or an admin can record what another member paid', 'owner_or_admin_only');
  if ((await roleIn(tx, membership.cabinId, paidById)) === null)
    throw badRequest('The payer must be a member of the cabin', 'member_not_found');
  return paidById;
}

async function writeParts(tx: Transaction, expenseId: string, parts: readonly ExpensePart[]): Promise<void> {
  await tx.delete(expenseParts).where(eq(expenseParts.expenseId, expenseId));
  if (parts.length > 0) await tx.insert(expenseParts).values(parts.map((part) => ({ expenseId, ...part })));
}

export async function listExpenses(
  db: Database,
  userId: string,
  query: z.output<typeof expensesQuerySchema>,
): Promise<Expense[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  return expensesOf(db, cabinId, { year: query.year });
}

export async function createExpense(
  db: Database,
  userId: string,
  body: ExpenseBody,
  now: Date,
): Promise<Expense> {
  return db.transaction(async (tx) => {
    const membership = await requireCurrentMembership(tx, userId);
    const { cabinId } = membership;
    const paidById = await requirePayer(tx, membership, userId, body.paidById ?? userId);
    const { childNightPercent } = await settingsAt(tx, cabinId);
    const parts = await partsOf(tx, cabinId, body.amountOre, body.split, childNightPercent);
    const [created] = await tx
      .insert(expenses)
      .values({
        cabinId,
        description: body.description,
        amountOre: body.amountOre,
        date: body.date,
        paidById,
        category: body.category,
        split: body.split,
        createdById: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: expenses.id });
    if (!created) throw new Error('insert returned no expense');
    await writeParts(tx, created.id, parts);
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId }] });
    return findExpense(tx, cabinId, created.id);
  });
}

/** The expense, locked, when the caller may change it. */
export async function requireEditable(tx: Transaction, userId: string, expenseId: string) {
  const membership = await requireCurrentMembership(tx, userId);
  const [row] = await tx
    .select()
    .from(expenses)
    .where(and(eq(expenses.cabinId, membership.cabinId), eq(expenses.id, expenseId)))
    .for('update');
  if (!row) throw expenseNotFound();
  if (!can(membership.role, 'editExpense', { isPayer: row.paidById === userId }))
    throw forbidden('Only the payer, the owner or an admin can change this expense', 'not_your_expense');
  return { membership, row };
}

export async function changeExpense(
  db: Database,
  userId: string,
  expenseId: string,
  body: z.output<typeof updateExpenseBodySchema>,
  now: Date,
): Promise<Expense> {
  return db.transaction(async (tx) => {
    const { membership, row } = await requireEditable(tx, userId, expenseId);
    const { cabinId } = membership;
    const paidById =
      body.paidById === undefined || body.paidById === row.paidById
        ? row.paidById
        : await requirePayer(tx, membership, userId, body.paidById);
    const amountOre = body.amountOre ?? row.amountOre;
    const split = body.split ?? row.split;
    const { childNightPercent } = await settingsAt(tx, cabinId);
    // Recomputed from the households and stays as they are now, like a new expense.
    const parts = await partsOf(tx, cabinId, amountOre, split, childNightPercent);
    await tx
      .update(expenses)
      .set({
        description: body.description ?? row.description,
        amountOre,
        date: body.date ?? row.date,
        paidById,
        category: body.category ?? row.category,
        split,
        updatedAt: now,
      })
      .where(eq(expenses.id, expenseId));
    await writeParts(tx, expenseId, parts);
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId }] });
    return findExpense(tx, cabinId, expenseId);
  });
}

export async function removeExpense(db: Database, userId: string, expenseId: string) {
  return db.transaction(async (tx) => {
    const { membership } = await requireEditable(tx, userId, expenseId);
    await tx.delete(expenses).where(eq(expenses.id, expenseId));
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: membership.cabinId }] });
    return { message: 'Expense deleted' };
  });
}

/**
 * An expense owed by one household alone, in the caller's transaction (issue #41: a stay's power
 * charged to its booker's household, paid by the owner). A custom split with the one part; the
 * caller has already checked who may do it.
 */
export async function addExpenseOwedByHousehold(
  tx: Transaction,
  expense: {
    cabinId: string;
    description: string;
    amountOre: number;
    date: string;
    paidById: string;
    householdId: string;
    createdById: string;
    now: Date;
  },
): Promise<string> {
  const split = {
    kind: 'custom' as const,
    parts: [{ householdId: expense.householdId, amountOre: expense.amountOre }],
  };
  const { childNightPercent } = await settingsAt(tx, expense.cabinId);
  const parts = await partsOf(tx, expense.cabinId, expense.amountOre, split, childNightPercent);
  const [created] = await tx
    .insert(expenses)
    .values({
      cabinId: expense.cabinId,
      description: expense.description,
      amountOre: expense.amountOre,
      date: expense.date,
      paidById: expense.paidById,
      category: 'electricity',
      split,
      createdById: expense.createdById,
      createdAt: expense.now,
      updatedAt: expense.now,
    })
    .returning({ id: expenses.id });
  if (!created) throw new Error('insert returned no expense');
  await writeParts(tx, created.id, parts);
  await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: expense.cabinId }] });
  return created.id;
}
