export { visitRoutes } from './routes';
export { visitFieldsOf } from './visit-service';
