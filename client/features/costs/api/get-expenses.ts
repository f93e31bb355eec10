import type { Expense } from '@shared/schemas/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every expense-list query (the live `expenses_changed` event refreshes them all). */
export const expensesQueryKeyBase = ['expenses'] as const;
/** One year's expenses of one cabin; the cabin id keeps a cabin change from showing the old ones. */
export const expensesQueryKey = (cabinId: string | null, year: number) =>
  [...expensesQueryKeyBase, cabinId, year] as const;

/** GET /api/expenses?year=: the current cabin's expenses dated in `year`, newest first. */
export function getExpenses(year: number, signal?: AbortSignal): Promise<Expense[]> {
  return apiFetch<{ expenses: Expense[] }>(`/api/expenses?year=${year}`, { signal }).then(
    (answer) => answer.expenses,
  );
}

export const expensesQueryOptions = (cabinId: string | null, year: number) =>
  queryOptions({
    queryKey: expensesQueryKey(cabinId, year),
    queryFn: ({ signal }) => getExpenses(year, signal),
    enabled: cabinId !== null,
  });

export function useExpenses(year: number) {
  return useQuery(expensesQueryOptions(useCurrentCabinId(), year));
}
