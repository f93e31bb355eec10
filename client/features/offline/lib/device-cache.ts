import type { User } from '@shared/schemas/auth';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type {
  AsyncStorage,
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { meQueryKey } from '@/features/auth';
import { DEVICE_CACHE_KEY, takeEarlyDeviceCacheRead } from '@/lib/device-cache-early-read';
import { indexedDbAvailable } from '@/lib/indexed-db';
import { whenIdle } from '@/lib/when-idle';
import { createDeviceCacheWriter, waitingWritesIn } from './device-cache-writer';
import { isQueuedAndUnanswered, resumeWaitingWrites } from './offline-write';
import { isRefusedForCabin } from './refused-writes';

// The device cache (decision 034): the last answers the app saw, and the writes made without a
// network, kept in IndexedDB so the cabin's manual, checklists, stays and shopping list open at
// the cabin with no signal, and a write made there survives closing the app. It is TanStack
// Query's own persister (persistQueryClient) on idb-keyval, not the service worker's HTTP cache,
// which never stores an API answer (decision 013).

/** How long a device keeps what it saw: a stay is rarely longer, and a week-old manual still helps. */
export const DEVICE_CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Raised by hand when a kept answer's shape changes in a way the app cannot read: a device then
 * drops what it kept instead of showing it wrongly.
 */
const DEVICE_CACHE_SHAPE = '1';

/**
 * The answers kept, by the first part of their query key: what a member needs at the cabin and
 * what the first screen shows. Not kept: address look-ups, the calendar feed's secret link, and
 * anything not named here.
 */
const KEPT_QUERIES: ReadonlySet<string> = new Set([
  'auth',
  'cabin',
  'user-cabins',
  'cabin-members',
  'bookings',
  'pending-bookings',
  'visits',
  'shopping-items',
  'tasks',
  'manual',
  'checklists',
  'checklist-runs',
  'checklist-run',
  'dashboard',
  'weather',
  'notifications',
  // Fair share (issue #16): the dashboard's widget and the periods' rules, for the booking dialog.
  'households',
  'peak-periods',
  'fair-share',
]);

const kept = (query: Query) => {
  const [root] = query.queryKey;
  return typeof root === 'string' && KEPT_QUERIES.has(root);
};

const meHash = hashKey(meQueryKey);

/** Who the kept answers belong to: the `me` answer among them. */
function ownerOf(client: PersistedClient): string | null {
  const me = client.clientState.queries.find((query) => query.queryHash === meHash);
  const user = me?.state.data as User | null | undefined;
  return user?.id ?? null;
}

/**
 * A kept answer whose latest refetch failed comes back as the last good answer, not as an error:
 * the failure belonged to the network of that moment, and the restored answer is asked again.
 */
function asLastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** idb-keyval's default database and store (device-cache-early-read.ts reads them too). */
const keyval = createStore('keyval-store', 'keyval');

/**
 * The same store, a write committed as soon as it is made (issue #36 item 15). Left to itself, an
 * IndexedDB transaction commits only after the page has seen its request succeed, which a page
 * being hidden for good or closed never does: the write made as it goes would be lost with it.
 */
const committingKeyval: UseStore = (mode, callback) =>
  keyval(mode, (store) => {
    const result = callback(store);
    // Not in every browser yet (Safari before 15): there the transaction commits as before.
    if (mode === 'readwrite' && 'commit' in store.transaction) store.transaction.commit();
    return result;
  });

/** idb-keyval's one database and store: the app keeps nothing else in IndexedDB. */
const indexedDbStorage: AsyncStorage<string> = {
  // The entry may have started this read already (client/lib/device-cache-early-read.ts).
  getItem: (key) => takeEarlyDeviceCacheRead(key) ?? get<string>(key, keyval),
  setItem: (key, value) => set(key, value, committingKeyval),
  removeItem: (key) => del(key, committingKeyval),
};

/** Whether this browser can keep answers (IndexedDB). */
export const deviceCacheAvailable = indexedDbAvailable;

/**
 * How long ordinary saves wait after the last one (a busy screen changes the cache many times a
 * second). A waiting write is written at once, and everything when the page is hidden or closed.
 */
const DEVICE_CACHE_THROTTLE_MS = 200;

/** The persister, and `flush`: write what is pending now (the page is hidden or closing). */
export type DeviceCachePersister = Persister & { flush: () => Promise<void> };

/**
 * The persister, with one rule on top of TanStack's: kept answers are given back only to the user
 * they belong to. `knownUser` is who the entry's session read found: a user (their own answers
 * only), null (signed out: nothing), or undefined when it could not ask (offline: the answers of
 * whoever last used the app here, who is the one signed in on this device). `onKept` hears which
 * waiting writes are on the device (restored, then after each write).
 */
export function createDeviceCachePersister(
  knownUser: User | null | undefined,
  storage: AsyncStorage<string> = indexedDbStorage,
  onRestored?: (owner: string) => void,
  onKept?: (waitingWrites: ReadonlySet<string>) => void,
): DeviceCachePersister {
  // TanStack's own persister reads and removes; saving goes through our writer, whose throttle
  // gives way to a waiting write and to the page closing (device-cache-writer.ts, issue #36).
  const stored = createAsyncStoragePersister({ key: DEVICE_CACHE_KEY, storage });
  const writer = createDeviceCacheWriter({
    write: async (client) => {
      await storage.setItem(DEVICE_CACHE_KEY, JSON.stringify(client));
    },
    throttleMs: DEVICE_CACHE_THROTTLE_MS,
    onWritten: (client) => onKept?.(waitingWritesIn(client.clientState)),
  });
  return {
    persistClient: (client) => writer.save(asWaitingWrites(asLastGoodAnswers(client))),
    flush: writer.flush,
    removeClient: async () => {
      writer.cancel();
      await stored.removeClient();
    },
    restoreClient: async () => {
      const client = await stored.restoreClient();
      const owner = client ? ownerOf(client) : null;
      if (!client || owner === null || (knownUser !== undefined && knownUser?.id !== owner)) {
        if (client) await stored.removeClient();
        onKept?.(new Set());
        return undefined;
      }
      onRestored?.(owner);
      onKept?.(waitingWritesIn(client.clientState));
      return client;
    },
  };
}

/**
 * A write of the queue still on its way is kept as waiting: put back on a later start (the page
 * was closed before the answer came), it waits for the network and is sent again like any other.
 * Kept as running, nothing would resume it, and it would hold up the queue behind it for good.
 */
function asWaitingWrites(client: PersistedClient): PersistedClient {
  const { mutations } = client.clientState;
  if (!mutations.some((mutation) => mutation.state.status === 'pending' && !mutation.state.isPaused)) {
    return client;
  }
  return {
    ...client,
    clientState: {
      ...client.clientState,
      mutations: mutations.map((mutation) =>
        mutation.state.status === 'pending'
          ? { ...mutation, state: { ...mutation.state, isPaused: true } }
          : mutation,
      ),
    },
  };
}

/**
 * The options for TanStack's PersistQueryClientProvider: which answers and writes are kept (only
 * while someone is signed in, so signing out leaves nothing on the device) and for how long.
 */
export function deviceCacheOptions(
  queryClient: QueryClient,
  persister: Persister,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const signedIn = () => Boolean(queryClient.getQueryData(meQueryKey));
  // A kept answer the app has not looked at for a while must still be there to be kept.
  for (const root of KEPT_QUERIES) {
    if (root !== 'auth') queryClient.setQueryDefaults([root], { gcTime: DEVICE_CACHE_MAX_AGE_MS });
  }
  return {
    persister,
    maxAge: DEVICE_CACHE_MAX_AGE_MS,
    buster: DEVICE_CACHE_SHAPE,
    dehydrateOptions: {
      // An answer is kept while it has data, also when its latest refetch failed (the network
      // went while it was asked): a device must not forget the cabin for one failed call.
      shouldDehydrateQuery: (query) => signedIn() && query.state.data !== undefined && kept(query),
      // Kept: the writes waiting for the network, also while one is on its way (until its
      // answer: TanStack marks a resumed write running for a moment even when it pauses again at
      // once, and a save then must not forget it), and those refused because the cabin changed,
      // until the user sends or drops them (issue #36). A write closed on its way is sent again
      // on the next start: at least once, never lost.
      shouldDehydrateMutation: (mutation) =>
        signedIn() &&
        (mutation.state.isPaused || isQueuedAndUnanswered(mutation) || isRefusedForCabin(mutation)),
    },
  };
}

/**
 * After the kept answers are back, the writes that waited are sent (once their functions are
 * registered, see `resumeWaitingWrites`), and every kept answer is asked again, so the screen
 * shows the last-known data at once and then refreshes: answers are otherwise fresh for ever
 * (product section 7), which a kept one is not.
 */
export function afterRestore(queryClient: QueryClient, restoredAt: number, deferRefresh = false): void {
  resumeWaitingWrites(queryClient);
  const refresh = () => {
    // Not awaited: offline the refetches wait for the network, and the screen must not.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryHash !== meHash && query.state.dataUpdatedAt < restoredAt,
    });
  };
  // A start on the kept answers alone (a repeat visit from the service worker's page, or offline)
  // asks again once its first screen is up (issue #18): their answers, arriving while it
  // rendered, made it render again before it had finished, and a kept answer is on screen
  // meanwhile. A start with the server's page has that page's answers for the first screen; the
  // rest is asked as its screens mount.
  if (deferRefresh) whenIdle(refresh, REFRESH_AFTER_RESTORE_MAX_WAIT_MS);
  else refresh();
}

/** How long the refresh of kept answers waits at most for a quiet moment after the restore. */
const REFRESH_AFTER_RESTORE_MAX_WAIT_MS = 1000;

/**
 * On a start that did not wait for the session read (a repeat visit online, see the entry's
 * useSession), the kept answers came back for whoever last used the app here. Once the read has
 * answered, they stay only if they are that user's: otherwise (signed out meanwhile, or someone
 * else's session) they are dropped from the screen and from the device.
 */
export function dropUnlessOwnedBy(
  queryClient: QueryClient,
  persister: Persister,
  owner: string,
  user: User | null,
): void {
  if (user?.id === owner) return;
  void persister.removeClient();
  void queryClient.resetQueries({ predicate: (query) => query.queryHash !== meHash });
}
