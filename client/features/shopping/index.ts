export { ShoppingSection } from './components/shopping-section';
