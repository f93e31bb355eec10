import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { changeLanguage } from '@/lib/i18n';
import { fjellhytta, kariInFjellhytta, memberSummary, ownedSummary } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { CabinSwitcher } from './cabin-switcher';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const kariInSjohytta = { ...kariInFjellhytta, currentCabinId: 'c2', isOwner: false };

async function openSwitcher() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('cabin-switcher'));
  return { user, menu: await screen.findByRole('menu') };
}

describe('CabinSwitcher', () => {
  it('is not shown when the user has only one cabin', async () => {
    const { calls } = stubApi({ 'GET /api/user/cabins': json(200, { cabins: [ownedSummary] }) });
    renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    await waitFor(() => expect(callsTo(calls, 'GET /api/user/cabins')).toHaveLength(1));
    // Let the answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('cabin-switcher')).toBeNull();
  });

  it('lists every cabin with two or more, owned ones badged and the current one checked', async () => {
    stubApi({ 'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }) });
    renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    const { menu } = await openSwitcher();
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Fjellhytta'),
      expect.stringContaining('Sjøhytta'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Owner')).toBeDefined();
    expect(within(items[1] as HTMLElement).queryByText('Owner')).toBeNull();
    expect(items[0]?.getAttribute('aria-checked')).toBe('true');
    expect(items[1]?.getAttribute('aria-checked')).toBe('false');
  });

  it('shows the owner badge in Norwegian', async () => {
    await changeLanguage('no');
    stubApi({ 'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }) });
    renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    const { menu } = await openSwitcher();
    expect(within(menu).getByText('Eier')).toBeDefined();
  });

  it('switches cabin: POST /api/user/switch-cabin, the user refetched, a "switched" toast', async () => {
    const { calls } = stubApi({
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }),
      'POST /api/user/switch-cabin': json(200, {
        message: 'Switched',
        cabin: { id: 'c2', name: 'Sjøhytta' },
      }),
      'GET /api/auth/me': json(200, { user: kariInSjohytta }),
    });
    const { queryClient } = renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    queryClient.setQueryData(['cabin', 'c1'], fjellhytta);
    const { user, menu } = await openSwitcher();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Sjøhytta/ }));

    expect(await screen.findByText('Switched cabin')).toBeDefined();
    expect(screen.getByText('You are now looking at Sjøhytta.')).toBeDefined();
    expect(callsTo(calls, 'POST /api/user/switch-cabin')[0]?.body).toEqual({ cabinId: 'c2' });
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kariInSjohytta);
    // The old cabin's cached data is gone.
    expect(queryClient.getQueryData(['cabin', 'c1'])).toBeUndefined();
    // The list is fetched again, and now marks the new current cabin.
    await waitFor(() => expect(callsTo(calls, 'GET /api/user/cabins')).toHaveLength(2));
    const again = await openSwitcher();
    expect(
      within(again.menu)
        .getByRole('menuitemradio', { name: /Sjøhytta/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('does nothing when the current cabin is chosen', async () => {
    const { calls } = stubApi({
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }),
    });
    renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    const { user, menu } = await openSwitcher();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Fjellhytta/ }));
    expect(callsTo(calls, 'POST /api/user/switch-cabin')).toEqual([]);
  });

  it('toasts "Could not switch cabin. Please try again." on failure', async () => {
    stubApi({
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }),
      'POST /api/user/switch-cabin': json(404, { message: 'Cabin not found', code: 'cabin_not_found' }),
    });
    const { queryClient } = renderSignedIn(<CabinSwitcher />, { user: kariInFjellhytta });
    const { user, menu } = await openSwitcher();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Sjøhytta/ }));
    expect(await screen.findByText('Could not switch cabin. Please try again.')).toBeDefined();
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kariInFjellhytta);
  });
});
