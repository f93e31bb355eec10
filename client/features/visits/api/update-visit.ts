import type { UpdateVisitBody, Visit } from '@shared/schemas/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { visitsQueryKeyBase } from './get-visits';

export type UpdateVisitVariables = { id: string; body: UpdateVisitBody };

/** PATCH /api/visits/{id}: the author or the owner changes an entry. */
export function updateVisit({ id, body }: UpdateVisitVariables): Promise<Visit> {
  return apiFetch<Visit>(`/api/visits/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}
