import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { SettingsSection } from './settings-section';

// Better Auth's client keeps the `fetch` it finds when `@/lib/auth-client` is first imported, so
// the stub must be the global fetch before any import runs (vi.hoisted); tests change its answers.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>(async () => new Response(null, { status: 404 }));
  globalThis.fetch = mock;
  return mock;
});

type Call = { url: string; init: RequestInit | undefined };

/** Answers /api/identity/change-password with `status` and `body`, and records every call. */
function stubChangePassword(status: number, body: unknown): { calls: Call[] } {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    if (url.includes('/api/identity/change-password')) {
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(null, { status: 404 });
  });
  return { calls };
}

const renderSettings = () => renderSignedIn(<SettingsSection />, { path: '/settings' });

const inputs = () => ({
  current: screen.getByLabelText<HTMLInputElement>('Current password'),
  next: screen.getByLabelText<HTMLInputElement>('New password'),
  confirm: screen.getByLabelText<HTMLInputElement>('Confirm new password'),
});

async function fillAndSubmit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  const fields = inputs();
  if (current) await user.type(fields.current, current);
  if (next) await user.type(fields.next, next);
  if (confirm) await user.type(fields.confirm, confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return fields;
}

/** Calls to the identity provider's password change (the page itself also reads the cabins). */
const passwordCalls = () =>
  fetchMock.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('change-password'),
  );

afterEach(() => {
  fetchMock.mockReset();
});

describe('SettingsSection', () => {
  it('shows the profile: full name, @username and e-mail', () => {
    stubChangePassword(200, {});
    renderSettings();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByTestId('profile-full-name').textContent).toBe('Kari Nordmann');
    expect(screen.getByTestId('profile-username').textContent).toBe('@kari');
    expect(screen.getByTestId('profile-email').textContent).toBe('kari@example.no');
  });

  it('has the language choice', () => {
    stubChangePassword(200, {});
    renderSettings();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Norsk', 'English']);
  });
});

describe('Password change', () => {
  it('refuses a confirmation that does not match, without calling the server', async () => {
    stubChangePassword(200, {});
    renderSettings();
    const fields = await fillAndSubmit('old-secret-1', 'new-secret-1', 'new-secret-2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Passwords do not match');
    expect(fields.confirm.getAttribute('aria-invalid')).toBe('true');
    expect(fields.confirm.getAttribute('aria-describedby')).toContain(alert.id);
    expect(passwordCalls()).toEqual([]);
  });

  it('refuses a new password shorter than 8 characters and an empty current password', async () => {
    stubChangePassword(200, {});
    renderSettings();
    await fillAndSubmit('', 'short1', 'short1');
    const texts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(texts).toEqual(['Enter your current password', 'The password must be at least 8 characters']);
    expect(passwordCalls()).toEqual([]);
  });

  it('shows "Current password is incorrect" when the server answers INVALID_PASSWORD', async () => {
    stubChangePassword(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    renderSettings();
    const fields = await fillAndSubmit('wrong-password', 'new-secret-1', 'new-secret-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Current password is incorrect');
    expect(fields.current.getAttribute('aria-invalid')).toBe('true');
    // The form keeps what was typed so the user can correct the current password.
    expect(fields.next.value).toBe('new-secret-1');
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('changes the password, revoking other sessions, then clears the form and toasts', async () => {
    const { calls } = stubChangePassword(200, { user: { id: 'u1' } });
    renderSettings();
    const fields = await fillAndSubmit('old-secret-1', 'new-secret-1', 'new-secret-1');

    expect(await screen.findByText('Password changed')).toBeDefined();
    const call = calls.find(({ url }) => url.includes('/api/identity/change-password'));
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-1',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(fields.current.value).toBe(''));
    expect(fields.next.value).toBe('');
    expect(fields.confirm.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message for other failures, inline and as a toast', async () => {
    stubChangePassword(429, { message: 'Too many requests. Please try again later.' });
    renderSettings();
    await fillAndSubmit('old-secret-1', 'new-secret-1', 'new-secret-1');
    await waitFor(() =>
      expect(screen.getAllByText('Too many requests. Please try again later.').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.');
  });
});
