import type { RotateAccessCodeResponse } from '@shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cabinQueryKeyBase } from './get-cabin';

/** POST /api/cabin/access-code/rotate: a new code; the old one stops working at once. */
export function rotateAccessCode(): Promise<RotateAccessCodeResponse> {
  return apiFetch<RotateAccessCodeResponse>('/api/cabin/access-code/rotate', { method: 'POST' });
}

export function useRotateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateAccessCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinQueryKeyBase }),
  });
}
