import type { JoinCabinResponse, SwitchCabinBody } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

/** Same shape as the join answer: `{ message, cabin: { id, name } }`. */
export type SwitchCabinResponse = JoinCabinResponse;

/** POST /api/user/switch-cabin: makes another of the user's cabins the current one. */
export function switchCabin(body: SwitchCabinBody): Promise<SwitchCabinResponse> {
  return apiFetch<SwitchCabinResponse>('/api/user/switch-cabin', { method: 'POST', body });
}

export function useSwitchCabin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchCabin,
    onSuccess: () => refreshAfterCabinChange(queryClient),
  });
}
