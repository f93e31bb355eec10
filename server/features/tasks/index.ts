export { taskRoutes } from './routes';
