import type { SwapOffer } from '@shared/schemas/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSwaps } from './invalidate-swaps';

/** POST /api/swap-offers/{id}/accept: the receiver's answer; the two stays exchange their dates. */
export function acceptSwapOffer({ id }: { id: string }): Promise<SwapOffer> {
  return apiFetch<SwapOffer>(`/api/swap-offers/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

export function useAcceptSwapOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptSwapOffer, onSettled: () => invalidateSwaps(queryClient) });
}
