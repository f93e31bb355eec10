import type { CreateVisitBody, Visit } from '@shared/schemas/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { visitsQueryKeyBase } from './get-visits';

/** POST /api/visits: log a visit in the guest book; it may not start after today. */
export function createVisit(body: CreateVisitBody): Promise<Visit> {
  return apiFetch<Visit>('/api/visits', { method: 'POST', body });
}

export function useCreateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}
