import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { isGoneError, offlineWrite, toastDroppedWrite } from '@/features/offline';
import { apiFetch } from '@/lib/api-client';
import { withStatus } from '../lib/shopping-list';
import { savedIdOf } from '../lib/unsent-items';
import { shoppingItemsQueryKey, shoppingItemsQueryKeyBase } from './get-shopping-items';

const updateStatusMutationKey = ['shopping-items', 'update-status'] as const;

export type UpdateShoppingItemStatusVariables = {
  id: string;
  status: ShoppingItemStatus;
  /** The cabin the tick was made in (a queued tick is sent later, issue #36). */
  cabinId?: string | null;
};

/** The tick, and what it needs to be shown before the server has it (it may wait offline). */
type StatusWrite = UpdateShoppingItemStatusVariables & {
  name: string;
  cabinId: string | null;
  /** What the write is, named in the queue's notice: the item. */
  label: string;
  by: { id: string; fullName: string };
  at: string;
};

/**
 * PUT /api/shopping-items/{id}: ticks an item (completed, recording who and when) or unticks it
 * (needed again). 404 item_not_found; 409 item_already_on_list when unticking would put a second
 * needed item of the same name on the list.
 */
export function updateShoppingItemStatus({
  id,
  status,
  cabinId,
}: UpdateShoppingItemStatusVariables): Promise<ShoppingItem> {
  return apiFetch<ShoppingItem>(`/api/shopping-items/${encodeURIComponent(savedIdOf(id))}`, {
    method: 'PUT',
    body: { status },
    cabinId,
  });
}

/**
 * A write that may wait offline (decision 034). Ticks or unticks optimistically: the item moves
 * to its new list at once (also while the tick waits for the network) and goes back to what it
 * was when the call fails. An item deleted meanwhile drops the tick with a toast. The list is
 * fetched again afterwards either way (once the last of several quick ticks has finished).
 */
export function updateShoppingItemStatusWrite(queryClient: QueryClient) {
  const replace = (cabinId: string | null, id: string, next: (item: ShoppingItem) => ShoppingItem) =>
    queryClient.setQueryData<ShoppingItem[]>(shoppingItemsQueryKey(cabinId), (items) =>
      items?.map((item) => (item.id === id ? next(item) : item)),
    );
  return offlineWrite<ShoppingItem, StatusWrite, { previous: ShoppingItem | undefined }>({
    mutationKey: updateStatusMutationKey,
    mutationFn: updateShoppingItemStatus,
    onMutate: async ({ id, status, cabinId, by, at }) => {
      const queryKey = shoppingItemsQueryKey(cabinId);
      // A refetch under way would overwrite the optimistic change with the old list.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ShoppingItem[]>(queryKey)?.find((item) => item.id === id);
      if (previous) replace(cabinId, id, (item) => withStatus(item, status, by, at));
      return { previous };
    },
    onError: (error, { id, name, cabinId }, context) => {
      if (isGoneError(error)) {
        toastDroppedWrite(name);
        return;
      }
      const previous = context?.previous;
      if (previous) replace(cabinId, id, () => previous);
    },
    onSuccess: (saved, { id, cabinId }) => {
      replace(cabinId, id, () => saved);
    },
    onSettled: async () => {
      // While another tick is still under way, a refetch could show that item unticked again;
      // the last one to finish refetches.
      if (queryClient.isMutating({ mutationKey: updateStatusMutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: shoppingItemsQueryKeyBase });
    },
  });
}

export function useUpdateShoppingItemStatus() {
  const cabinId = useCurrentCabinId();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation(updateShoppingItemStatusWrite(queryClient));
  return {
    ...mutation,
    /** Ticks or unticks `item`; resolves with the server's item (offline: once it has been sent). */
    setStatus: (item: Pick<ShoppingItem, 'id' | 'name'>, status: ShoppingItemStatus) =>
      mutation.mutateAsync({
        id: item.id,
        name: item.name,
        label: item.name,
        status,
        cabinId,
        by: { id: user.id, fullName: user.fullName },
        at: new Date().toISOString(),
      }),
  };
}
