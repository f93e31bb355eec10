import { type DehydratedState, hashKey, type Mutation, type MutationKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

// Issue #36 item 15: what the device keeps was written up to 200 ms late (TanStack's
// createAsyncStoragePersister throttles its writes, `throttleTime`, 1000 ms by default and 200 ms
// here), so a write shown as waiting, or a manual just opened, was lost when the app was closed in
// that moment. This writer keeps the throttle for ordinary saves (a busy screen changes the cache
// many times a second, and every save writes the whole cache), but writes at once (in the next
// task, so the write's optimistic change to the screen's answers, made in the same moment, is in
// it too) when a save holds a waiting write that is not on the device yet, and writes whatever is
// pending on `flush`
// (the page hidden or closed). IndexedDB runs read-write transactions on one store in the order
// they were made, so writes issued one after another land in that order.

/** One waiting write, as it is named both in the mutation cache and in what was saved. */
export const writeSignature = (mutationKey: MutationKey | undefined, submittedAt: number): string =>
  `${hashKey(mutationKey ?? [])}@${submittedAt}`;

/** The signature of a write in the mutation cache. */
export const signatureOf = (
  mutation: Pick<Mutation<unknown, Error, unknown, unknown>, 'options' | 'state'>,
) => writeSignature(mutation.options.mutationKey, mutation.state.submittedAt);

/** The waiting writes a saved client holds. */
export function waitingWritesIn(clientState: DehydratedState): Set<string> {
  return new Set(
    clientState.mutations
      .filter((mutation) => mutation.state.isPaused)
      .map((mutation) => writeSignature(mutation.mutationKey, mutation.state.submittedAt)),
  );
}

export type DeviceCacheWriter = {
  /** A new state of the cache: written now or within `throttleMs`. */
  save: (client: PersistedClient) => Promise<void>;
  /** Writes the latest state now; settles once every write made so far is on the device. */
  flush: () => Promise<void>;
  /** Forgets a state not yet written (the device's cache is being removed). */
  cancel: () => void;
};

export type DeviceCacheWriterOptions = {
  /** Writes one state to the device (serialised, to IndexedDB). */
  write: (client: PersistedClient) => Promise<void>;
  throttleMs: number;
  /** Told after each state is on the device. */
  onWritten?: (client: PersistedClient) => void;
  now?: () => number;
};

export function createDeviceCacheWriter({
  write,
  throttleMs,
  onWritten,
  now = Date.now,
}: DeviceCacheWriterOptions): DeviceCacheWriter {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The pending timer is the prompt one for a new waiting write. */
  let prompt = false;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let issued = new Set<string>();
  const inFlight = new Set<Promise<void>>();

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    prompt = false;
  };

  const writeLatest = (): Promise<void> => {
    stopTimer();
    const client = latest;
    latest = null;
    if (!client) return Promise.resolve();
    lastWriteAt = now();
    issued = waitingWritesIn(client.clientState);
    const written: Promise<void> = write(client).then(
      () => onWritten?.(client),
      // Not written (storage full or gone): the app works on; the next save tries again.
      () => undefined,
    );
    inFlight.add(written);
    void written.finally(() => inFlight.delete(written));
    return written;
  };

  return {
    save: (client) => {
      latest = client;
      const holdsNewWrite = [...waitingWritesIn(client.clientState)].some((write) => !issued.has(write));
      const sinceLast = now() - lastWriteAt;
      if (holdsNewWrite) {
        if (!prompt) {
          stopTimer();
          prompt = true;
          timer = setTimeout(() => void writeLatest(), 0);
        }
        return Promise.resolve();
      }
      if (sinceLast >= throttleMs && timer === null) return writeLatest();
      timer ??= setTimeout(() => void writeLatest(), throttleMs - sinceLast);
      return Promise.resolve();
    },
    flush: () => {
      void writeLatest();
      return Promise.all([...inFlight]).then(() => undefined);
    },
    cancel: () => {
      stopTimer();
      latest = null;
    },
  };
}
