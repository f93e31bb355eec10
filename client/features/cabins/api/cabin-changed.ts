import type { User } from '@shared/schemas/auth';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey, meQueryOptions } from '@/features/auth';
import { ApiError, setShownCabin } from '@/lib/api-client';
import { useCurrentCabinId } from './get-cabin';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

// Issue #36: every cabin-scoped write says which cabin it was made for (X-Cabin-Id, set in
// client/lib/api-client.ts), and the server refuses it with 409 cabin_changed when the user's
// current cabin is another one by then (switched in another tab or on another device). The page
// then shows a cabin that is not current any more: it is brought to the current one.

/** Whether a failed call was refused because the cabin it was made for is no longer current. */
export const isCabinChangedError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'cabin_changed';

/**
 * Asks the server who the user is now; when their current cabin is not the one this page shows,
 * the page moves to it as after a switch (every cabin answer dropped and asked again).
 */
export async function refreshIfCabinChanged(queryClient: QueryClient): Promise<void> {
  const shown = queryClient.getQueryData<User | null>(meQueryKey)?.currentCabinId ?? null;
  let current: string | null;
  try {
    current = (await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }))?.currentCabinId ?? null;
  } catch {
    // No answer: the next write says it again.
    return;
  }
  if (current !== shown) await refreshAfterCabinChange(queryClient);
}

/** Refreshes to the current cabin whenever a write is refused with cabin_changed. */
export function refreshWhenCabinChanged(queryClient: QueryClient): () => void {
  let checking: Promise<void> | null = null;
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!isCabinChangedError(event.action.error) || checking) return;
    // Several queued writes refused in a row ask once.
    checking = refreshIfCabinChanged(queryClient).finally(() => {
      checking = null;
    });
  });
}

/**
 * For the signed-in shell: writes made on this page name the cabin it shows, and a write refused
 * because the user is in another cabin now brings the page there.
 */
export function useCabinWrites(): void {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  useEffect(() => {
    setShownCabin(cabinId);
    return () => setShownCabin(null);
  }, [cabinId]);
  useEffect(() => refreshWhenCabinChanged(queryClient), [queryClient]);
}
