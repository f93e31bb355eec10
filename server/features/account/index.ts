export { ACCOUNT_DELETION_ATTEMPTS } from './deletion-service';
export { accountRoutes } from './routes';
