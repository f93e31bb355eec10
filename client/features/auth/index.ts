// The auth feature's public surface; other features and the app import from here only.
export { meQueryKey, meQueryOptions, useCurrentUser, useMe } from './api/get-me';
export { useLogout } from './api/logout';
export { syncUserWithRetry, useSyncUser } from './api/sync-user';
export { AuthPage } from './components/auth-page';
