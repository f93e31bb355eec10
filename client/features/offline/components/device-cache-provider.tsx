import type { User } from '@shared/schemas/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import {
  afterRestore,
  createDeviceCachePersister,
  type DeviceCachePersister,
  deviceCacheAvailable,
  deviceCacheOptions,
  dropUnlessOwnedBy,
} from '../lib/device-cache';
import { setDeviceFlush, setKeptWrites } from '../lib/kept-writes';

/** The device cache of one app start: its options and the restore already under way. */
export type DeviceCache = {
  options: ReturnType<typeof deviceCacheOptions>;
  /** Settles once the kept answers are back in the cache (or there were none to read). */
  restored: Promise<void>;
  /** Writes what is pending to the device now (the page is hidden or closing). */
  flush?: DeviceCachePersister['flush'];
};

/**
 * Starts reading the kept answers back into `queryClient`, once per app start and outside
 * rendering (a render React restarts would read them again); null without IndexedDB. `knownUser`
 * is who the entry's session read found, undefined when it could not ask (offline).
 */
export function startDeviceCache(
  queryClient: QueryClient,
  knownUser: User | null | undefined,
  pendingUser?: Promise<User | null>,
): DeviceCache | null {
  if (!deviceCacheAvailable()) return null;
  let owner: string | null = null;
  const persister = createDeviceCachePersister(
    knownUser,
    undefined,
    (restoredFor) => {
      owner = restoredFor;
    },
    setKeptWrites,
  );
  setDeviceFlush(persister.flush);
  const options = deviceCacheOptions(queryClient, persister);
  const startedAt = Date.now();
  const restored: Promise<void> = persistQueryClientRestore({ ...options, queryClient }).then(
    () => afterRestore(queryClient, startedAt, knownUser === undefined),
    // Restoring failed (the persister has dropped what it kept): the app starts without it.
    () => undefined,
  );
  // Marked as React's `use` marks a promise it has seen settle, so a first render after the
  // restore does not suspend for it (and wait for React's reveal of the fallback's content).
  void restored.then(() => Object.assign(restored, { status: 'fulfilled', value: undefined }));
  if (knownUser === undefined && pendingUser) {
    Promise.all([pendingUser, restored]).then(
      ([user]) => {
        if (owner !== null) dropUnlessOwnedBy(queryClient, persister, owner, user);
      },
      // No answer (offline after all): the kept answers stay, as offline.
      () => undefined,
    );
  }
  return { options, restored, flush: persister.flush };
}

type DeviceCacheProviderProps = {
  queryClient: QueryClient;
  /** From `startDeviceCache`; null: no device cache (the app works, only not offline). */
  cache: DeviceCache | null;
  /** Shown while the kept answers are read back. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * The query client, with the answers and waiting writes this device kept (decision 034) put back
 * before the first screen renders.
 *
 * Not TanStack's PersistQueryClientProvider (issue #18): it renders the app at once with
 * `useIsRestoring` true, then flips it when the restore is done, and React renders that flip, the
 * whole signed-in shell mounting in it, in one blocking task (about 100 ms on a fast machine).
 * Here the restore starts before the first render and the app waits for it in a Suspense
 * boundary, whose retry React renders in slices and commits screen by screen as their chunks
 * arrive. (Rendering it in a transition instead was tried: a transition commits nothing until
 * every lazy screen in it has loaded, so the shell and the dashboard mounted in one long commit.)
 * The saving subscription starts after it, as TanStack's provider does.
 */
export function DeviceCacheProvider({ queryClient, cache, fallback, children }: DeviceCacheProviderProps) {
  useEffect(() => {
    if (!cache) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void cache.restored.then(() => {
      if (!unmounted) stop = persistQueryClientSubscribe({ ...cache.options, queryClient });
    });
    // Issue #36 item 15: a page left or closed within the save's throttle would lose what it saw
    // last (the manual just opened). Hidden (another app, the phone locked) or going away, the page
    // writes it now: on a phone, hidden is often the last event a page gets.
    const flush = cache.flush;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush?.();
    };
    const onPageHide = () => void flush?.();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unmounted = true;
      stop?.();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [cache, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {cache ? (
        <Suspense fallback={fallback}>
          <AfterRestore restored={cache.restored}>{children}</AfterRestore>
        </Suspense>
      ) : (
        children
      )}
    </QueryClientProvider>
  );
}

function AfterRestore({ restored, children }: { restored: Promise<void>; children: ReactNode }) {
  use(restored);
  return children;
}
