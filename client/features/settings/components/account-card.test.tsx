import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { changeLanguage } from '@/lib/i18n';
import { kariInFjellhytta, memberSummary, ownedSummary } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { AccountCard } from './account-card';

const FILE_NAME = 'hytta-data-kari-2031-03-04.json';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:hytta-export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const exportAnswer = () =>
  new Response(JSON.stringify({ format: 'hytta-user-data' }), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
    },
  });

function renderCard(routes: StubRoutes = {}) {
  const api = stubApi({ 'GET /api/user/cabins': json(200, { cabins: [memberSummary] }), ...routes });
  return { ...renderSignedIn(<AccountCard />, { user: kariInFjellhytta, path: '/settings' }), ...api };
}

async function openDeleteDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('delete-account-button'));
  const dialog = await screen.findByRole('alertdialog');
  return { user, dialog };
}

describe('Account card', () => {
  it('downloads the data as the file the server names', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { calls } = renderCard({ 'GET /api/user/export': exportAnswer });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe(FILE_NAME);
    expect(clicks[0]?.href).toBe('blob:hytta-export');
    expect(callsTo(calls, 'GET /api/user/export')).toHaveLength(1);
    expect(await screen.findByText('Your data was downloaded')).toBeTruthy();
  });

  it('tells when the download failed', async () => {
    renderCard({ 'GET /api/user/export': json(401, { message: 'Not signed in', code: 'not_signed_in' }) });
    await userEvent.setup().click(screen.getByTestId('download-data-button'));
    expect(await screen.findByText('Failed to download your data')).toBeTruthy();
    expect(await screen.findByText('You are not signed in. Sign in and try again.')).toBeTruthy();
  });

  it('asks for the password in a labelled dialog, without calling the server when it is empty', async () => {
    const { calls } = renderCard();
    const { user, dialog } = await openDeleteDialog();
    expect(within(dialog).getByRole('heading', { name: 'Delete your account?' })).toBeTruthy();
    const password = within(dialog).getByLabelText('Your password');
    expect(password.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your password to delete your account')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(callsTo(calls, 'DELETE /api/user/account')).toHaveLength(0);
  });

  it('shows a wrong password at the field, and the account stays', async () => {
    const { queryClient } = renderCard({
      'DELETE /api/user/account': json(400, {
        message: 'Your password is incorrect',
        code: 'invalid_password',
      }),
    });
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByTestId('delete-account-confirm'));
    expect(await within(dialog).findByText('Your password is incorrect')).toBeTruthy();
    expect(within(dialog).getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kariInFjellhytta);
  });

  it('names the cabins an owner must hand over first', async () => {
    renderCard({
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }),
      'DELETE /api/user/account': json(409, { message: 'You own "Fjellhytta".', code: 'owns_cabins' }),
    });
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'correct-horse-battery');
    await user.click(within(dialog).getByTestId('delete-account-confirm'));
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toBe('You own Fjellhytta. Transfer ownership or delete the cabin first.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('delete-account-button'));
  });

  it('says the same in Norwegian', async () => {
    await changeLanguage('no');
    renderCard({
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, { ...memberSummary, isOwner: true }] }),
      'DELETE /api/user/account': json(409, { message: 'You own two cabins.', code: 'owns_cabins' }),
    });
    expect(screen.getByRole('button', { name: 'Last ned dataene mine' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Slett konto' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Slette kontoen din?' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Passordet ditt'), 'riktig-passord');
    await user.click(within(dialog).getByRole('button', { name: 'Slett kontoen min' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toBe(
      'Du eier Fjellhytta, Sjøhytta. Overfør eierskapet eller slett hyttene først.',
    );
  });

  it('deletes the account with the password, then signs out to the landing page', async () => {
    const { calls, queryClient, location } = renderCard({
      'DELETE /api/user/account': json(200, { message: 'Your account was deleted' }),
    });
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'correct-horse-battery');
    await user.click(within(dialog).getByTestId('delete-account-confirm'));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeNull());
    expect(callsTo(calls, 'DELETE /api/user/account').map((call) => call.body)).toEqual([
      { password: 'correct-horse-battery' },
    ]);
    expect(location.history?.at(-1)).toBe('/');
    expect(await screen.findByText('Your account was deleted')).toBeTruthy();
  });
});
