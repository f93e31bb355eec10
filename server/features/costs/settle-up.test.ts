import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleUp } from './settle-up';

// Settling up (issue #16) for any balances that add up to zero: at most n-1 transfers among the n
// people with a balance, every transfer above zero from someone who owes to someone owed, and
// after them everyone is at zero. The same balances give the same transfers.

/** Balances of up to 12 people that add up to zero (the last one makes up the difference). */
const balances = fc
  .array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { minLength: 1, maxLength: 11 })
  .map((nets) => {
    const all = [...nets, -nets.reduce((sum, net) => sum + net, 0)];
    return all.map((netOre, index) => ({ userId: `user-${String(index).padStart(2, '0')}`, netOre }));
  });

describe('settleUp', () => {
  it('settles everyone with at most n-1 transfers from debtors to creditors', () => {
    fc.assert(
      fc.property(balances, (list) => {
        const transfers = settleUp(list);
        const withBalance = list.filter((balance) => balance.netOre !== 0).length;
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, withBalance - 1));
        const left = new Map(list.map((balance) => [balance.userId, balance.netOre]));
        for (const transfer of transfers) {
          expect(transfer.amountOre).toBeGreaterThan(0);
          expect(left.get(transfer.fromUserId)).toBeLessThan(0);
          expect(left.get(transfer.toUserId)).toBeGreaterThan(0);
          left.set(transfer.fromUserId, (left.get(transfer.fromUserId) ?? 0) + transfer.amountOre);
          left.set(transfer.toUserId, (left.get(transfer.toUserId) ?? 0) - transfer.amountOre);
        }
        expect([...left.values()].every((net) => net === 0)).toBe(true);
        expect(settleUp([...list].reverse())).toEqual(transfers);
      }),
      { numRuns: 1000 },
    );
  });

  it('has the largest debtor pay the largest creditor first, ties by user id', () => {
    expect(
      settleUp([
        { userId: 'b', netOre: 300 },
        { userId: 'a', netOre: 300 },
        { userId: 'c', netOre: -500 },
        { userId: 'd', netOre: -100 },
      ]),
    ).toEqual([
      { fromUserId: 'c', toUserId: 'a', amountOre: 300 },
      { fromUserId: 'c', toUserId: 'b', amountOre: 200 },
      { fromUserId: 'd', toUserId: 'b', amountOre: 100 },
    ]);
  });
});
