import type { ShoppingItem } from '@shared/schemas/shopping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every shopping-list query, whatever the cabin. */
export const shoppingItemsQueryKeyBase = ['shopping-items'] as const;
/** The current cabin's shopping list; keyed by its id so a cabin change never shows the old one. */
export const shoppingItemsQueryKey = (cabinId: string | null) =>
  [...shoppingItemsQueryKeyBase, cabinId] as const;

/**
 * GET /api/shopping-items: the current cabin's list, needed items first (newest first), then
 * completed ones (latest completed first).
 */
export function getShoppingItems(signal?: AbortSignal): Promise<ShoppingItem[]> {
  return apiFetch<ShoppingItem[]>('/api/shopping-items', { signal });
}

/** Made only with a current cabin. */
export const shoppingItemsQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: shoppingItemsQueryKey(cabinId),
    queryFn: ({ signal }) => getShoppingItems(signal),
    enabled: cabinId !== null,
  });

export function useShoppingItems() {
  return useQuery(shoppingItemsQueryOptions(useCurrentCabinId()));
}

const NO_NAMES: readonly string[] = [];

const neededNames = (items: ShoppingItem[]): readonly string[] =>
  items.filter((item) => item.status === 'needed').map((item) => item.name);

/**
 * The names of the current cabin's needed items, in list order, for the booking dialog's reminder
 * (product section 5); empty without a cabin, while loading and after a failed load.
 */
export function useNeededItemNames(): readonly string[] {
  const { data } = useQuery({ ...shoppingItemsQueryOptions(useCurrentCabinId()), select: neededNames });
  return data ?? NO_NAMES;
}
