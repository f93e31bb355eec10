import type { ManualSection } from '@shared/schemas/manual';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { manualQueryKey } from './get-manual';

export type CreateManualSectionBody = { title: string; body: string };

/** POST /api/manual/sections: add a section at the end (owner, admins). */
export function createManualSection(body: CreateManualSectionBody): Promise<ManualSection> {
  return apiFetch<ManualSection>('/api/manual/sections', { method: 'POST', body });
}

export function useCreateManualSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualSection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: manualQueryKey }),
  });
}
