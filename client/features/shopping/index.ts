// The shopping feature's public surface (the shared shopping list); the app imports from here only.
export { createShoppingItemWrite } from './api/create-shopping-item';
export {
  shoppingItemsQueryKeyBase,
  shoppingItemsQueryOptions,
  useNeededItemNames,
  useShoppingItems,
} from './api/get-shopping-items';
export { updateShoppingItemStatusWrite } from './api/update-shopping-item-status';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadShoppingSection = () => import('./components/shopping-section');
