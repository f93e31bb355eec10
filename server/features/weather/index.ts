export { weatherRoutes } from './routes';
