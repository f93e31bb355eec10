import type { GuestPage } from '@shared/schemas/guest-links';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

// The guest page's copy on the device (issue #41, decision 061), so a link opened once reads again
// with no signal. The answers carry `no-store`, so no HTTP cache keeps them; the copy is kept in
// IndexedDB under the SHA-256 of the token (the token itself is not written down again), so it is
// only ever given back for the same token, and it is dropped as soon as the link answers 404.

const PREFIX = 'hytta-guest-page:';

/**
 * A database of its own, apart from the member's device cache (decision 034), made on first use:
 * neither ever reads or clears the other's entries.
 */
let guestStore: UseStore | null = null;
const store = () => {
  guestStore ??= createStore('hytta-guest-pages', 'pages');
  return guestStore;
};

async function keyOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${PREFIX}${hex}`;
}

type Copy = { page: GuestPage; savedAt: string };

/** Never throws: a device that cannot store (private mode, no IndexedDB) simply keeps no copy. */
export async function saveGuestCopy(token: string, page: GuestPage): Promise<void> {
  try {
    await set(await keyOf(token), { page, savedAt: new Date().toISOString() } satisfies Copy, store());
  } catch {
    // Nothing kept: the page works online as before.
  }
}

export async function readGuestCopy(token: string): Promise<Copy | null> {
  try {
    const copy = (await get(await keyOf(token), store())) as Copy | undefined;
    // Past the link's end the copy is of no use: the door code may have changed.
    if (!copy || new Date(copy.page.validUntil).getTime() <= Date.now()) return null;
    return copy;
  } catch {
    return null;
  }
}

export async function dropGuestCopy(token: string): Promise<void> {
  try {
    await del(await keyOf(token), store());
  } catch {
    // Nothing was kept.
  }
}
