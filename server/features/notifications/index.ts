// The notifications feature's public surface: other features notify through notifyUsers, inside
// their own write's transaction.

export { cabinManagerIds, fullNameOf, MANAGER_ROLES, notifyUsers } from './notification-service';
export { notificationRoutes } from './routes';
