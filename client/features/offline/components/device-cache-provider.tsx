import type { User } from '@shared/schemas/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import {
  afterRestore,
  createDeviceCachePersister,
  deviceCacheAvailable,
  deviceCacheOptions,
} from '../lib/device-cache';

type DeviceCacheProviderProps = {
  queryClient: QueryClient;
  /** Who the entry's session read found; undefined when it could not ask (offline). */
  knownUser: User | null | undefined;
  children: ReactNode;
};

/**
 * The query client, with the answers and waiting writes this device kept (decision 034) put back
 * before any query runs. Without IndexedDB the app works as before, only not offline.
 */
export function DeviceCacheProvider({ queryClient, knownUser, children }: DeviceCacheProviderProps) {
  const [setup] = useState(() => {
    if (!deviceCacheAvailable()) return null;
    const options = deviceCacheOptions(queryClient, createDeviceCachePersister(knownUser));
    return { options, startedAt: Date.now() };
  });
  if (!setup) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={setup.options}
      onSuccess={() => afterRestore(queryClient, setup.startedAt)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
