import type { QueryClient } from '@tanstack/react-query';
import { expenseBalancesQueryKeyBase } from './get-expense-balances';
import { expensesQueryKeyBase } from './get-expenses';

/** After any expense or payment write: the lists and the balances both change. */
export function invalidateCosts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: expensesQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: expenseBalancesQueryKeyBase }),
  ]);
}
