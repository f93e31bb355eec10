/**
 * What the page tells its service worker (issue #10). Shared by both sides so a renamed field
 * cannot drift: the page's `postMessage` and the worker's `message` handler use these types.
 */
export type ServiceWorkerMessage =
  /** The page went to the background: show this many unread notifications on the app icon. */
  | { type: 'update-badge'; count: number }
  /** The user signed out: no count belongs on the icon now. */
  | { type: 'clear-badge' }
  /** The user accepted the new version: the waiting worker takes over at once. */
  | { type: 'skip-waiting' };

/** The tag of the periodic and one-off background syncs that refresh the badge. */
export const BADGE_SYNC_TAG = 'unread-badge';

/** The call the worker makes to refresh the badge: the signed-in user's unread count. */
export const UNREAD_COUNT_PATH = '/api/notifications/unread-count';

export function isServiceWorkerMessage(value: unknown): value is ServiceWorkerMessage {
  if (!value || typeof value !== 'object' || !('type' in value)) return false;
  switch (value.type) {
    case 'update-badge':
      return 'count' in value && isBadgeCount(value.count);
    case 'clear-badge':
    case 'skip-waiting':
      return true;
    default:
      return false;
  }
}

export function isBadgeCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
