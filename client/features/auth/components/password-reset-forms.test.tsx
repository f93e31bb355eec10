import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AuthPage } from './auth-page';

// Getting back in (issue #14): "Forgot password?" on /auth, and the page the e-mailed or
// owner-issued link opens. Better Auth's client keeps the fetch it sees when created.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

type Call = { path: string; body: unknown };
let calls: Call[] = [];

function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected fetch ${path}`);
    return handler();
  });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  fetchMock.mockReset();
});

describe('forgot password', () => {
  it('is reached from sign-in and says a link is on its way, whether or not the address is known', async () => {
    serve({
      '/api/identity/get-session': () => json(200, null),
      '/api/identity/request-password-reset': () =>
        json(200, {
          status: true,
          message: 'If this email exists in our system, check your email for the reset link',
        }),
    });
    const user = userEvent.setup();
    const { location } = renderWithApp(<AuthPage />, { path: '/auth' });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(location.history?.at(-1)).toBe('/auth/forgot-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(calls.filter((call) => call.path.includes('request-password-reset'))).toEqual([]);
    await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toBe(
      'If kari@example.no has an account, a link is on its way. It works once, for one hour.',
    );
    expect(calls.find((call) => call.path === '/api/identity/request-password-reset')?.body).toEqual({
      email: 'kari@example.no',
      redirectTo: '/auth/reset-password',
    });
  });
});

describe('choosing a new password from the link', () => {
  it('checks the two fields agree, explains a used link, and signs in afterwards', async () => {
    let answer = json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    serve({
      '/api/identity/get-session': () => json(200, null),
      '/api/identity/reset-password': () => answer,
    });
    const resets = () => calls.filter((call) => call.path === '/api/identity/reset-password');
    const user = userEvent.setup();
    const { location } = renderWithApp(<AuthPage />, { path: '/auth/reset-password?token=engangs' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Choose a new password');
    await user.type(screen.getByLabelText('New password'), 'et-nytt-passord');
    await user.type(screen.getByLabelText('Repeat the new password'), 'et-annet-passord');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords do not match');
    expect(resets()).toEqual([]);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'et-nytt-passord');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This link is used or expired. Ask for a new one.'),
    );
    expect(resets()).toEqual([
      { path: '/api/identity/reset-password', body: { newPassword: 'et-nytt-passord', token: 'engangs' } },
    ]);

    answer = json(200, { status: true });
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth?mode=sign-in'));
  });

  it('says the page needs the link when it has no token', async () => {
    serve({ '/api/identity/get-session': () => json(200, null) });
    renderWithApp(<AuthPage />, { path: '/auth/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page needs the link from the e-mail or from the owner.',
    );
  });
});
