// Issue #18: on a repeat visit the app shows what the device kept, and reading it from IndexedDB
// takes a few hundred milliseconds on a slow phone. The entry starts that read as soon as a
// signed-in start is likely, while the app's own code is still downloading, with the plain
// IndexedDB API (idb-keyval's database and store, which the device cache uses: no library in the
// entry). The device cache takes the value once instead of reading it again.

import { indexedDbAvailable } from './indexed-db';

/** idb-keyval's default database and store, and the device cache's key in it. */
const DATABASE = 'keyval-store';
const STORE = 'keyval';
export const DEVICE_CACHE_KEY = 'hytta-device-cache';

let early: Promise<string | undefined> | null = null;

function readOnce(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const nothing = () => resolve(undefined);
    const opened = indexedDB.open(DATABASE);
    // Not there yet: never create it here (idb-keyval creates it with its store on first use).
    opened.onupgradeneeded = () => opened.transaction?.abort();
    opened.onerror = nothing;
    opened.onblocked = nothing;
    opened.onsuccess = () => {
      const database = opened.result;
      try {
        if (!database.objectStoreNames.contains(STORE)) return nothing();
        const read = database.transaction(STORE, 'readonly').objectStore(STORE).get(DEVICE_CACHE_KEY);
        read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : undefined);
        read.onerror = nothing;
      } catch {
        nothing();
      } finally {
        database.close();
      }
    };
  });
}

/** Starts reading the device cache's value (once per page); without IndexedDB, nothing. */
export function readDeviceCacheEarly(): void {
  if (early || !indexedDbAvailable()) return;
  early = readOnce();
}

/**
 * The early read's value, once: the first read of the device cache's key takes it; every later one
 * (or one without an early read) reads IndexedDB itself. A failed early read is no value.
 */
export function takeEarlyDeviceCacheRead(key: string): Promise<string | undefined> | null {
  if (key !== DEVICE_CACHE_KEY || !early) return null;
  const value = early;
  early = null;
  return value;
}
