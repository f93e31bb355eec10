import type { Balances, Payment, PaymentBody } from '@shared/schemas/expenses';
import { soloHouseholdId } from '@shared/schemas/households';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema-costs';
import { badRequest } from '../../http/errors';
import { publishLive } from '../../live/publish';
import { requireCurrentMembership, roleIn } from '../cabins';
import { ledgerOf, totalsOf } from './ledger';
import { settleUp } from './settle-up';
import { householdOfMembers, splitHouseholds } from './split-households';

// Balances over all time and payments between members (issue #16). Every member sees everyone's
// balance. Every current member is listed, at zero too; someone who left is listed while they
// still owe or are owed, so the balances always add up to zero.

export async function readBalances(db: Database, userId: string): Promise<Balances> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const households = await splitHouseholds(tx, cabinId);
    const householdOf = householdOfMembers(households);
    const totals = totalsOf(await ledgerOf(tx, cabinId));
    const userIds = [...new Set([...householdOf.keys(), ...totals.keys()])].sort();
    const balances = userIds
      .map((id) => {
        const { paidOre, shareOre } = totals.get(id) ?? { paidOre: 0, shareOre: 0 };
        return {
          userId: id,
          householdId: householdOf.get(id) ?? soloHouseholdId(id),
          paidOre,
          shareOre,
          netOre: paidOre - shareOre,
        };
      })
      .filter((balance) => householdOf.has(balance.userId) || balance.netOre !== 0);
    return { balances, settlements: settleUp(balances) };
  });
}

export async function recordPayment(
  db: Database,
  userId: string,
  body: PaymentBody,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    if (body.toUserId === userId) throw badRequest('A payment goes to someone else', 'payment_to_self');
    if ((await roleIn(tx, cabinId, body.toUserId)) === null)
      throw badRequest('The payment must go to a member of the cabin', 'member_not_found');
    const [row] = await tx
      .insert(payments)
      .values({
        cabinId,
        fromUserId: userId,
        toUserId: body.toUserId,
        amountOre: body.amountOre,
        date: body.date,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no payment');
    await publishLive(tx, { type: 'expenses_changed', cabinId });
    return {
      id: row.id,
      fromUserId: row.fromUserId,
      toUserId: row.toUserId,
      amountOre: row.amountOre,
      date: row.date,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
