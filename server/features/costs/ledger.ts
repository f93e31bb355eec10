import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenseParts, expenses, nightFeeCharges, payments } from '../../db/schema-costs';

// Everything that moves money between a cabin's members (issue #16), read once for the balances
// and the year's CSV: expenses with their parts, confirmed payments, and the night fees charged.

export type DateRange = { from: string; to: string };

function within(column: Parameters<typeof gte>[0], range: DateRange | undefined) {
  return range ? and(gte(column, range.from), lte(column, range.to)) : undefined;
}

export async function ledgerOf(executor: Executor, cabinId: string, range?: DateRange) {
  const expenseRows = await executor
    .select()
    .from(expenses)
    .where(and(eq(expenses.cabinId, cabinId), within(expenses.date, range)));
  const partRows = await executor
    .select({
      expenseId: expenseParts.expenseId,
      userId: expenseParts.userId,
      amountOre: expenseParts.amountOre,
    })
    .from(expenseParts)
    .innerJoin(expenses, eq(expenses.id, expenseParts.expenseId))
    .where(and(eq(expenses.cabinId, cabinId), within(expenses.date, range)));
  const paymentRows = await executor
    .select()
    .from(payments)
    // A payment counts once its recipient (or the owner or an admin) confirmed it (issue #36).
    .where(and(eq(payments.cabinId, cabinId), isNotNull(payments.confirmedAt), within(payments.date, range)));
  const chargeRows = await executor
    .select()
    .from(nightFeeCharges)
    .where(and(eq(nightFeeCharges.cabinId, cabinId), within(nightFeeCharges.endDate, range)));
  return { expenses: expenseRows, parts: partRows, payments: paymentRows, charges: chargeRows };
}

export type Ledger = Awaited<ReturnType<typeof ledgerOf>>;

/** What each person paid (expenses, payments made, fees credited) and their share (parts, fees charged, payments received). */
export function totalsOf(ledger: Ledger): Map<string, { paidOre: number; shareOre: number }> {
  const totals = new Map<string, { paidOre: number; shareOre: number }>();
  const entry = (userId: string) => {
    let found = totals.get(userId);
    if (!found) {
      found = { paidOre: 0, shareOre: 0 };
      totals.set(userId, found);
    }
    return found;
  };
  for (const expense of ledger.expenses) entry(expense.paidById).paidOre += expense.amountOre;
  for (const part of ledger.parts) entry(part.userId).shareOre += part.amountOre;
  for (const payment of ledger.payments) {
    entry(payment.fromUserId).paidOre += payment.amountOre;
    entry(payment.toUserId).shareOre += payment.amountOre;
  }
  for (const charge of ledger.charges) {
    entry(charge.ownerId).paidOre += charge.amountOre;
    entry(charge.userId).shareOre += charge.amountOre;
  }
  return totals;
}
