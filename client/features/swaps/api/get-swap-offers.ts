import type { SwapOfferListItem } from '@shared/schemas/swaps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every swap-offer query, whatever the cabin; a live booking event refetches it. */
export const swapOffersQueryKeyBase = ['swap-offers'] as const;
export const swapOffersQueryKey = (cabinId: string | null) => [...swapOffersQueryKeyBase, cabinId] as const;

/** GET /api/swap-offers: the caller's open offers in the current cabin, made and received. */
export function getSwapOffers(signal?: AbortSignal): Promise<SwapOfferListItem[]> {
  return apiFetch<SwapOfferListItem[]>('/api/swap-offers', { signal });
}

/** Made only with a current cabin. */
export const swapOffersQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: swapOffersQueryKey(cabinId),
    queryFn: ({ signal }) => getSwapOffers(signal),
    enabled: cabinId !== null,
  });

export function useSwapOffers() {
  return useQuery(swapOffersQueryOptions(useCurrentCabinId()));
}
