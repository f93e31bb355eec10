import type { Manual } from '@shared/schemas/manual';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { manualQueryKey } from './get-manual';

export type ReorderManualSectionsVariables = { ids: string[] };

/** PUT /api/manual/order: every section's id once, in the new order (owner, admins). */
export function reorderManualSections({ ids }: ReorderManualSectionsVariables): Promise<Manual> {
  return apiFetch<Manual>('/api/manual/order', { method: 'PUT', body: { ids } });
}

/** Shows the new order at once (a dropped section stays where it was dropped), back if refused. */
export function useReorderManualSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderManualSections,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: manualQueryKey });
      const previous = queryClient.getQueryData<Manual>(manualQueryKey);
      if (previous) {
        const byId = new Map(previous.sections.map((section) => [section.id, section]));
        const sections = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<Manual>(manualQueryKey, { ...previous, sections });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(manualQueryKey, context.previous);
    },
    onSuccess: (manual) => queryClient.setQueryData(manualQueryKey, manual),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manualQueryKey }),
  });
}
