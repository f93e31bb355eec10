import type { CreateShoppingItemBody, ShoppingItem } from '@shared/schemas/shopping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { shoppingItemsQueryKey, shoppingItemsQueryKeyBase } from './get-shopping-items';

/**
 * POST /api/shopping-items: adds a needed item. 409 item_already_on_list when a needed item with
 * the same name (trimmed, any case) is on the list already.
 */
export function createShoppingItem(body: CreateShoppingItemBody): Promise<ShoppingItem> {
  return apiFetch<ShoppingItem>('/api/shopping-items', { method: 'POST', body });
}

export function useCreateShoppingItem() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  return useMutation({
    mutationFn: createShoppingItem,
    onSuccess: (created) => {
      // Shown at once at the top of the needed list; the refetch below confirms the order.
      queryClient.setQueryData<ShoppingItem[]>(shoppingItemsQueryKey(cabinId), (items) =>
        items ? [created, ...items.filter((item) => item.id !== created.id)] : items,
      );
    },
    // Also after a failure: a duplicate means the list the user saw was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingItemsQueryKeyBase }),
  });
}
