import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tickChecklistItemWrite } from '@/features/checklists';
import { keepRefusedWrites, registerOfflineWrite, registerOfflineWrites } from '@/features/offline';
import { createShoppingItemWrite, updateShoppingItemStatusWrite } from '@/features/shopping';
import { createVisitWrite } from '@/features/visits';

/** Every write a member may make offline (decision 034), in one list the shell knows. */
const OFFLINE_WRITES = [
  (queryClient: QueryClient) => registerOfflineWrite(queryClient, createShoppingItemWrite(queryClient)),
  (queryClient: QueryClient) => registerOfflineWrite(queryClient, updateShoppingItemStatusWrite(queryClient)),
  (queryClient: QueryClient) => registerOfflineWrite(queryClient, createVisitWrite(queryClient)),
  (queryClient: QueryClient) => registerOfflineWrite(queryClient, tickChecklistItemWrite(queryClient)),
];

/**
 * Puts the writes that may wait offline on the query client and sends what waited on this device,
 * also writes made before the app was last closed: their functions come from here, since the
 * components that made them are gone.
 */
export function useOfflineWrites(): void {
  const queryClient = useQueryClient();
  useEffect(() => registerOfflineWrites(queryClient, OFFLINE_WRITES), [queryClient]);
  // A write refused because the cabin changed stays until the user sends or drops it (issue #36).
  useEffect(() => keepRefusedWrites(queryClient), [queryClient]);
}
