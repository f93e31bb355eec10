import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCosts } from './invalidate-costs';

export type DeleteExpenseVariables = { id: string };

/** DELETE /api/expenses/{id}: remove an expense (its payer, the owner, admins). */
export function deleteExpense({ id }: DeleteExpenseVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/expenses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExpense, onSettled: () => invalidateCosts(queryClient) });
}
