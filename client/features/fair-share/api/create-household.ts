import type { Household, HouseholdBody } from '@shared/schemas/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateHouseholds } from './invalidate-fair-share';

/** POST /api/households: group members into a household (owner, admins). */
export function createHousehold(body: HouseholdBody): Promise<Household> {
  return apiFetch<Household>('/api/households', { method: 'POST', body });
}

export function useCreateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHousehold, onSuccess: () => invalidateHouseholds(queryClient) });
}
