export { clearedSessionCookies, verifyPassword } from './account-identity';
export { shownUsername } from './display-username';
export { createIdentity, type Identity, type PasswordHashing, resetPasswordUrl } from './identity';
export { type OidcProvider, parseOidcProviders } from './oidc-providers';
export { authRoutes } from './routes';
export { findUser, profileColumns } from './service';
export {
  createSessionCache,
  requireUserId,
  SESSION_CACHE_MS,
  type SessionCache,
  userIdFromHeaders,
} from './session';
export { OWNER_RESET_TOKEN_PREFIX } from './sign-in-checks';
