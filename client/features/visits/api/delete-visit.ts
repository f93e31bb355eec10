import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { visitsQueryKeyBase } from './get-visits';

export type DeleteVisitVariables = { id: string };

/** DELETE /api/visits/{id}: the author or the owner removes an entry. */
export function deleteVisit({ id }: DeleteVisitVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/visits/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}
