import type { DrawBody, DrawResult } from '@shared/schemas/peak-periods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePeakPeriods } from './invalidate-fair-share';

export type DrawVariables = { periodId: string; body: DrawBody };

/** POST /api/peak-periods/{id}/draw: close the wishes and draw now with the committed seed (owner, admins). */
export function drawPeakPeriod({ periodId, body }: DrawVariables): Promise<DrawResult> {
  return apiFetch<DrawResult>(`/api/peak-periods/${encodeURIComponent(periodId)}/draw`, {
    method: 'POST',
    body,
  });
}

export function useDrawPeakPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: drawPeakPeriod, onSettled: () => invalidatePeakPeriods(queryClient) });
}
