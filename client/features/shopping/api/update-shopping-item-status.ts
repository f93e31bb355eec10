import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { withStatus } from '../lib/shopping-list';
import { shoppingItemsQueryKey, shoppingItemsQueryKeyBase } from './get-shopping-items';

const updateStatusMutationKey = ['shopping-items', 'update-status'] as const;

export type UpdateShoppingItemStatusVariables = { id: string; status: ShoppingItemStatus };

/**
 * PUT /api/shopping-items/{id}: ticks an item (completed, recording who and when) or unticks it
 * (needed again). 404 item_not_found; 409 item_already_on_list when unticking would put a second
 * needed item of the same name on the list.
 */
export function updateShoppingItemStatus({
  id,
  status,
}: UpdateShoppingItemStatusVariables): Promise<ShoppingItem> {
  return apiFetch<ShoppingItem>(`/api/shopping-items/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { status },
  });
}

/**
 * Ticks or unticks optimistically: the item moves to its new list at once and goes back to what it
 * was when the call fails. The list is fetched again afterwards either way (once the last of
 * several quick ticks has finished).
 */
export function useUpdateShoppingItemStatus() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  const user = useCurrentUser();
  const queryKey = shoppingItemsQueryKey(cabinId);
  const replace = (id: string, next: (item: ShoppingItem) => ShoppingItem) =>
    queryClient.setQueryData<ShoppingItem[]>(queryKey, (items) =>
      items?.map((item) => (item.id === id ? next(item) : item)),
    );

  return useMutation({
    mutationKey: updateStatusMutationKey,
    mutationFn: updateShoppingItemStatus,
    onMutate: async ({ id, status }) => {
      // A refetch under way would overwrite the optimistic change with the old list.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ShoppingItem[]>(queryKey)?.find((item) => item.id === id);
      if (previous) {
        const person = { id: user.id, fullName: user.fullName };
        replace(id, (item) => withStatus(item, status, person, new Date().toISOString()));
      }
      return { previous };
    },
    onError: (_error, { id }, context) => {
      const previous = context?.previous;
      if (previous) replace(id, () => previous);
    },
    onSuccess: (saved) => {
      replace(saved.id, () => saved);
    },
    onSettled: async () => {
      // While another tick is still under way, a refetch could show that item unticked again;
      // the last one to finish refetches.
      if (queryClient.isMutating({ mutationKey: updateStatusMutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: shoppingItemsQueryKeyBase });
    },
  });
}
