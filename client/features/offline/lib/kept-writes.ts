import { useSyncExternalStore } from 'react';

// Which waiting writes are on the device (issue #36 item 15): a write made offline is shown as
// waiting only once it is written to IndexedDB, so closing the app right after it shows as
// waiting cannot lose it. Null while this app keeps nothing on the device (no IndexedDB, or the
// component tests): every waiting write is shown.

let kept: ReadonlySet<string> | null = null;
let flushDevice: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** Set by the device cache: the waiting writes (by `signatureOf`) in what it last wrote. */
export function setKeptWrites(signatures: ReadonlySet<string> | null): void {
  kept = signatures;
  for (const listener of listeners) listener();
}

/** Set by the device cache: writes what is pending now. */
export function setDeviceFlush(flush: (() => Promise<void>) | null): void {
  flushDevice = flush;
}

/** The waiting writes on the device, or null when nothing is kept on it. */
export function useKeptWrites(): ReadonlySet<string> | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => kept,
  );
}

/**
 * Settles once what the app holds now, a write just made among it, is on the device: for "saved
 * on this device", said only when it is true. At once when nothing is kept on the device.
 */
export const keptOnDevice = (): Promise<void> => flushDevice?.() ?? Promise.resolve();
