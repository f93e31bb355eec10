import type { Balances } from '@shared/schemas/costs';
import { soloHouseholdId } from '@shared/schemas/households';
import type { Database } from '../../db/client';
import { requireCurrentMembership } from '../cabins';
import { ledgerOf, totalsOf } from './ledger';
import { paymentsOf } from './payment-service';
import { settleUp } from './settle-up';
import { householdOfMembers, splitHouseholds } from './split-households';

// Balances over all time (issue #16). Every member sees everyone's balance. Every current member
// is listed, at zero too; someone who left is listed while they still owe or are owed, so the
// balances always add up to zero. Only confirmed payments count (issue #36); the list of payments
// beside them shows the ones still waiting, so nobody wonders why a payment does not show yet.

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
    return { balances, settlements: settleUp(balances), payments: await paymentsOf(tx, cabinId) };
  });
}
