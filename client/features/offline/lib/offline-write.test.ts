import { dehydrate, hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineWrite, registerOfflineWrite, registerOfflineWrites } from './offline-write';

// Writes made offline wait, in order, and are sent after a restart with the functions registered
// for their keys (decision 034).

afterEach(() => onlineManager.setOnline(true));

const key = ['notes', 'add'] as const;

function noteWrite(sent: string[]) {
  return (queryClient: QueryClient) =>
    registerOfflineWrite(
      queryClient,
      offlineWrite<string, { text: string }>({
        mutationKey: key,
        mutationFn: async ({ text }) => {
          sent.push(text);
          return text;
        },
      }),
    );
}

describe('writes that wait for the network', () => {
  it('wait while offline and go in the order they were made once online', async () => {
    const sent: string[] = [];
    const queryClient = new QueryClient();
    // As the app's provider does: the client hears the network come back.
    queryClient.mount();
    noteWrite(sent)(queryClient);
    onlineManager.setOnline(false);
    const first = new MutationObserver<string, Error, { text: string }>(queryClient, {
      mutationKey: key,
    }).mutate({ text: 'tick' });
    const second = new MutationObserver<string, Error, { text: string }>(queryClient, {
      mutationKey: key,
    }).mutate({ text: 'add' });
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(queryClient.getMutationCache().findAll({ predicate: (m) => m.state.isPaused })).toHaveLength(2);

    onlineManager.setOnline(true);
    await Promise.all([first, second]);
    expect(sent).toEqual(['tick', 'add']);
    queryClient.unmount();
  });

  it('made before a restart, are sent with the registered functions, once', async () => {
    onlineManager.setOnline(false);
    const before = new QueryClient();
    noteWrite([])(before);
    void new MutationObserver<string, Error, { text: string }>(before, { mutationKey: key })
      .mutate({ text: 'Brød' })
      .catch(() => undefined);
    await Promise.resolve();
    const kept = JSON.parse(JSON.stringify(dehydrate(before)));
    expect(kept.mutations).toHaveLength(1);

    // The app opened again: the kept write comes back with its key and variables only.
    const after = new QueryClient();
    hydrate(after, kept);
    onlineManager.setOnline(true);
    const sent: string[] = [];
    registerOfflineWrites(after, [noteWrite(sent)]);
    await expect.poll(() => sent).toEqual(['Brød']);
    await expect.poll(() => after.getMutationCache().getAll()[0]?.state.status).toBe('success');
  });

  it('are not sent at all while one of them has no registered function', async () => {
    onlineManager.setOnline(false);
    const before = new QueryClient();
    before.setMutationDefaults(['unknown'], { mutationFn: async () => 'x' });
    void new MutationObserver(before, { mutationKey: ['unknown'] }).mutate().catch(() => undefined);
    await Promise.resolve();
    const kept = JSON.parse(JSON.stringify(dehydrate(before)));

    const after = new QueryClient();
    hydrate(after, kept);
    onlineManager.setOnline(true);
    registerOfflineWrites(after, [noteWrite([])]);
    await Promise.resolve();
    // Still waiting, not failed for want of a function.
    expect(after.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
  });
});
