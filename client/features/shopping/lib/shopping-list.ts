import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';

export type ShoppingList = { needed: ShoppingItem[]; completed: ShoppingItem[] };

const time = (iso: string | null) => {
  const parsed = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * The needed items (newest first) and the completed ones (latest completed first), the order the
 * server answers in; sorting here too keeps an optimistically moved item in its place.
 */
export function splitShoppingList(items: readonly ShoppingItem[]): ShoppingList {
  const needed = items
    .filter((item) => item.status === 'needed')
    .sort((a, b) => time(b.createdAt) - time(a.createdAt));
  const completed = items
    .filter((item) => item.status === 'completed')
    .sort((a, b) => time(b.completedAt) - time(a.completedAt));
  return { needed, completed };
}

/**
 * `item` ticked by `by` at `at` (completed), or unticked (needed, the completion cleared), as the
 * server records it; used to show a tick before the server has answered.
 */
export function withStatus(
  item: ShoppingItem,
  status: ShoppingItemStatus,
  by: NonNullable<ShoppingItem['completedByUser']>,
  at: string,
): ShoppingItem {
  return status === 'completed'
    ? { ...item, status, completedByUser: by, completedAt: at }
    : { ...item, status, completedByUser: null, completedAt: null };
}
