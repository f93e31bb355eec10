import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

/** DELETE /api/cabin: the owner deletes the current cabin with its bookings, lists and members. */
export function deleteCabin(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/cabin', { method: 'DELETE' });
}

/** Product section 4: after deleting, the cache is cleared and the user goes to /. */
export function useDeleteCabin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteCabin,
    onSuccess: async () => {
      await refreshAfterCabinChange(queryClient);
      navigate('/');
    },
  });
}
