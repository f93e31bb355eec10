import type { Payment } from '@shared/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCosts } from './invalidate-costs';

export type PaymentVariables = { id: string };

/** POST /api/expenses/payments/{id}/confirm: the money arrived (the recipient, the owner, admins). */
export function confirmPayment({ id }: PaymentVariables): Promise<Payment> {
  return apiFetch<Payment>(`/api/expenses/payments/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPayment, onSettled: () => invalidateCosts(queryClient) });
}
