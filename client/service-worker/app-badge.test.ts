import { describe, expect, it, vi } from 'vitest';
import { type BadgeTarget, clearBadge, refreshBadgeFromServer, showUnreadOnBadge } from './app-badge';
import { isServiceWorkerMessage } from './messages';

function recordingTarget() {
  const calls: string[] = [];
  const target: BadgeTarget = {
    setAppBadge: vi.fn(async (count?: number) => {
      calls.push(`set:${count}`);
    }),
    clearAppBadge: vi.fn(async () => {
      calls.push('clear');
    }),
  };
  return { target, calls };
}

const countResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the app icon badge', () => {
  it('shows a positive count and clears at zero', async () => {
    const { target, calls } = recordingTarget();
    await showUnreadOnBadge(target, 3);
    await showUnreadOnBadge(target, 0);
    await clearBadge(target);
    expect(calls).toEqual(['set:3', 'clear', 'clear']);
  });

  it('does nothing, and throws nothing, where the Badging API is missing or refuses', async () => {
    await expect(showUnreadOnBadge({}, 2)).resolves.toBeUndefined();
    await expect(clearBadge({})).resolves.toBeUndefined();
    const refusing: BadgeTarget = {
      setAppBadge: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
      clearAppBadge: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    };
    await expect(showUnreadOnBadge(refusing, 2)).resolves.toBeUndefined();
    await expect(clearBadge(refusing)).resolves.toBeUndefined();
  });
});

describe('the service worker’s background refresh', () => {
  it('asks for the unread count with the session, bypassing every cache, and shows it', async () => {
    const { target, calls } = recordingTarget();
    const fetchCount = vi.fn(async () => countResponse(200, { count: 4 }));
    await refreshBadgeFromServer(target, fetchCount);
    expect(fetchCount).toHaveBeenCalledWith('/api/notifications/unread-count', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    expect(calls).toEqual(['set:4']);
  });

  it('clears the icon when the user is signed out (401)', async () => {
    const { target, calls } = recordingTarget();
    await refreshBadgeFromServer(target, async () => countResponse(401, { message: 'Unauthorized' }));
    expect(calls).toEqual(['clear']);
  });

  it('keeps what the icon shows on a server error, a broken answer or no network', async () => {
    const { target, calls } = recordingTarget();
    await refreshBadgeFromServer(target, async () => countResponse(500, { message: 'Oops' }));
    await refreshBadgeFromServer(target, async () => countResponse(200, { count: -1 }));
    await refreshBadgeFromServer(target, async () => new Response('not json', { status: 200 }));
    await refreshBadgeFromServer(target, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(calls).toEqual([]);
  });
});

describe('messages from the page', () => {
  it.each([
    [{ type: 'update-badge', count: 2 }, true],
    [{ type: 'update-badge', count: 0 }, true],
    [{ type: 'clear-badge' }, true],
    [{ type: 'skip-waiting' }, true],
    [{ type: 'update-badge', count: -1 }, false],
    [{ type: 'update-badge', count: 1.5 }, false],
    [{ type: 'update-badge', count: '2' }, false],
    [{ type: 'update-badge' }, false],
    [{ type: 'something-else' }, false],
    ['update-badge', false],
    [null, false],
  ])('%j is understood: %s', (message, understood) => {
    expect(isServiceWorkerMessage(message)).toBe(understood);
  });
});
