import type { CreatePeakPeriodBody, PeakPeriod } from '@shared/schemas/peak-periods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePeakPeriods } from './invalidate-fair-share';

/** POST /api/peak-periods: define a peak period and how it is allocated (owner, admins). */
export function createPeakPeriod(body: CreatePeakPeriodBody): Promise<PeakPeriod> {
  return apiFetch<PeakPeriod>('/api/peak-periods', { method: 'POST', body });
}

export function useCreatePeakPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPeakPeriod, onSuccess: () => invalidatePeakPeriods(queryClient) });
}
