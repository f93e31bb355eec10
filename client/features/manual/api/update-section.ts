import type { ManualSection } from '@shared/schemas/manual';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { manualQueryKey } from './get-manual';

export type UpdateManualSectionVariables = { id: string; body: { title?: string; body?: string } };

/** PATCH /api/manual/sections/{id}: change a section's title or text (owner, admins). */
export function updateManualSection({ id, body }: UpdateManualSectionVariables): Promise<ManualSection> {
  return apiFetch<ManualSection>(`/api/manual/sections/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateManualSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateManualSection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: manualQueryKey }),
  });
}
