import type { Page } from '@playwright/test';

export type KeptOnDevice = {
  /** Writes waiting to be sent. */
  writes: number;
  /** The kept answers: each query's key and data. */
  answers: Array<{ queryKey: unknown[]; data: unknown }>;
};

/** What the device keeps in IndexedDB (TanStack's persisted client in idb-keyval's store). */
export async function keptOnDevice(page: Page): Promise<KeptOnDevice> {
  return page.evaluate(
    () =>
      new Promise<KeptOnDevice>((resolve, reject) => {
        const nothing = { writes: 0, answers: [] };
        const opened = indexedDB.open('keyval-store');
        // Not there yet: never create it here, or the app's own first open would find no store.
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve(nothing);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(nothing);
          const read = db.transaction('keyval').objectStore('keyval').get('hytta-device-cache');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            type Client = {
              clientState: {
                mutations: unknown[];
                queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
              };
            };
            if (typeof read.result !== 'string') return resolve(nothing);
            const kept = JSON.parse(read.result) as Client;
            resolve({
              writes: kept.clientState.mutations.length,
              answers: kept.clientState.queries.map((query) => ({
                queryKey: query.queryKey,
                data: query.state.data,
              })),
            });
          };
        };
      }),
  );
}

/** The first part of each kept answer's key: which kinds of answer the device holds. */
export const keptAnswerKinds = async (page: Page) =>
  (await keptOnDevice(page)).answers.map((answer) => String(answer.queryKey[0]));
