export { createIdentity, type Identity } from './identity';
export { authRoutes } from './routes';
export { findUser } from './service';
export { requireUserId, userIdFromHeaders } from './session';
