export { bookingRoutes } from './routes';
