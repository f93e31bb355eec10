import { isBadgeCount, UNREAD_COUNT_PATH } from './messages';

/**
 * The Badging API as both `Navigator` (page) and `WorkerNavigator` (service worker) offer it;
 * either method may be missing (Firefox, older Safari), and then the badge is silently left alone.
 */
export type BadgeTarget = {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Shows `count` on the app icon, or clears it at 0. Never throws: a browser that refuses (no
 * permission, not installed) leaves the icon as it was and nothing else breaks.
 */
export async function showUnreadOnBadge(target: BadgeTarget, count: number): Promise<void> {
  try {
    if (count > 0) await target.setAppBadge?.(count);
    else await target.clearAppBadge?.();
  } catch {
    // The badge is a hint; a refusal is not worth an error anywhere.
  }
}

export async function clearBadge(target: BadgeTarget): Promise<void> {
  try {
    await target.clearAppBadge?.();
  } catch {
    // As above: nothing to tell the user.
  }
}

/**
 * The service worker's background refresh: asks the server for the unread count (with the
 * session cookie, never from or into a cache) and shows it. Signed out (401) clears the badge;
 * every other failure, offline included, keeps what the icon shows until the next sync.
 */
export async function refreshBadgeFromServer(
  target: BadgeTarget,
  fetchCount: (path: string, init: RequestInit) => Promise<Response>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchCount(UNREAD_COUNT_PATH, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return;
  }
  if (response.status === 401) {
    await clearBadge(target);
    return;
  }
  if (!response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'count' in body && isBadgeCount(body.count)) {
    await showUnreadOnBadge(target, body.count);
  }
}
