export { placesRoutes } from './routes';
