import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '@/test/fetch-stub';
import { renderWithApi } from '@/test/render-signed-in';
import { SignInMethodsCard } from './sign-in-methods-card';

// Ways to sign in (issue #39): link and unlink providers, never the last way in, and a first
// password for an account made through a provider.

afterEach(() => {
  vi.unstubAllGlobals();
});

const METHODS = '/api/auth/sign-in-methods';
const vippsLinked = { id: 'vipps', name: 'Vipps', linkedAt: '2026-11-20T10:00:00.000Z' };
const googleUnlinked = { id: 'google', name: 'Google', linkedAt: null };

const card = () => screen.findByTestId('sign-in-methods-card');

describe('SignInMethodsCard', () => {
  it('is not shown when no provider is configured and the account has a password', async () => {
    const { calls } = renderWithApi(<SignInMethodsCard />, {
      [`GET ${METHODS}`]: json(200, { password: true, providers: [], waysIn: 1 }),
    });
    await waitFor(() => expect(callsTo(calls, `GET ${METHODS}`)).toHaveLength(1));
    expect(screen.queryByTestId('sign-in-methods-card')).toBeNull();
  });

  it('lists linked and unlinked providers, and unlinks one while another way in is left', async () => {
    const { calls } = renderWithApi(<SignInMethodsCard />, {
      [`GET ${METHODS}`]: json(200, { password: true, providers: [vippsLinked, googleUnlinked], waysIn: 2 }),
      [`DELETE ${METHODS}/providers/vipps`]: json(200, {
        password: true,
        providers: [{ ...vippsLinked, linkedAt: null }, googleUnlinked],
        waysIn: 1,
      }),
    });
    const shown = await card();
    expect(within(shown).getByText('Linked on 20 Nov 2026')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Link Google' })).toBeTruthy();
    await userEvent.setup().click(within(shown).getByRole('button', { name: 'Unlink Vipps' }));
    expect(await within(shown).findByRole('button', { name: 'Link Vipps' })).toBeTruthy();
    expect(callsTo(calls, `DELETE ${METHODS}/providers/vipps`)).toHaveLength(1);
    expect((await screen.findByTestId('toast')).textContent).toContain('Vipps is unlinked');
  });

  it('cannot unlink the only way in, and offers a first password instead', async () => {
    const { calls } = renderWithApi(<SignInMethodsCard />, {
      [`GET ${METHODS}`]: json(200, { password: false, providers: [vippsLinked, googleUnlinked], waysIn: 1 }),
      'POST /api/auth/password': json(200, {
        password: true,
        providers: [vippsLinked, googleUnlinked],
        waysIn: 2,
      }),
    });
    const shown = await card();
    expect(within(shown).getByText('Your only way to sign in')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Unlink Vipps' }).hasAttribute('disabled')).toBe(true);

    const user = userEvent.setup();
    await user.type(within(shown).getByLabelText('New password'), 'kort');
    await user.click(within(shown).getByRole('button', { name: 'Choose password' }));
    expect(await within(shown).findByText('The password must be at least 8 characters')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/auth/password')).toHaveLength(0);

    await user.clear(within(shown).getByLabelText('New password'));
    await user.type(within(shown).getByLabelText('New password'), 'et-godt-passord');
    await user.click(within(shown).getByRole('button', { name: 'Choose password' }));
    await waitFor(() => expect(within(shown).queryByTestId('first-password-form')).toBeNull());
    expect(callsTo(calls, 'POST /api/auth/password')[0]?.body).toEqual({ newPassword: 'et-godt-passord' });
    expect(within(shown).getByRole('button', { name: 'Unlink Vipps' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why linking came back without a link, and tidies the address', async () => {
    const { location } = renderWithApi(
      <SignInMethodsCard />,
      { [`GET ${METHODS}`]: json(200, { password: true, providers: [googleUnlinked], waysIn: 1 }) },
      { path: '/settings?error=account_already_linked_to_different_user' },
    );
    const shown = await card();
    expect(within(shown).getByRole('alert').textContent).toBe(
      'This account at the service is already linked to another Hytta account.',
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/settings'));
  });
});
