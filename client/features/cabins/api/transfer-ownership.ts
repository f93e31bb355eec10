import type { TransferOwnershipBody } from '@shared/schemas/cabins';
import type { OwnershipOfferResponse } from '@shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { userCabinsQueryKey } from './get-user-cabins';
import { invalidateMembership } from './invalidate-membership';

/**
 * POST /api/cabin/transfer-ownership: an offer (202); nothing changes until the member accepts,
 * and then for good: the old owner becomes an admin.
 */
export function transferOwnership(body: TransferOwnershipBody): Promise<OwnershipOfferResponse> {
  return apiFetch<OwnershipOfferResponse>('/api/cabin/transfer-ownership', { method: 'POST', body });
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    // The caller's own role changes too (owner badge in the cabin list).
    onSuccess: () =>
      Promise.all([
        invalidateMembership(queryClient),
        queryClient.invalidateQueries({ queryKey: userCabinsQueryKey }),
      ]),
  });
}
