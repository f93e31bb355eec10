// The notifications feature's public surface. Other features write notifications with
// `recordEffects` (server/effects/record-effects.ts), inside their own write's transaction.

export { cabinManagerIds, fullNameOf, MANAGER_ROLES } from './notification-service';
export { notificationRoutes } from './routes';
