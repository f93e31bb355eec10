import type { CreateExpenseBody, Expense } from '@shared/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCosts } from './invalidate-costs';

/** POST /api/expenses: record an expense and how it is split. */
export function createExpense(body: CreateExpenseBody): Promise<Expense> {
  return apiFetch<Expense>('/api/expenses', { method: 'POST', body });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExpense, onSettled: () => invalidateCosts(queryClient) });
}
