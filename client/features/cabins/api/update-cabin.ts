import type { Cabin, UpdateCabinBody } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cabinQueryKey, cabinQueryKeyBase } from './get-cabin';
import { userCabinsQueryKey } from './get-user-cabins';

/** PATCH /api/cabin: name and/or address (null or blank clears it); owner only. */
export function updateCabin(body: UpdateCabinBody): Promise<Cabin> {
  return apiFetch<Cabin>('/api/cabin', { method: 'PATCH', body });
}

export function useUpdateCabin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCabin,
    onSuccess: async (cabin) => {
      queryClient.setQueryData(cabinQueryKey(cabin.id), cabin);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cabinQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: userCabinsQueryKey }),
      ]);
    },
  });
}
