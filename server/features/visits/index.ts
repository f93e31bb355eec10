export { visitRoutes } from './routes';
