// "Settle up" (issue #16): transfers that bring every balance to zero. Greedy: the largest debtor
// pays the largest creditor as much as settles one of them (ties by user id, so the same balances
// always give the same transfers). Each transfer settles at least one person and the last one
// settles two, so n people with balances need at most n-1 transfers.

export type Transfer = { fromUserId: string; toUserId: string; amountOre: number };

const byAmountThenId = (a: { userId: string; left: number }, b: { userId: string; left: number }) =>
  b.left - a.left || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

export function settleUp(balances: readonly { userId: string; netOre: number }[]): Transfer[] {
  const debtors = balances
    .filter((balance) => balance.netOre < 0)
    .map((balance) => ({ userId: balance.userId, left: -balance.netOre }));
  const creditors = balances
    .filter((balance) => balance.netOre > 0)
    .map((balance) => ({ userId: balance.userId, left: balance.netOre }));
  const transfers: Transfer[] = [];
  for (;;) {
    debtors.sort(byAmountThenId);
    creditors.sort(byAmountThenId);
    const debtor = debtors[0];
    const creditor = creditors[0];
    if (!debtor || !creditor || debtor.left === 0 || creditor.left === 0) break;
    const amountOre = Math.min(debtor.left, creditor.left);
    transfers.push({ fromUserId: debtor.userId, toUserId: creditor.userId, amountOre });
    debtor.left -= amountOre;
    creditor.left -= amountOre;
  }
  return transfers;
}
