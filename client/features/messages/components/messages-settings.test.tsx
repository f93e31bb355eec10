import { DEFAULT_MESSAGE_PREFERENCES } from '@shared/schemas/message-preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsSection } from '@/features/settings';
import { cabinReads, kariInFjellhytta as kari } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';

// Issue #14 in Settings: push and e-mail per kind, this device, and a reset link for a member.

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(routes: StubRoutes) {
  const { calls } = stubApi({
    'GET /api/user/notification-preferences': json(200, DEFAULT_MESSAGE_PREFERENCES),
    ...routes,
  });
  renderSignedIn(<SettingsSection />, { user: kari, path: '/settings' });
  return { calls, user: userEvent.setup() };
}

describe('Settings, notifications', () => {
  it('shows each kind by push and e-mail, and saves a change at once', async () => {
    // The server keeps what was saved, as the real one does.
    let saved: unknown = DEFAULT_MESSAGE_PREFERENCES;
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'GET /api/user/notification-preferences': () => json(200, saved),
      'PUT /api/user/notification-preferences': ({ body }) => {
        saved = body;
        return json(200, body);
      },
    });
    const card = await screen.findByTestId('notifications-card');
    const digestByEmail = await within(card).findByRole('switch', {
      name: 'E-mail: Weekly digest (Sunday evening)',
    });
    expect(digestByEmail.getAttribute('aria-checked')).toBe('false');
    expect(
      within(card)
        .getByRole('switch', { name: 'E-mail: Booking requests (owner and admins)' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(digestByEmail);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/user/notification-preferences',
          body: { ...DEFAULT_MESSAGE_PREFERENCES, weeklyDigest: { push: false, email: true } },
        },
      ]),
    );
    expect(digestByEmail.getAttribute('aria-checked')).toBe('true');
    // The test browser has no push: the card says so instead of offering a switch that cannot work.
    expect(
      within(screen.getByTestId('push-device')).getByText('This browser cannot show push notifications.'),
    ).toBeDefined();
  });

  it('puts a refused save back and says so', async () => {
    const { user } = renderSettings({
      ...cabinReads('owner'),
      'PUT /api/user/notification-preferences': json(500, {
        message: 'Something went wrong. Please try again.',
      }),
    });
    const card = await screen.findByTestId('notifications-card');
    const tasksByEmail = await within(card).findByRole('switch', {
      name: 'E-mail: Tasks for me and tasks due',
    });
    await user.click(tasksByEmail);
    expect(await screen.findByText('Could not save your choices')).toBeDefined();
    await waitFor(() => expect(tasksByEmail.getAttribute('aria-checked')).toBe('false'));
  });
});

describe('Settings, a reset link for a member', () => {
  it('makes a one-time link for Per, shows it with its expiry, and makes it only on request', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'POST /api/cabin/members/u3/reset-link': json(200, {
        url: 'http://localhost:3000/auth/reset-password?token=engangs',
        expiresAt: '2026-11-26T10:00:00.000Z',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Per Berg' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset link' }));
    const dialog = await screen.findByTestId('reset-link-dialog');
    expect(within(dialog).getByText('A new password for Per Berg')).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    const field = await within(dialog).findByTestId<HTMLInputElement>('reset-link-url');
    expect(field.value).toBe('http://localhost:3000/auth/reset-password?token=engangs');
    expect(within(dialog).getByText(/^Valid until /)).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/cabin/members/u3/reset-link', body: undefined },
    ]);
  });

  it('offers the reset link only for members the server would make one for (issue #36)', async () => {
    const { user } = renderSettings({
      ...cabinReads('owner'),
      'GET /api/cabin/members/reset-links': json(200, { memberIds: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Per Berg' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Reset link' })).toBeNull();
  });

  it("says in the dialog why no link was made, in the member's words of what to do instead (issue #36)", async () => {
    const { user } = renderSettings({
      ...cabinReads('owner'),
      'POST /api/cabin/members/u3/reset-link': json(403, {
        message: 'This member has an e-mail address',
        code: 'reset_link_has_email',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Per Berg' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset link' }));
    const dialog = await screen.findByTestId('reset-link-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toBe(
      'No link was made. This member has an e-mail address: they choose a new password themselves with “Forgot password?” on the sign-in page, and the link goes to their inbox.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Make link' })).toBeNull();
    expect(within(dialog).queryByTestId('reset-link-url')).toBeNull();
  });
});

describe('Settings, changing the e-mail address', () => {
  it('asks for the current password and says which inbox gets the first link (issue #36)', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'POST /api/identity/change-email': ({ body }) =>
        (body as { currentPassword?: string }).currentPassword === 'riktig-passord'
          ? json(200, { status: true })
          : json(400, { message: 'The current password is wrong', code: 'invalid_password' }),
    });
    const card = await screen.findByTestId('email-card');
    await user.type(within(card).getByLabelText('New e-mail address'), 'ny@example.no');
    await user.click(within(card).getByRole('button', { name: 'Change address' }));
    expect(await within(card).findByText('Enter your password')).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.type(within(card).getByLabelText('Your password'), 'feil-passord');
    await user.click(within(card).getByRole('button', { name: 'Change address' }));
    expect(await within(card).findByText('Current password is incorrect')).toBeDefined();
    await user.clear(within(card).getByLabelText('Your password'));
    await user.type(within(card).getByLabelText('Your password'), 'riktig-passord');
    await user.click(within(card).getByRole('button', { name: 'Change address' }));
    expect(
      await screen.findByText(
        `We sent a link to ${kari.email}. When it is opened, the new address gets a link too; the address changes when that one is opened.`,
      ),
    ).toBeDefined();
    expect(writes(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/api/identity/change-email',
      body: { newEmail: 'ny@example.no', currentPassword: 'riktig-passord', callbackURL: '/settings' },
    });
  });
});
