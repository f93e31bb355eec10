import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { kari } from '@/test/fixtures';
import { createDeviceCachePersister, deviceCacheOptions, dropUnlessOwnedBy } from './device-cache';

// The device cache gives kept answers back only to the user they belong to (decision 034).

/** An in-memory stand-in for IndexedDB with the same string interface. */
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

function keptBy(user: typeof kari | null): PersistedClient {
  const client = new QueryClient();
  client.setQueryData(meQueryKey, user);
  client.setQueryData(['manual'], { facts: { wifiName: 'Hytta-wifi' }, sections: [] });
  return { timestamp: Date.now(), buster: '1', clientState: dehydrate(client) };
}

const per = { ...kari, id: 'u-per', username: 'per' };

describe('the device cache', () => {
  it('gives the kept answers back to their user, and to whoever opens the app offline', async () => {
    const { storage } = memoryStorage();
    await createDeviceCachePersister(kari, storage).persistClient(keptBy(kari));
    expect(
      (await createDeviceCachePersister(kari, storage).restoreClient())?.clientState.queries,
    ).toHaveLength(2);
    // Offline the session cannot be read: the answers of the last user of this device come back.
    expect(await createDeviceCachePersister(undefined, storage).restoreClient()).toBeDefined();
  });

  it('drops them for another user and when signed out, so nobody sees someone else’s cabin', async () => {
    const { storage, values } = memoryStorage();
    await createDeviceCachePersister(kari, storage).persistClient(keptBy(kari));
    expect(await createDeviceCachePersister(per, storage).restoreClient()).toBeUndefined();
    expect(values.size).toBe(0);

    await createDeviceCachePersister(kari, storage).persistClient(keptBy(kari));
    expect(await createDeviceCachePersister(null, storage).restoreClient()).toBeUndefined();
    expect(values.size).toBe(0);
  });

  it('on a start that did not wait for the session read, drops what it kept unless it is that user’s', async () => {
    const { storage, values } = memoryStorage();
    let owner = '';
    const persister = createDeviceCachePersister(undefined, storage, (restoredFor) => {
      owner = restoredFor;
    });
    await persister.persistClient(keptBy(kari));
    expect(await persister.restoreClient()).toBeDefined();
    expect(owner).toBe(kari.id);

    const client = new QueryClient();
    client.setQueryData(['manual'], { facts: {}, sections: [] });
    dropUnlessOwnedBy(client, persister, owner, kari);
    expect(client.getQueryData(['manual'])).toBeDefined();
    expect(values.size).toBe(1);

    dropUnlessOwnedBy(client, persister, owner, per);
    await vi.waitFor(() => expect(values.size).toBe(0));
    expect(client.getQueryData(['manual'])).toBeUndefined();
  });

  it('keeps only the named answers, and nothing once signed out', () => {
    const client = new QueryClient();
    const { dehydrateOptions } = deviceCacheOptions(
      client,
      createDeviceCachePersister(kari, memoryStorage().storage),
    );
    client.setQueryData(meQueryKey, kari);
    client.setQueryData(['manual'], { facts: {}, sections: [] });
    client.setQueryData(['places', 'Fjell'], []);
    client.setQueryData(['calendar-subscription', 'c1'], { url: 'webcal://secret' });
    const kept = () => dehydrate(client, dehydrateOptions).queries.map((query) => query.queryKey[0]);
    expect(kept()).toEqual(['auth', 'manual']);

    client.setQueryData(meQueryKey, null);
    expect(kept()).toEqual([]);
  });

  it('keeps the last good answer when its refetch failed, and gives it back as an answer', async () => {
    const { storage } = memoryStorage();
    const client = new QueryClient();
    const options = deviceCacheOptions(client, createDeviceCachePersister(kari, storage));
    client.setQueryData(meQueryKey, kari);
    client.setQueryData(['cabin', 'c1'], { id: 'c1', name: 'Fjellstua' });
    // The network goes while the cabin is asked again.
    await client
      .fetchQuery({
        queryKey: ['cabin', 'c1'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['cabin', 'c1'])?.status).toBe('error');

    await options.persister.persistClient({
      timestamp: Date.now(),
      buster: '1',
      clientState: dehydrate(client, options.dehydrateOptions),
    });
    const restored = await createDeviceCachePersister(undefined, storage).restoreClient();
    const cabin = restored?.clientState.queries.find((query) => query.queryKey[0] === 'cabin');
    expect(cabin?.state).toMatchObject({ status: 'success', error: null, data: { name: 'Fjellstua' } });
  });
});
