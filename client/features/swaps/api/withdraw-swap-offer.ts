import type { SwapOffer } from '@shared/schemas/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSwaps } from './invalidate-swaps';

/** DELETE /api/swap-offers/{id}: the offerer withdraws an open offer. */
export function withdrawSwapOffer({ id }: { id: string }): Promise<SwapOffer> {
  return apiFetch<SwapOffer>(`/api/swap-offers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useWithdrawSwapOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawSwapOffer, onSettled: () => invalidateSwaps(queryClient) });
}
