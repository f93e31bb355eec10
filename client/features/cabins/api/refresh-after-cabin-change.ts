import { hashKey, type QueryClient } from '@tanstack/react-query';
import { meQueryKey, meQueryOptions } from '@/features/auth';

/**
 * After create, join, switch, leave or delete the user's current cabin is another one, so every
 * cabin-scoped cached query is stale. Every query except `me` is dropped (never
 * `queryClient.clear()`: the app's observer of `me` must keep hearing of it), then `me` is
 * fetched again; its new `currentCabinId` re-keys the cabin queries, which then load afresh.
 * Resolves once `me` has been fetched (a failed fetch is not an error here: `me` keeps its value).
 */
export async function refreshAfterCabinChange(queryClient: QueryClient): Promise<void> {
  const meHash = hashKey(meQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  try {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  } catch {
    // The next read of `me` (or the next sign-in check) tries again.
  }
}
