import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { shoppingItemsQueryKeyBase } from './get-shopping-items';

export type DeleteShoppingItemVariables = { id: string };

/** DELETE /api/shopping-items/{id}: any member removes an item, needed or completed. */
export function deleteShoppingItem({ id }: DeleteShoppingItemVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingItem,
    // Also after a failure: "not found" means someone else removed it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingItemsQueryKeyBase }),
  });
}
