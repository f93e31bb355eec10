import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kari } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { meQueryKey } from '../api/get-me';
import { AuthPage } from './auth-page';

// Better Auth's client keeps the `fetch` it sees when it is created, so the stub has to be in
// place before the page's modules load.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

type Call = { path: string; method: string; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

let calls: Call[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const never = () => new Promise<Response>(() => {});

/** Answers fetches by path; an unexpected path fails the test loudly. */
function serve(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const rawBody = init?.body;
    const call: Call = {
      path,
      method: init?.method ?? 'GET',
      body: typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined,
    };
    calls.push(call);
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected fetch ${path}`);
    return handler(call);
  });
}

const signedOut = {
  '/api/identity/get-session': () => json(200, null),
  '/api/auth/providers': () => json(200, { providers: [] }),
};

const providerUser = {
  id: 'u1',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  emailVerified: false,
  username: 'kari',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  calls = [];
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderReady(path: string) {
  const result = renderWithApp(<AuthPage />, { path });
  await screen.findByRole('tablist');
  return result;
}

function input(name: string): HTMLInputElement {
  const element = screen.getByLabelText(name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not an input`);
  return element;
}

function errorTextOf(field: HTMLInputElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe('AuthPage mode', () => {
  beforeEach(() => serve(signedOut));

  it.each([
    ['/auth', 'sign-in'],
    ['/auth?tab=login', 'sign-in'],
    ['/auth?mode=sign-in', 'sign-in'],
    ['/auth?tab=register', 'sign-up'],
    ['/auth?mode=sign-up', 'sign-up'],
  ])('%s opens %s', async (path, mode) => {
    await renderReady(path);
    const signUp = mode === 'sign-up';
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      signUp ? 'Create an account' : 'Welcome back',
    );
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe(signUp ? 'Sign up' : 'Sign in');
    expect(screen.queryByLabelText('Full name') !== null).toBe(signUp);
    expect(screen.queryByLabelText('Username or e-mail') !== null).toBe(!signUp);
  });

  it('switching tabs updates the address and the form', async () => {
    const user = userEvent.setup();
    const { location } = await renderReady('/auth?tab=login');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(location.history?.at(-1)).toBe('/auth?mode=sign-up');
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location.history?.at(-1)).toBe('/auth?mode=sign-in');
    expect(screen.getByLabelText('Username or e-mail')).toBeTruthy();
  });

  it('has a home link and the language selector in its header', async () => {
    await renderReady('/auth');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Hytta/ }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});

describe('AuthPage provider loading', () => {
  it('shows "Loading authentication" until the provider answers, then the form', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ '/api/identity/get-session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<AuthPage />, { path: '/auth' });
    expect(screen.getByRole('status').textContent).toBe('Loading authentication');
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(json(200, null));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByText('Loading authentication')).toBeNull();
  });

  it('shows the unavailable message after 3 seconds without an answer', () => {
    vi.useFakeTimers();
    serve({ '/api/identity/get-session': never });
    const { location } = renderWithApp(<AuthPage />, { path: '/auth' });
    expect(screen.getByText('Loading authentication')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByText('The sign-in service is unavailable right now.')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('The sign-in service is unavailable right now.')).toBeTruthy();
    expect(screen.queryByText('Loading authentication')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('shows the unavailable message at once when the provider answers 503', async () => {
    serve({ '/api/identity/get-session': () => json(503, { message: 'down' }) });
    renderWithApp(<AuthPage />, { path: '/auth' });
    expect(await screen.findByText('The sign-in service is unavailable right now.')).toBeTruthy();
  });

  it('shows the unavailable message when the provider cannot be reached', async () => {
    serve({
      '/api/identity/get-session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<AuthPage />, { path: '/auth' });
    expect(await screen.findByText('The sign-in service is unavailable right now.')).toBeTruthy();
  });

  it('enters the app when the provider already has a session', async () => {
    serve({
      '/api/identity/get-session': () =>
        json(200, { session: { id: 's1', userId: 'u1' }, user: providerUser }),
      '/api/auth/clerk-sync': () => json(200, kari),
    });
    const { queryClient } = renderWithApp(<AuthPage />, { path: '/auth' });
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(kari));
    expect(calls.find((call) => call.path === '/api/auth/clerk-sync')?.body).toMatchObject({ clerkId: 'u1' });
  });
});

describe('AuthPage sign-up', () => {
  it('explains every missing field and sends nothing', async () => {
    serve(signedOut);
    const user = userEvent.setup();
    await renderReady('/auth?tab=register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(errorTextOf(input('Username'))).toContain('Choose a username.');
    expect(errorTextOf(input('Full name'))).toContain('Enter your full name.');
    expect(errorTextOf(input('E-mail'))).toContain('Enter your e-mail address.');
    expect(errorTextOf(input('Password'))).toContain('Choose a password.');
    for (const name of ['Username', 'Full name', 'E-mail', 'Password']) {
      expect(input(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(input('Username'));
    expect(calls.map((call) => call.path)).toEqual(['/api/identity/get-session', '/api/auth/providers']);
  });

  it('checks username, e-mail and password rules', async () => {
    serve(signedOut);
    const user = userEvent.setup();
    await renderReady('/auth?mode=sign-up');
    await user.type(input('Username'), 'ab');
    await user.type(input('Full name'), 'Kari Nordmann');
    await user.type(input('E-mail'), 'kari.example.no');
    await user.type(input('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(errorTextOf(input('Username'))).toContain('The username must be between 3 and 30 characters.');
    expect(input('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(errorTextOf(input('E-mail'))).toContain('Enter a valid e-mail address');
    expect(errorTextOf(input('Password'))).toContain('The password must be at least 8 characters.');

    await user.clear(input('Username'));
    await user.type(input('Username'), 'kari nordmann!');
    expect(errorTextOf(input('Username'))).toContain('may only contain letters (a–z), digits');

    await user.clear(input('Username'));
    await user.type(input('Username'), 'kari_n.1');
    expect(input('Username').getAttribute('aria-invalid')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/identity/get-session', '/api/auth/providers']);
  });

  it('signs up, then syncs the user and stores it as the current user', async () => {
    serve({
      ...signedOut,
      '/api/identity/sign-up/email': () => json(200, { signedIn: true, user: providerUser }),
      '/api/auth/clerk-sync': () => json(200, kari),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderReady('/auth?tab=register');
    await user.type(input('Username'), ' kari ');
    await user.type(input('Full name'), 'Kari Nordmann');
    await user.type(input('E-mail'), 'kari@example.no');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(kari));
    expect(calls.find((call) => call.path === '/api/identity/sign-up/email')?.body).toEqual({
      email: 'kari@example.no',
      password: 'hemmelig-passord',
      name: 'Kari Nordmann',
      username: 'kari',
    });
    expect(calls.find((call) => call.path === '/api/auth/clerk-sync')?.body).toEqual({
      clerkId: 'u1',
      username: 'kari',
      fullName: 'Kari Nordmann',
      email: 'kari@example.no',
      profilePicture: null,
    });
  });

  it('asks to open the mailed link when the server wants the address confirmed first', async () => {
    serve({
      ...signedOut,
      '/api/identity/sign-up/email': () => json(200, { signedIn: false, user: providerUser }),
    });
    const user = userEvent.setup();
    await renderReady('/auth?tab=register');
    await user.type(input('Username'), 'kari');
    await user.type(input('Full name'), 'Kari Nordmann');
    await user.type(input('E-mail'), 'kari@example.no');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('check-inbox')).textContent).toBe(
      'Check your inbox: open the link we sent to kari@example.no, then sign in.',
    );
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/clerk-sync');
  });

  it.each([
    [
      'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER',
      400,
      'That username is already taken. Please choose another.',
    ],
    ['USERNAME_IS_ALREADY_TAKEN', 400, 'That username is already taken. Please choose another.'],
    [
      'USER_ALREADY_EXISTS',
      422,
      'An account with this e-mail address already exists. Try signing in instead.',
    ],
  ])('maps %s to a localized message and keeps what was typed', async (code, status, message) => {
    serve({ ...signedOut, '/api/identity/sign-up/email': () => json(status, { code, message: 'raw' }) });
    const user = userEvent.setup();
    await renderReady('/auth?tab=register');
    await user.type(input('Username'), 'kari');
    await user.type(input('Full name'), 'Kari Nordmann');
    await user.type(input('E-mail'), 'kari@example.no');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input('Username').value).toBe('kari');
    expect(input('Full name').value).toBe('Kari Nordmann');
    expect(input('E-mail').value).toBe('kari@example.no');
    expect(input('Password').value).toBe('hemmelig-passord');
    expect(screen.getByRole('button', { name: 'Create account' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('AuthPage sign-in', () => {
  it('requires both fields', async () => {
    serve(signedOut);
    const user = userEvent.setup();
    await renderReady('/auth');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorTextOf(input('Username or e-mail'))).toContain('Enter your username or e-mail address.');
    expect(errorTextOf(input('Password'))).toContain('Enter your password.');
    expect(calls.map((call) => call.path)).toEqual(['/api/identity/get-session', '/api/auth/providers']);
  });

  it('signs in by username and shows a wrong password in words', async () => {
    serve({
      ...signedOut,
      '/api/identity/sign-in/username': () =>
        json(401, { code: 'INVALID_USERNAME_OR_PASSWORD', message: 'Invalid username or password' }),
    });
    const user = userEvent.setup();
    await renderReady('/auth');
    await user.type(input('Username or e-mail'), 'kari');
    await user.type(input('Password'), 'feil-passord');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
    expect(calls.at(-1)).toMatchObject({
      path: '/api/identity/sign-in/username',
      method: 'POST',
      body: { username: 'kari', password: 'feil-passord' },
    });
    expect(input('Username or e-mail').value).toBe('kari');
    expect(input('Password').value).toBe('feil-passord');
  });

  it('signs in by e-mail when the identifier has an @', async () => {
    serve({
      ...signedOut,
      '/api/identity/sign-in/email': () =>
        json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    const user = userEvent.setup();
    await renderReady('/auth');
    await user.type(input('Username or e-mail'), 'kari@example.no');
    await user.type(input('Password'), 'feil-passord');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail address or password.');
    expect(calls.at(-1)).toMatchObject({
      path: '/api/identity/sign-in/email',
      body: { email: 'kari@example.no', password: 'feil-passord' },
    });
  });

  it.each([
    [429, {}, 'Too many attempts. Please wait a moment and try again.'],
    [400, { code: 'SOMETHING_NEW', message: 'The server says no' }, 'The server says no'],
  ])('answers status %s in words', async (status, body, message) => {
    serve({ ...signedOut, '/api/identity/sign-in/username': () => json(status, body) });
    const user = userEvent.setup();
    await renderReady('/auth');
    await user.type(input('Username or e-mail'), 'kari');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('disables the button and says "Signing in…" while signing in, then enters the app', async () => {
    let answer: (response: Response) => void = () => {};
    serve({
      ...signedOut,
      '/api/identity/sign-in/username': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/auth/clerk-sync': () => json(200, kari),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderReady('/auth');
    await user.type(input('Username or e-mail'), 'kari');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(json(200, { redirect: false, user: providerUser }));

    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(kari));
    expect(calls.find((call) => call.path === '/api/auth/clerk-sync')?.body).toEqual({
      clerkId: 'u1',
      username: 'kari',
      fullName: 'Kari Nordmann',
      email: 'kari@example.no',
      profilePicture: null,
    });
  });

  it('shows a destructive toast when the sync fails twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({
      ...signedOut,
      '/api/identity/sign-in/username': () => json(200, { redirect: false, user: providerUser }),
      '/api/auth/clerk-sync': () => json(500, { message: 'Database is down' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderReady('/auth');
    await user.type(input('Username or e-mail'), 'kari');
    await user.type(input('Password'), 'hemmelig-passord');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/clerk-sync')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain('Database is down');
    expect(calls.filter((call) => call.path === '/api/auth/clerk-sync')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
    expect(input('Username or e-mail').value).toBe('kari');
  });
});

describe('AuthPage sign-in through a provider (issue #39)', () => {
  const withProviders = {
    ...signedOut,
    '/api/auth/providers': () =>
      json(200, {
        providers: [
          { id: 'vipps', name: 'Vipps' },
          { id: 'google', name: 'Google' },
        ],
      }),
  };

  it('shows no provider button when none is configured', async () => {
    serve(signedOut);
    await renderReady('/auth');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth/providers'));
    expect(screen.queryByTestId('provider-buttons')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('has a button per provider, which sends the browser to the address the server answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      serve({
        ...withProviders,
        '/api/identity/sign-in/social': () =>
          json(200, { url: 'https://login.vipps.no/authorize?x=1', redirect: true }),
      });
      const user = userEvent.setup();
      await renderReady('/auth');
      await screen.findByRole('button', { name: 'Sign in with Google' });
      await user.click(screen.getByRole('button', { name: 'Sign in with Vipps' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.vipps.no/authorize?x=1'));
      expect(calls.find((call) => call.path === '/api/identity/sign-in/social')?.body).toEqual({
        provider: 'vipps',
      });
      expect(screen.getByRole('button', { name: 'Sign in with Vipps' }).hasAttribute('disabled')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', fetchMock);
    }
  });

  it('says so when the provider is not answering, and the password form stays', async () => {
    serve({
      ...withProviders,
      '/api/identity/sign-in/social': () =>
        json(503, { message: 'Vipps is not answering right now.', code: 'provider_unavailable' }),
    });
    const user = userEvent.setup();
    await renderReady('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Vipps' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in service is not answering right now. Try again shortly, or sign in with your password.',
    );
    expect(input('Username or e-mail')).toBeTruthy();
  });

  it('explains a sign-in that came back without a session', async () => {
    serve(withProviders);
    await renderReady('/auth?error=account_not_linked');
    expect(screen.getByRole('alert').textContent).toBe(
      'A Hytta account with this e-mail address already exists. Sign in with your password, then link the service in Settings.',
    );
  });

  it('a forged or expired return says to try again', async () => {
    serve(withProviders);
    await renderReady('/auth?error=state_mismatch');
    expect(screen.getByRole('alert').textContent).toBe(
      'The sign-in was interrupted or took too long. Try again.',
    );
  });
});
