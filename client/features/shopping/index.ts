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
export { ItemDialog, type ItemDialogProps } from './components/item-dialog';
export { ShoppingSection } from './components/shopping-section';
export { type ShoppingList, splitShoppingList, withStatus } from './lib/shopping-list';
