import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { nordmann } from '@/test/fair-share-fixtures';
import { json, type StubCall, writes } from '@/test/fetch-stub';
import { renderWithApi } from '@/test/render-signed-in';
import { HouseholdsCard } from './households-card';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const renderCard = (role: 'owner' | 'member', extra = {}) =>
  renderWithApi(
    <HouseholdsCard />,
    {
      ...cabinReads(role),
      'GET /api/households': json(200, { households: [nordmann] }),
      ...extra,
    },
    { user: role === 'owner' ? kari : per },
  );

describe('Households card', () => {
  it('shows a member the households, their members and share, and who is on their own, without editing', async () => {
    renderCard('member');
    const row = await screen.findByTestId('household-row');
    expect(within(row).getByText('Nordmann')).toBeDefined();
    expect(within(row).getByText('Members: Kari Nordmann, Ola Hansen')).toBeDefined();
    expect(within(row).getByText('Share: 60 %')).toBeDefined();
    expect(screen.getByTestId('solo-members').textContent).toBe('Own households: Per Berg');
    expect(screen.queryByTestId('new-household-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Nordmann' })).toBeNull();
  });

  it('lets the owner add a household: members already in another are shown there and cannot be ticked', async () => {
    const { calls } = renderCard('owner', {
      'POST /api/households': ({ body }: StubCall) => json(201, { ...(body as object), id: 'h2' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-household-button'));
    const dialog = await screen.findByTestId('household-dialog');
    const ola = within(dialog).getByLabelText('Ola Hansen (in Nordmann)') as HTMLInputElement;
    expect(ola.disabled).toBe(true);
    await user.click(within(dialog).getByTestId('household-submit'));
    expect(
      await within(dialog).findByText('Give the household a name (at most 60 characters)'),
    ).toBeDefined();

    await user.type(within(dialog).getByLabelText('Name'), 'Berg');
    await user.click(within(dialog).getByLabelText('Per Berg'));
    await user.type(within(dialog).getByLabelText('Ownership share (%)'), '40');
    await user.click(within(dialog).getByTestId('household-submit'));
    await waitFor(() => expect(screen.queryByTestId('household-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/households',
        body: { name: 'Berg', memberIds: ['u3'], sharePercent: 40 },
      },
    ]);
    expect(await screen.findByText('Household added')).toBeDefined();
  });

  it('shows a refusal by its code in the user’s language, and keeps the dialog open', async () => {
    await changeLanguage('no');
    renderCard('owner', {
      'PATCH /api/households/h1': json(409, {
        message: 'A member can be in only one household',
        code: 'member_in_other_household',
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Endre Nordmann' }));
    const dialog = await screen.findByTestId('household-dialog');
    expect((within(dialog).getByLabelText('Kari Nordmann') as HTMLInputElement).checked).toBe(true);
    await user.clear(within(dialog).getByLabelText('Eierandel (%)'));
    await user.type(within(dialog).getByLabelText('Eierandel (%)'), '101');
    await user.click(within(dialog).getByTestId('household-submit'));
    expect(
      await within(dialog).findByText('Andelen er en prosent fra 0 til 100, med høyst to desimaler'),
    ).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Eierandel (%)'));
    await user.click(within(dialog).getByTestId('household-submit'));
    expect(await within(dialog).findByText('Et medlem kan bare være i én husstand')).toBeDefined();
  });

  it('deletes a household after confirming', async () => {
    const { calls } = renderCard('owner', {
      'DELETE /api/households/h1': json(200, { message: 'Household deleted' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Nordmann' }));
    await user.click(
      within(await screen.findByTestId('household-dialog')).getByTestId('household-delete-button'),
    );
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(
      within(confirm).getByText('"Nordmann" is deleted. Its members become households of their own.'),
    ).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete household' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/households/h1', body: undefined }]),
    );
    expect(await screen.findByText('Household deleted')).toBeDefined();
  });
});
