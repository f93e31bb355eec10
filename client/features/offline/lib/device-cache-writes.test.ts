import { dehydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { kari } from '@/test/fixtures';
import { createDeviceCachePersister, deviceCacheOptions } from './device-cache';
import { signatureOf } from './device-cache-writer';
import { offlineWrite } from './offline-write';

// Issue #36 item 15: what the device keeps was written 200 ms late, and lost when the app closed
// in that moment. A waiting write is on the device before anything says it is waiting, and what is
// pending is written when the page is hidden or closed.

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
      },
      removeItem: (key: string) => {
        values.delete(key);
      },
    },
  };
}

/** What is on the device: the kept answers' first key parts and the number of waiting writes. */
function onDevice(values: Map<string, string>) {
  const kept = values.get('hytta-device-cache');
  if (!kept) return { answers: [], writes: 0 };
  const client = JSON.parse(kept) as PersistedClient;
  return {
    answers: client.clientState.queries.map((query) => String(query.queryKey[0])),
    writes: client.clientState.mutations.length,
  };
}

function signedInApp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, kari);
  const { storage, values } = memoryStorage();
  const kept: Array<ReadonlySet<string>> = [];
  const persister = createDeviceCachePersister(kari, storage, undefined, (writes) => kept.push(writes));
  const { dehydrateOptions } = deviceCacheOptions(queryClient, persister);
  // As TanStack's persistQueryClientSave does on every change of the cache.
  const save = () =>
    persister.persistClient({
      timestamp: Date.now(),
      buster: '1',
      clientState: dehydrate(queryClient, dehydrateOptions),
    });
  return { queryClient, persister, values, kept, save };
}

describe('what the device keeps', () => {
  it('has a write made offline at once, even right after another save, and says so', async () => {
    vi.useFakeTimers();
    const { queryClient, values, kept, save } = signedInApp();
    await save();
    expect(onDevice(values)).toEqual({ answers: ['auth'], writes: 0 });

    onlineManager.setOnline(false);
    const write = offlineWrite<string, string>({
      mutationKey: ['shopping-items', 'create'],
      mutationFn: async (n) => n,
    });
    void new MutationObserver(queryClient, write).mutate('Brød').catch(() => undefined);
    void save();
    // No time passes: the app may be closed now.
    await vi.advanceTimersByTimeAsync(0);
    expect(onDevice(values).writes).toBe(1);
    const [waiting] = queryClient.getMutationCache().getAll();
    expect(waiting && kept.at(-1)?.has(signatureOf(waiting))).toBe(true);
  });

  it('writes an answer seen just after a save when the page is hidden or closed', async () => {
    vi.useFakeTimers();
    const { queryClient, persister, values, save } = signedInApp();
    await save();
    queryClient.setQueryData(['manual'], { facts: { wifiName: 'Hytta-wifi' }, sections: [] });
    void save();
    await vi.advanceTimersByTimeAsync(0);
    // Throttled: an ordinary answer waits for the next save...
    expect(onDevice(values).answers).toEqual(['auth']);
    // ...unless the page goes away first.
    await persister.flush();
    expect(onDevice(values).answers).toEqual(['auth', 'manual']);
  });

  it('still writes a throttled answer by itself a moment later', async () => {
    vi.useFakeTimers();
    const { queryClient, values, save } = signedInApp();
    await save();
    queryClient.setQueryData(['manual'], { facts: {}, sections: [] });
    void save();
    await vi.advanceTimersByTimeAsync(200);
    expect(onDevice(values).answers).toEqual(['auth', 'manual']);
  });

  it('keeps a waiting write while it is being sent, as waiting, so a page closed meanwhile sends it next time', async () => {
    vi.useFakeTimers();
    const { queryClient, values, kept, save } = signedInApp();
    onlineManager.setOnline(false);
    let answer: (name: string) => void = () => undefined;
    const write = offlineWrite<string, string>({
      mutationKey: ['shopping-items', 'create'],
      mutationFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    void new MutationObserver(queryClient, write).mutate('Brød').catch(() => undefined);
    void save();
    await vi.advanceTimersByTimeAsync(0);
    expect(onDevice(values).writes).toBe(1);

    // The network is back and the write is on its way (TanStack marks it running, not paused,
    // for a moment even when it is paused again at once): a save now must not forget it.
    onlineManager.setOnline(true);
    void queryClient.resumePausedMutations();
    await vi.advanceTimersByTimeAsync(0);
    const [sending] = queryClient.getMutationCache().getAll();
    expect(sending?.state.isPaused).toBe(false);
    await save();
    await vi.advanceTimersByTimeAsync(200);
    const onDisk = JSON.parse(values.get('hytta-device-cache') ?? '{}') as PersistedClient;
    // Put back on a later start, it waits and is sent again, never stuck as "running".
    expect(onDisk.clientState.mutations.map((mutation) => mutation.state.isPaused)).toEqual([true]);
    expect(sending && kept.at(-1)?.has(signatureOf(sending))).toBe(true);

    // Answered: it leaves the device.
    answer('Brød');
    await vi.advanceTimersByTimeAsync(0);
    await save();
    await vi.advanceTimersByTimeAsync(200);
    expect(onDevice(values).writes).toBe(0);
  });
});
