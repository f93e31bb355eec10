import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateHouseholds } from './invalidate-fair-share';

export type DeleteHouseholdVariables = { id: string };

/** DELETE /api/households/{id}: its members become households of their own. */
export function deleteHousehold({ id }: DeleteHouseholdVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/households/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHousehold, onSettled: () => invalidateHouseholds(queryClient) });
}
