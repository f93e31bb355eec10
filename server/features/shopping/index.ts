export { shoppingRoutes } from './routes';
