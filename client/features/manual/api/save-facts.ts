import type { Manual, ManualFacts } from '@shared/schemas/manual';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { manualQueryKey } from './get-manual';

/** PUT /api/manual/facts: replace the key facts (owner, admins); answers the whole manual. */
export function saveManualFacts(facts: ManualFacts): Promise<Manual> {
  return apiFetch<Manual>('/api/manual/facts', { method: 'PUT', body: facts });
}

export function useSaveManualFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualFacts,
    onSuccess: (manual) => queryClient.setQueryData(manualQueryKey, manual),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manualQueryKey }),
  });
}
