import type { CreateCabinBody, CreatedCabin } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

/** POST /api/cabin/create: the new cabin (with its access code) becomes the current one. */
export function createCabin(body: CreateCabinBody): Promise<CreatedCabin> {
  return apiFetch<CreatedCabin>('/api/cabin/create', { method: 'POST', body });
}

export function useCreateCabin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCabin,
    onSuccess: () => refreshAfterCabinChange(queryClient),
  });
}
