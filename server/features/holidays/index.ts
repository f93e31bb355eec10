export { holidayRoutes } from './routes';
