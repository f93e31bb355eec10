import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePeakPeriods } from './invalidate-fair-share';

export type DeletePeakPeriodVariables = { id: string };

/** DELETE /api/peak-periods/{id} (owner, admins). */
export function deletePeakPeriod({ id }: DeletePeakPeriodVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/peak-periods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePeakPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePeakPeriod, onSettled: () => invalidatePeakPeriods(queryClient) });
}
