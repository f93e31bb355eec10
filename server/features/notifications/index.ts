// The notifications feature's public surface: other features notify through notifyUsers, inside
// their own write's transaction.

export { cabinManagerIds, fullNameOf, notifyUsers } from './notification-service';
export { notificationRoutes } from './routes';
