import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PaymentVariables } from './confirm-payment';
import { invalidateCosts } from './invalidate-costs';

/** DELETE /api/expenses/payments/{id}: the payer, the recipient, the owner or an admin removes it. */
export function deletePayment({ id }: PaymentVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/expenses/payments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayment, onSettled: () => invalidateCosts(queryClient) });
}
