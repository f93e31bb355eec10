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
  // Writes waiting for the network (decision 034) belong to whoever made them: signing out, or
  // another user signing in on this device, drops them rather than sending them as someone else.
  const before = queryClient.getQueryData<User | null>(meQueryKey);
  if (user === null || before?.id !== user.id) {
    const mutations = queryClient.getMutationCache();
    for (const waiting of mutations.findAll({ predicate: (mutation) => mutation.state.isPaused })) {
      mutations.remove(waiting);
    }
  }
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meQueryKey, user);
  rememberSignedIn(user);
}
