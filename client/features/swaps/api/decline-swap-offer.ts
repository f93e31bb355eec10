import type { SwapOffer } from '@shared/schemas/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSwaps } from './invalidate-swaps';

/** POST /api/swap-offers/{id}/decline: the receiver's answer; the offerer is told; nothing else changes. */
export function declineSwapOffer({ id }: { id: string }): Promise<SwapOffer> {
  return apiFetch<SwapOffer>(`/api/swap-offers/${encodeURIComponent(id)}/decline`, { method: 'POST' });
}

export function useDeclineSwapOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineSwapOffer, onSettled: () => invalidateSwaps(queryClient) });
}
