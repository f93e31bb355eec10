export { clearedSessionCookies, verifyPassword } from './account-identity';
export { createIdentity, type Identity, type PasswordHashing, resetPasswordUrl } from './identity';
export { authRoutes } from './routes';
export { findUser } from './service';
export {
  createSessionCache,
  requireUserId,
  SESSION_CACHE_MS,
  type SessionCache,
  userIdFromHeaders,
} from './session';
