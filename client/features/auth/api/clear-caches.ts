import type { User } from '@shared/schemas/auth';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { meQueryKey, rememberSignedIn } from './get-me';

/**
 * Clears every cached query and sets the current user. The `me` query object itself is kept:
 * `queryClient.clear()` would remove it, and the app's observer of it would then never hear of
 * the new value (the app would stay blank after sign-out, or on /auth after a retried sync).
 */
export function clearCachesAndSetUser(queryClient: QueryClient, user: User | null): void {
  const meHash = hashKey(meQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meQueryKey, user);
  rememberSignedIn(user);
}
