import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { startOnlineStateFromBrowser } from '@/lib/query-client';
import { json, stubApi } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { App } from './app';

// Issue #10: without a network the app cannot learn who is signed in; it shows its frame with
// the offline notice instead of a blank page or, wrongly, the signed-out landing page.

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  onlineManager.setOnline(true);
  document.head.querySelector('link[rel="manifest"]')?.remove();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('App without a network', () => {
  it('opened offline, it says so and carries on by itself when the network returns', async () => {
    const { calls } = stubApi({
      'GET /api/identity/get-session': json(200, null),
      'GET /api/auth/me': json(401, { message: 'Unauthorized' }),
    });
    setBrowserOnline(false);
    startOnlineStateFromBrowser();
    renderWithApp(<App />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("You're offline");
    // Nothing was asked of the network while it was gone.
    expect(calls).toEqual([]);

    setBrowserOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Signed out: the landing page.
    expect(await screen.findByRole('heading', { level: 1, name: /Share the cabin/ })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/identity/get-session']);
  });

  it('when the server cannot be reached, it says so rather than showing the signed-out page', async () => {
    let reachable = false;
    stubApi({
      'GET /api/auth/me': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json(401, { message: 'Unauthorized' });
      },
    });
    renderWithApp(<App />);
    // The session call is retried once (product section 7) before the screen shows.
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach Hytta" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Share the cabin/ })).toBeNull();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Share the cabin/ })).toBeTruthy();
  });
});

describe('App and the web app manifest', () => {
  it('points the manifest link at the chosen language', async () => {
    stubApi({ 'GET /api/auth/me': json(401, { message: 'Unauthorized' }) });
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    renderWithApp(<App />);
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    await act(() => changeLanguage('no'));
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
