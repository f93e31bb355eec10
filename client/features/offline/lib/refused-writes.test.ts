import { dehydrate, hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { apiFetch, setShownCabin } from '@/lib/api-client';
import { kari } from '@/test/fixtures';
import { createDeviceCachePersister, deviceCacheOptions } from './device-cache';
import { offlineWrite, registerOfflineWrite } from './offline-write';
import {
  dropRefusedWrite,
  isRefusedForCabin,
  keepRefusedWrites,
  labelOfWrite,
  refusedWrites,
  sendRefusedWrites,
} from './refused-writes';

// Issue #36 item 4: a write queued offline in one cabin is sent with that cabin named; when the
// user is in another cabin by then, the server refuses it (409 cabin_changed) and the write stays
// on the device, marked, until it is sent to its own cabin or dropped. It never lands in the cabin
// that happens to be current, and it does not hold the writes behind it.

afterEach(() => {
  onlineManager.setOnline(true);
  setShownCabin(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's rule for notes in a cabin: X-Cabin-Id must name the caller's current cabin. */
function fakeServer(current: string) {
  const server = { current, notes: { 'cabin-a': [] as string[], 'cabin-b': [] as string[] } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { text?: string; cabinId?: string };
      if (String(input) === '/api/user/switch-cabin') {
        server.current = body.cabinId ?? server.current;
        return json(200, { message: 'Switched' });
      }
      const claimed = new Headers(init?.headers).get('X-Cabin-Id');
      if (claimed !== null && claimed !== server.current) {
        return json(409, { message: 'Made for another cabin', code: 'cabin_changed' });
      }
      server.notes[server.current as 'cabin-a' | 'cabin-b'].push(body.text ?? '');
      return json(201, { text: body.text });
    }),
  );
  return server;
}

type Note = { text: string; cabinId: string; label: string; queued?: boolean };
const key = ['notes', 'add'] as const;

function appWithNotes() {
  const queryClient = new QueryClient();
  queryClient.mount();
  registerOfflineWrite(
    queryClient,
    offlineWrite<unknown, Note>({
      mutationKey: key,
      mutationFn: ({ text, cabinId }) => apiFetch('/api/notes', { method: 'POST', body: { text }, cabinId }),
    }),
  );
  const stopKeeping = keepRefusedWrites(queryClient);
  const write = (note: Note) =>
    new MutationObserver<unknown, Error, Note>(queryClient, { mutationKey: key })
      .mutate(note)
      .catch(() => undefined);
  return { queryClient, write, stopKeeping };
}

const switchOn = (server: { current: string }) => async (cabinId: string) => {
  await apiFetch('/api/user/switch-cabin', { method: 'POST', body: { cabinId } });
  expect(server.current).toBe(cabinId);
};

describe('a queued write whose cabin is no longer the current one', () => {
  it('is refused instead of landing in the current cabin, stays marked, and lets the writes behind it go', async () => {
    // Offline in cabin A: Melk is written down; then, on another device, the user switches to B.
    const server = fakeServer('cabin-a');
    const { queryClient, write } = appWithNotes();
    setShownCabin('cabin-a');
    onlineManager.setOnline(false);
    const melk = write({ text: 'Melk', cabinId: 'cabin-a', label: 'Melk' });
    const ved = write({ text: 'Ved', cabinId: 'cabin-b', label: 'Ved' });
    server.current = 'cabin-b';

    onlineManager.setOnline(true);
    await Promise.all([melk, ved]);
    expect(server.notes).toEqual({ 'cabin-a': [], 'cabin-b': ['Ved'] });
    expect(refusedWrites(queryClient).map(labelOfWrite)).toEqual(['Melk']);
    queryClient.unmount();
  });

  it('is kept on the device, and kept beyond TanStack’s five minutes after the app opens again', async () => {
    const server = fakeServer('cabin-b');
    const before = appWithNotes();
    await before.write({ text: 'Melk', cabinId: 'cabin-a', label: 'Melk' });
    expect(server.notes['cabin-b']).toEqual([]);
    before.queryClient.setQueryData(meQueryKey, kari);
    const { dehydrateOptions } = deviceCacheOptions(
      before.queryClient,
      createDeviceCachePersister(kari, {
        getItem: () => null,
        setItem: () => undefined,
        removeItem: () => {},
      }),
    );
    const kept = JSON.parse(JSON.stringify(dehydrate(before.queryClient, dehydrateOptions)));
    expect(kept.mutations).toHaveLength(1);

    vi.useFakeTimers();
    const after = new QueryClient();
    hydrate(after, kept);
    const stop = keepRefusedWrites(after);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(refusedWrites(after).map(labelOfWrite)).toEqual(['Melk']);
    stop();
  });

  it('"Send to <cabin>" switches to its cabin first and sends it there, in order; "Drop" removes one', async () => {
    const server = fakeServer('cabin-a');
    const { queryClient, write } = appWithNotes();
    onlineManager.setOnline(false);
    const writes = [
      write({ text: 'Melk', cabinId: 'cabin-a', label: 'Melk' }),
      write({ text: 'Brød', cabinId: 'cabin-a', label: 'Brød' }),
      write({ text: 'Ost', cabinId: 'cabin-a', label: 'Ost' }),
    ];
    server.current = 'cabin-b';
    onlineManager.setOnline(true);
    await Promise.all(writes);
    const [, brød] = refusedWrites(queryClient);
    expect(brød && isRefusedForCabin(brød)).toBe(true);
    if (brød) dropRefusedWrite(queryClient, brød);
    expect(refusedWrites(queryClient).map(labelOfWrite)).toEqual(['Melk', 'Ost']);

    await sendRefusedWrites(queryClient, 'cabin-a', switchOn(server));
    await expect.poll(() => server.notes['cabin-a']).toEqual(['Melk', 'Ost']);
    expect(server.notes['cabin-b']).toEqual([]);
    expect(refusedWrites(queryClient)).toEqual([]);
    queryClient.unmount();
  });

  it('stays when the switch to its cabin fails, so nothing is sent anywhere', async () => {
    const server = fakeServer('cabin-b');
    const { queryClient, write } = appWithNotes();
    await write({ text: 'Melk', cabinId: 'cabin-a', label: 'Melk' });
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendRefusedWrites(queryClient, 'cabin-a', failing)).rejects.toThrow('Failed to fetch');
    expect(refusedWrites(queryClient).map(labelOfWrite)).toEqual(['Melk']);
    expect(server.notes).toEqual({ 'cabin-a': [], 'cabin-b': [] });
    queryClient.unmount();
  });
});
