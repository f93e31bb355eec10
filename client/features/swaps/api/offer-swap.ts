import type { CreateSwapOfferBody, SwapOffer } from '@shared/schemas/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSwaps } from './invalidate-swaps';

export type OfferSwapVariables = { bookingId: string; body: CreateSwapOfferBody };

/** POST /api/bookings/{id}/swap-offers: offer one's own stay for another household's. */
export function offerSwap({ bookingId, body }: OfferSwapVariables): Promise<SwapOffer> {
  return apiFetch<SwapOffer>(`/api/bookings/${encodeURIComponent(bookingId)}/swap-offers`, {
    method: 'POST',
    body,
  });
}

export function useOfferSwap() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerSwap, onSettled: () => invalidateSwaps(queryClient) });
}
