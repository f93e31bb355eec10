import { lazy } from 'react';

// The auth feature's public surface; other features and the app import from here only.
export { meQueryKey, meQueryOptions, useCurrentUser, useMe } from './api/get-me';
export { useLogout } from './api/logout';

// The /auth page carries the identity client; it is its own chunk so the landing page stays light.
export const AuthPage = lazy(() =>
  import('./components/auth-page').then((module) => ({ default: module.AuthPage })),
);
