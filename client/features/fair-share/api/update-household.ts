import type { Household, UpdateHouseholdBody } from '@shared/schemas/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateHouseholds } from './invalidate-fair-share';

export type UpdateHouseholdVariables = { id: string; body: UpdateHouseholdBody };

/** PATCH /api/households/{id}: rename, change the members or the share (owner, admins). */
export function updateHousehold({ id, body }: UpdateHouseholdVariables): Promise<Household> {
  return apiFetch<Household>(`/api/households/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHousehold, onSuccess: () => invalidateHouseholds(queryClient) });
}
