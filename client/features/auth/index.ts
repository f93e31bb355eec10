import { loadAppTranslations } from '@/lib/i18n';
import { lazyChunk } from '@/lib/leaving-page';

export { clearCachesAndSetUser } from './api/clear-caches';
// The auth feature's public surface; other features and the app import from here only.
export { meQueryKey, meQueryOptions, useCurrentUser, useMe } from './api/get-me';
export { useLogout } from './api/logout';
export { useStartProviderSignIn } from './api/start-provider-sign-in';
export { type ProviderErrorKind, returnedProviderError } from './components/provider-errors';

// The /auth page carries the identity client; it is its own chunk (its texts alongside) so the
// landing page stays light.
export const AuthPage = lazyChunk(() =>
  Promise.all([import('./components/auth-page'), loadAppTranslations()]).then(([module]) => module.AuthPage),
);
