import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

/**
 * POST /api/cabin/leave: a non-owner leaves the current cabin; their bookings there are deleted
 * and the current cabin moves to another of their cabins, or to none.
 */
export function leaveCabin(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/cabin/leave', { method: 'POST' });
}

export function useLeaveCabin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCabin,
    onSuccess: () => refreshAfterCabinChange(queryClient),
  });
}
