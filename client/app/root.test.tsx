import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeLanguage, startLanguage } from '@/lib/language';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { Root } from './root';

// Issue #11: the entry shows the landing page from a plain session read and loads the rest of
// the app (TanStack Query, the sign-in page, the shell) only when it is needed, without asking
// for the session a second time.

function renderRoot(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Root />
    </Router>,
  );
  return location;
}

afterEach(() => {
  startLanguage('en');
  Reflect.deleteProperty(navigator, 'onLine');
  onlineManager.setOnline(true);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the entry', () => {
  it('shows a signed-out visitor the landing page, and the sign-in page without asking again', async () => {
    const { calls } = stubApi({
      'GET /api/identity/get-session': json(200, null),
      'GET /api/auth/me': json(401, { message: 'Unauthorized' }),
    });
    renderRoot();
    expect(await screen.findByRole('heading', { level: 1, name: /Share the cabin/ })).toBeTruthy();

    await userEvent.click(screen.getAllByRole('link', { name: 'Sign in' })[0] as HTMLElement);
    expect(await screen.findByRole('tab', { name: 'Sign in', selected: true })).toBeTruthy();
    // The sign-in page's identity client asks its own session (a full URL); the app asked once.
    expect(callsTo(calls, 'GET /api/identity/get-session')).toHaveLength(1);
    expect(callsTo(calls, 'GET /api/auth/me')).toEqual([]);
  });

  it('opens the signed-in shell for a session, asking for the user once', async () => {
    const { calls } = stubApi({
      'GET /api/identity/get-session': json(200, { session: { id: 's1' }, user: { id: kari.id } }),
      'GET /api/auth/me': json(200, { user: kari }),
    });
    renderRoot();
    expect(await screen.findByTestId('desktop-nav')).toBeTruthy();
    expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Share the cabin/ })).toBeNull();
  });

  it('on the page the server sends with a session cookie, asks for the user at once', async () => {
    const hint = document.createElement('meta');
    hint.name = 'hytta-session';
    hint.content = 'likely';
    document.head.append(hint);
    try {
      const { calls } = stubApi({
        'GET /api/identity/get-session': json(200, null),
        'GET /api/auth/me': json(200, { user: kari }),
      });
      renderRoot();
      expect(await screen.findByTestId('desktop-nav')).toBeTruthy();
      expect(callsTo(calls, 'GET /api/identity/get-session')).toEqual([]);
      expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1);
    } finally {
      hint.remove();
    }
  });

  it('with a stale session cookie, shows the landing page after one refused user read', async () => {
    const hint = document.createElement('meta');
    hint.name = 'hytta-session';
    hint.content = 'likely';
    document.head.append(hint);
    try {
      const { calls } = stubApi({ 'GET /api/auth/me': json(401, { message: 'Unauthorized' }) });
      renderRoot();
      expect(await screen.findByRole('heading', { level: 1, name: /Share the cabin/ })).toBeTruthy();
      expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1);
    } finally {
      hint.remove();
    }
  });

  it('opened offline, asks nothing and says so instead of showing the landing page', async () => {
    const { calls } = stubApi({});
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderRoot();
    expect((await screen.findByRole('heading', { level: 1, name: "You're offline" })).textContent).toBe(
      "You're offline",
    );
    expect(calls).toEqual([]);
  });

  it('shows the landing page in Norwegian, switches to English at once and keeps it for sign-in', async () => {
    stubApi({ 'GET /api/identity/get-session': json(200, null) });
    // As main.tsx starts when nothing is stored: Norwegian.
    startLanguage('no');
    renderRoot();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Del hytta – uten styr og dobbeltbookinger' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('no');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'English');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Share the cabin – without the hassle or double bookings',
    );
    expect(localStorage.getItem('language')).toBe('en');

    // The sign-in page comes with i18next, which takes the language chosen on the landing page.
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign in' })[0] as HTMLElement);
    expect(await screen.findByRole('tab', { name: 'Sign in', selected: true })).toBeTruthy();
  });

  it('opens the sign-in page in the language stored, and switches it there', async () => {
    stubApi({ 'GET /api/identity/get-session': json(200, null) });
    await changeLanguage('no');
    renderRoot('/auth');
    expect(await screen.findByRole('tab', { name: 'Logg inn', selected: true })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'English');
    expect(await screen.findByRole('tab', { name: 'Sign in', selected: true })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
  });
});
