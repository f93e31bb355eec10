import type { JoinCabinBody, JoinCabinResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

/**
 * POST /api/user/join-cabin: joins by access code as a member; the cabin becomes the current
 * one. Errors: 404 invalid_access_code, 409 already_member, 429 too_many_join_attempts.
 */
export function joinCabin(body: JoinCabinBody): Promise<JoinCabinResponse> {
  return apiFetch<JoinCabinResponse>('/api/user/join-cabin', { method: 'POST', body });
}

export function useJoinCabin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCabin,
    onSuccess: () => refreshAfterCabinChange(queryClient),
  });
}
