import { IDENTITY_BASE_PATH } from '@shared/constants';
import { usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The built-in identity provider (Better Auth), mounted at /api/identity on our own origin. */
export const authClient = createAuthClient({
  basePath: IDENTITY_BASE_PATH,
  plugins: [usernameClient()],
  // Look fetch up at call time (not when this module loads), like the rest of the app does.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});
