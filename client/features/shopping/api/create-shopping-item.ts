import type { CreateShoppingItemBody, ShoppingItem } from '@shared/schemas/shopping';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toastFailure } from '@/components/toast/notify';
import { useCurrentUser } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { isCabinChanged, newUnsentId, offlineWrite, writesWait } from '@/features/offline';
import { apiFetch } from '@/lib/api-client';
import { rememberSavedId } from '../lib/unsent-items';
import { shoppingItemsQueryKey, shoppingItemsQueryKeyBase } from './get-shopping-items';

export const createShoppingItemMutationKey = ['shopping-items', 'create'] as const;

/** The call's body, and the item as shown until the server has it (it may wait offline). */
export type CreateShoppingItemVariables = CreateShoppingItemBody & {
  cabinId: string | null;
  unsent: ShoppingItem;
  /** Made offline: nobody is waiting on the answer, so a refusal is said here. */
  queued: boolean;
  /** What the write is, named in the queue's notice: the item. */
  label: string;
};

/**
 * POST /api/shopping-items: adds a needed item. 409 item_already_on_list when a needed item with
 * the same name (trimmed, any case) is on the list already.
 */
export function createShoppingItem(
  body: CreateShoppingItemBody & { cabinId?: string | null },
): Promise<ShoppingItem> {
  return apiFetch<ShoppingItem>('/api/shopping-items', {
    method: 'POST',
    body: { name: body.name },
    // A queued add goes to the cabin it was made in, or is refused (issue #36).
    cabinId: body.cabinId,
  });
}

/**
 * A write that may wait offline (decision 034): the item shows at the top of the needed list at
 * once, also while the write waits for the network, and the server's item takes its place.
 */
export function createShoppingItemWrite(queryClient: QueryClient) {
  const listOf = (cabinId: string | null) => shoppingItemsQueryKey(cabinId);
  const without = (id: string) => (items: ShoppingItem[] | undefined) =>
    items?.filter((item) => item.id !== id);
  return offlineWrite<ShoppingItem, CreateShoppingItemVariables>({
    mutationKey: createShoppingItemMutationKey,
    mutationFn: createShoppingItem,
    onMutate: async ({ cabinId, unsent }) => {
      await queryClient.cancelQueries({ queryKey: listOf(cabinId) });
      queryClient.setQueryData<ShoppingItem[]>(listOf(cabinId), (items) =>
        items ? [unsent, ...items] : items,
      );
    },
    onSuccess: (created, { cabinId, unsent }) => {
      rememberSavedId(unsent.id, created.id);
      queryClient.setQueryData<ShoppingItem[]>(listOf(cabinId), (items) =>
        items ? [created, ...items.filter((item) => item.id !== created.id && item.id !== unsent.id)] : items,
      );
    },
    onError: (error, { cabinId, unsent, queued }) => {
      queryClient.setQueryData<ShoppingItem[]>(listOf(cabinId), without(unsent.id));
      // Refused because the cabin changed: kept and said in the queue's notice instead.
      if (queued && !isCabinChanged(error)) toastFailure(i18n.t('shopping:errors.addFailed'), error);
    },
    // Also after a failure: a duplicate means the list the user saw was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingItemsQueryKeyBase }),
  });
}

export function useCreateShoppingItem() {
  const cabinId = useCurrentCabinId();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation(createShoppingItemWrite(queryClient));
  return {
    ...mutation,
    /** Adds `name`; resolves with the server's item (offline: once it has been sent). */
    add: (name: string) =>
      mutation.mutateAsync({
        name,
        cabinId,
        queued: writesWait(),
        label: name.trim(),
        unsent: {
          id: newUnsentId(),
          name: name.trim(),
          status: 'needed',
          addedByUser: { id: user.id, fullName: user.fullName },
          completedByUser: null,
          createdAt: new Date().toISOString(),
          completedAt: null,
        },
      }),
  };
}
