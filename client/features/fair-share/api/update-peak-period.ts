import type { PeakPeriod, UpdatePeakPeriodBody } from '@shared/schemas/peak-periods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePeakPeriods } from './invalidate-fair-share';

export type UpdatePeakPeriodVariables = { id: string; body: UpdatePeakPeriodBody };

/** PATCH /api/peak-periods/{id}: change a period's dates, name or rule (owner, admins). */
export function updatePeakPeriod({ id, body }: UpdatePeakPeriodVariables): Promise<PeakPeriod> {
  return apiFetch<PeakPeriod>(`/api/peak-periods/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdatePeakPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePeakPeriod, onSuccess: () => invalidatePeakPeriods(queryClient) });
}
