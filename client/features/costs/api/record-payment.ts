import type { Payment, PaymentBody } from '@shared/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCosts } from './invalidate-costs';

/** POST /api/expenses/payments: the caller paid `toUserId` back. */
export function recordPayment(body: PaymentBody): Promise<Payment> {
  return apiFetch<Payment>('/api/expenses/payments', { method: 'POST', body });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSettled: () => invalidateCosts(queryClient) });
}
