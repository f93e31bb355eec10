// The shopping feature's public surface (the shared shopping list); the app imports from here only.
export {
  createShoppingItem,
  createShoppingItemWrite,
  useCreateShoppingItem,
} from './api/create-shopping-item';
export {
  type DeleteShoppingItemVariables,
  deleteShoppingItem,
  useDeleteShoppingItem,
} from './api/delete-shopping-item';
export {
  getShoppingItems,
  shoppingItemsQueryKey,
  shoppingItemsQueryKeyBase,
  shoppingItemsQueryOptions,
  useNeededItemNames,
  useShoppingItems,
} from './api/get-shopping-items';
export {
  type UpdateShoppingItemStatusVariables,
  updateShoppingItemStatus,
  updateShoppingItemStatusWrite,
  useUpdateShoppingItemStatus,
} from './api/update-shopping-item-status';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadShoppingSection = () => import('./components/shopping-section');
export { type ShoppingList, splitShoppingList, withStatus } from './lib/shopping-list';
