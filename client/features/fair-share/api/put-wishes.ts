import type { PutWishesBody, Wishes } from '@shared/schemas/peak-periods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { peakWishesQueryKey } from './get-wishes';

export type PutWishesVariables = { periodId: string; body: PutWishesBody };

/** PUT /api/peak-periods/{id}/wishes: replace the caller's household's wishes, best first. */
export function putWishes({ periodId, body }: PutWishesVariables): Promise<Wishes> {
  return apiFetch<Wishes>(`/api/peak-periods/${encodeURIComponent(periodId)}/wishes`, {
    method: 'PUT',
    body,
  });
}

export function usePutWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWishes,
    onSuccess: (wishes, { periodId }) => queryClient.setQueryData(peakWishesQueryKey(periodId), wishes),
  });
}
