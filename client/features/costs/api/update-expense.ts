import type { Expense, UpdateExpenseBody } from '@shared/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCosts } from './invalidate-costs';

export type UpdateExpenseVariables = { id: string; body: UpdateExpenseBody };

/** PATCH /api/expenses/{id}: change an expense (its payer, the owner, admins); its parts are recomputed. */
export function updateExpense({ id, body }: UpdateExpenseVariables): Promise<Expense> {
  return apiFetch<Expense>(`/api/expenses/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateExpense, onSettled: () => invalidateCosts(queryClient) });
}
