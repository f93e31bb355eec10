import { SYNC_RETRY_DELAY_MS } from '@shared/constants';
import type { ClerkSyncBody, User } from '@shared/schemas/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearCachesAndSetUser } from './clear-caches';
import { meQueryKey } from './get-me';

export function syncUser(body: ClerkSyncBody): Promise<User> {
  return apiFetch<User>('/api/auth/clerk-sync', { method: 'POST', body });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Product section 4, sign-in flow: sync the signed-in user with the server and keep the result as
 * the current user. On failure the caches are cleared and the sync is tried once more after 2 s.
 */
export async function syncUserWithRetry(
  queryClient: QueryClient,
  body: ClerkSyncBody,
  retryDelayMs = SYNC_RETRY_DELAY_MS,
): Promise<User> {
  try {
    const user = await syncUser(body);
    queryClient.setQueryData(meQueryKey, user);
    return user;
  } catch {
    clearCachesAndSetUser(queryClient, queryClient.getQueryData<User | null>(meQueryKey) ?? null);
    await wait(retryDelayMs);
    const user = await syncUser(body);
    queryClient.setQueryData(meQueryKey, user);
    return user;
  }
}

export function useSyncUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClerkSyncBody) => syncUserWithRetry(queryClient, body),
  });
}
