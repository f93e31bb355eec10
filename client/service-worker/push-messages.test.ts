import { describe, expect, it, vi } from 'vitest';
import { pathOfNotification, readPushMessage, showPushMessage } from './push-messages';

describe('push messages in the service worker', () => {
  it('shows the title and text with the app icon, and puts the count on the badge', async () => {
    const showNotification = vi.fn(async () => undefined);
    const setAppBadge = vi.fn(async () => undefined);
    const message = readPushMessage({
      title: 'Ny bookingforespørsel',
      body: 'Mona vil bo',
      path: '/visits',
      unread: 3,
    });
    expect(message).not.toBeNull();
    if (!message) return;
    await showPushMessage({ showNotification }, { setAppBadge }, message);
    expect(showNotification).toHaveBeenCalledWith('Ny bookingforespørsel', {
      body: 'Mona vil bo',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { path: '/visits' },
      tag: '/visits',
    });
    expect(setAppBadge).toHaveBeenCalledWith(3);
  });

  it('ignores what is not ours and never opens another site', () => {
    expect(readPushMessage('plain text')).toBeNull();
    expect(readPushMessage({ body: 'no title' })).toBeNull();
    expect(readPushMessage({ title: 't', body: 'b', path: 'https://evil.example/', unread: -1 })).toEqual({
      title: 't',
      body: 'b',
      path: '/',
      unread: 0,
    });
    expect(pathOfNotification({ path: '//evil.example/x' })).toBe('/');
    expect(pathOfNotification({ path: '/tasks' })).toBe('/tasks');
    expect(pathOfNotification(null)).toBe('/');
  });
});
