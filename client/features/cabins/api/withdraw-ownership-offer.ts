import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cabinQueryKeyBase } from './get-cabin';

/** DELETE /api/cabin/ownership-offer: the owner takes back the open offer. */
export function withdrawOwnershipOffer(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/cabin/ownership-offer', { method: 'DELETE' });
}

export function useWithdrawOwnershipOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOwnershipOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinQueryKeyBase }),
  });
}
