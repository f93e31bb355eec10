import type { Balances } from '@shared/schemas/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every balances query. */
export const expenseBalancesQueryKeyBase = ['expense-balances'] as const;
export const expenseBalancesQueryKey = (cabinId: string | null) =>
  [...expenseBalancesQueryKeyBase, cabinId] as const;

/** GET /api/expenses/balances: every member's paid, share and net over all time, and how to settle up. */
export function getExpenseBalances(signal?: AbortSignal): Promise<Balances> {
  return apiFetch<Balances>('/api/expenses/balances', { signal });
}

export const expenseBalancesQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: expenseBalancesQueryKey(cabinId),
    queryFn: ({ signal }) => getExpenseBalances(signal),
    enabled: cabinId !== null,
  });

export function useExpenseBalances() {
  return useQuery(expenseBalancesQueryOptions(useCurrentCabinId()));
}
