import { BADGE_CLEAR_DELAY_MS, BADGE_PERIODIC_SYNC_MS } from '@shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppBadge } from './use-app-badge';

// Product sections 4 and 9, issue #10: in view the icon is cleared 1 s after focus or visibility;
// hidden, the icon shows the unread count, the worker is told (`update-badge`), and a background
// sync is arranged to refresh it.

let visibility: DocumentVisibilityState = 'visible';
let badgeCalls: string[] = [];
let workerMessages: unknown[] = [];

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

type FakeRegistration = { active: object; sync?: object; periodicSync?: object };

function stubServiceWorker(registration: FakeRegistration | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: { postMessage: (message: unknown) => workerMessages.push(message) },
      getRegistration: async () => registration,
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  badgeCalls = [];
  workerMessages = [];
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'setAppBadge', {
    configurable: true,
    value: async (count?: number) => {
      badgeCalls.push(`set:${count}`);
    },
  });
  Object.defineProperty(navigator, 'clearAppBadge', {
    configurable: true,
    value: async () => {
      badgeCalls.push('clear');
    },
  });
  stubServiceWorker(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const key of ['setAppBadge', 'clearAppBadge', 'serviceWorker']) Reflect.deleteProperty(navigator, key);
});

describe('useAppBadge', () => {
  it('clears the icon 1 s after the page is in view, not before', async () => {
    renderHook(() => useAppBadge(3));
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS - 1));
    expect(badgeCalls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(badgeCalls).toEqual(['clear']);
  });

  it('shows the unread count when the page is hidden and tells the service worker', async () => {
    renderHook(() => useAppBadge(3));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(badgeCalls).toEqual(['set:3']);
    expect(workerMessages).toEqual([{ type: 'update-badge', count: 3 }]);
    // The clear that was waiting for the 1 s is dropped: the icon keeps the count.
    await act(() => vi.advanceTimersByTimeAsync(5 * BADGE_CLEAR_DELAY_MS));
    expect(badgeCalls).toEqual(['set:3']);
  });

  it('follows the count while hidden, and clears 1 s after the page comes back or gains focus', async () => {
    const { rerender } = renderHook(({ count }) => useAppBadge(count), { initialProps: { count: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    setVisibility('hidden');
    rerender({ count: 2 });
    rerender({ count: 0 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(badgeCalls).toEqual(['clear', 'set:1', 'set:2', 'clear']);
    expect(workerMessages).toEqual([
      { type: 'update-badge', count: 1 },
      { type: 'update-badge', count: 2 },
      { type: 'update-badge', count: 0 },
    ]);

    badgeCalls = [];
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    expect(badgeCalls).toEqual(['clear']);

    badgeCalls = [];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    expect(badgeCalls).toEqual(['clear']);
  });

  it('counts in view are the bell’s business: the icon is not set while the page is visible', async () => {
    const { rerender } = renderHook(({ count }) => useAppBadge(count), { initialProps: { count: 1 } });
    rerender({ count: 5 });
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    expect(badgeCalls).toEqual(['clear']);
    expect(workerMessages).toEqual([]);
  });

  it('clears the icon and tells the worker when the shell goes away (sign-out)', async () => {
    const { unmount } = renderHook(() => useAppBadge(4));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    expect(badgeCalls).toEqual(['clear']);
    expect(workerMessages).toEqual([{ type: 'clear-badge' }]);
  });

  it('arranges a periodic refresh where the browser has periodic sync, and drops it on sign-out', async () => {
    const periodicSync = { register: vi.fn(async () => {}), unregister: vi.fn(async () => {}) };
    const sync = { register: vi.fn(async () => {}) };
    stubServiceWorker({ active: {}, periodicSync, sync });
    const { unmount } = renderHook(() => useAppBadge(2));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(periodicSync.register).toHaveBeenCalledWith('unread-badge', {
      minInterval: BADGE_PERIODIC_SYNC_MS,
    });
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sync.register).not.toHaveBeenCalled();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(periodicSync.unregister).toHaveBeenCalledWith('unread-badge');
  });

  it('falls back to a one-off background sync when the page is hidden', async () => {
    const sync = { register: vi.fn(async () => {}) };
    stubServiceWorker({ active: {}, sync });
    renderHook(() => useAppBadge(2));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sync.register).toHaveBeenCalledWith('unread-badge');
  });

  it('breaks nothing in a browser without the Badging API, service workers or sync', async () => {
    for (const key of ['setAppBadge', 'clearAppBadge', 'serviceWorker'])
      Reflect.deleteProperty(navigator, key);
    const { unmount } = renderHook(() => useAppBadge(2));
    setVisibility('hidden');
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(BADGE_CLEAR_DELAY_MS));
    unmount();
    expect(badgeCalls).toEqual([]);
  });

  it('breaks nothing when a sync registration is refused', async () => {
    const periodicSync = {
      register: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    };
    stubServiceWorker({ active: {}, periodicSync });
    renderHook(() => useAppBadge(2));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(periodicSync.register).toHaveBeenCalled();
    expect(badgeCalls).toEqual(['set:2']);
  });
});
