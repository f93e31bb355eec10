import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cabinReads,
  fjellhyttaAs,
  kariInFjellhytta as kari,
  memberSummary,
  ola,
  per,
} from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import {
  fakeTimersForSuggestions,
  pickStorgata,
  storgataSearch,
  storgataSuggestion,
} from '@/test/place-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { SettingsSection } from './settings-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (body: unknown = { message: 'OK' }) => json(200, body);

function renderSettings(user: User, routes: StubRoutes) {
  const { calls } = stubApi(routes);
  const view = renderSignedIn(<SettingsSection />, { user, path: '/settings' });
  return { ...view, calls };
}

/** Opens the actions menu of a member row and picks an item. */
async function chooseAction(name: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return user;
}

describe('Settings as the owner', () => {
  it('shows cabin information with the access code, owner settings and editable name and address', async () => {
    renderSettings(kari, cabinReads('owner'));
    const info = await screen.findByTestId('cabin-info-card');
    expect(within(info).getByTestId('access-code').textContent).toBe('K7M2P9QX');
    expect(within(info).getByLabelText<HTMLInputElement>('Cabin name').value).toBe('Fjellhytta');
    expect(within(info).queryByText('Only owners can edit cabin')).toBeNull();
    expect(screen.getByTestId('owner-settings-card')).toBeDefined();
    expect(screen.getByTestId('delete-cabin-button')).toBeDefined();
    expect(screen.queryByTestId('leave-cabin-button')).toBeNull();
  });

  it('lists members with role badges and offers role actions on the others only', async () => {
    renderSettings(kari, cabinReads('owner'));
    const row = await screen.findByTestId('member-row-per');
    expect(within(row).getByText('@per')).toBeDefined();
    expect(within(row).getByTestId('role-badge').textContent).toBe('Member');
    expect(within(screen.getByTestId('member-row-ola')).getByTestId('role-badge').textContent).toBe('Admin');
    expect(within(screen.getByTestId('member-row-kari')).getByTestId('role-badge').textContent).toBe('Owner');
    expect(screen.queryByRole('button', { name: 'Actions for Kari Nordmann' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Per Berg' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Make admin', 'Make owner', 'Reset link', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Ola Hansen' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Make member',
      'Make owner',
      'Reset link',
      'Remove',
    ]);
  });

  it('asks before removing a member: cancel makes no call, confirm removes', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      [`DELETE /api/cabin/members/${per.id}`]: ok(),
    });
    const user = await chooseAction('Per Berg', 'Remove');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Per Berg from the cabin?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await chooseAction('Per Berg', 'Remove');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );
    expect(await screen.findByText('Member removed')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/cabin/members/${per.id}`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('changes a role after confirmation, and shows the failure toast when refused', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      [`PATCH /api/cabin/members/${per.id}`]: json(500, { message: 'Boom' }),
    });
    const user = await chooseAction('Per Berg', 'Make admin');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change role' }),
    );
    expect(await screen.findByText('Failed to update role')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: `/api/cabin/members/${per.id}`, body: { role: 'admin' } },
    ]);
  });

  it('transfers ownership only after the irreversible step is acknowledged', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      'POST /api/cabin/transfer-ownership': ok(),
    });
    const user = await chooseAction('Ola Hansen', 'Make owner');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Once accepted, this cannot be undone.')).toBeDefined();
    const confirm = within(dialog).getByRole('button', { name: 'Offer ownership' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(confirm);
    expect(await screen.findByText('Ownership offered')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/cabin/transfer-ownership', body: { newOwnerId: ola.id } },
    ]);
  });

  it('transfers ownership from the owner settings with a chosen member', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      'POST /api/cabin/transfer-ownership': ok(),
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('owner-settings-card');
    const select = within(card).getByLabelText('New owner');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const button = within(card).getByTestId('transfer-ownership-button');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(select, per.id);
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Offer Per Berg the ownership?')).toBeDefined();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Offer ownership' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/api/cabin/transfer-ownership', body: { newOwnerId: per.id } },
      ]),
    );
  });

  it('deletes the cabin only after confirmation, then goes to /', async () => {
    const { calls, location } = renderSettings(kari, {
      ...cabinReads('owner'),
      'DELETE /api/cabin': ok({ message: 'Cabin deleted' }),
      'GET /api/auth/me': ok({ user: { ...kari, isOwner: false, currentCabinId: null } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('delete-cabin-button'));
    let dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/bookings, shopping lists, visits, tasks, notifications and memberships/),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByTestId('delete-cabin-button'));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete cabin permanently' }));
    expect(await screen.findByText('Cabin deleted')).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/cabin', body: undefined }]);
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    await waitFor(() => expect(screen.queryByTestId('cabin-info-card')).toBeNull());
  });

  it('saves a new cabin name, and refuses a blank one without a call', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      'PATCH /api/cabin': ({ body }) => ok({ ...fjellhyttaAs('owner'), ...(body as object) }),
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Cabin name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cabin name is required');
    expect(writes(calls)).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Fjellhytta 2 ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cabin updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/cabin',
        body: { name: 'Fjellhytta 2', address: 'Fjellveien 1, 3550 Gol' },
      },
    ]);
  });

  it('copies the access code', async () => {
    renderSettings(kari, cabinReads('owner'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy access code' }));
    expect(await screen.findByText('Code copied')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe('K7M2P9QX');
  });
});

describe('Settings as the owner, with an address suggestion', () => {
  fakeTimersForSuggestions();
  const storgata = storgataSuggestion;
  const routes: StubRoutes = {
    ...cabinReads('owner'),
    ...storgataSearch,
    'PATCH /api/cabin': ({ body }) => ok({ ...fjellhyttaAs('owner'), ...(body as object) }),
  };
  const placeLookups = (calls: { path: string }[]) =>
    calls.filter((call) => call.path.startsWith('/api/places/'));

  /** Replaces the saved address by typing "Storg" and picking the suggestion. */
  async function pickStorgataInSettings() {
    const address = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Address' });
    return { user: await pickStorgata(address), address };
  }

  it('does not look up the saved address, and saves a picked one with its place id', async () => {
    const { calls } = renderSettings(kari, routes);
    await screen.findByRole('combobox', { name: 'Address' });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS * 2));
    expect(placeLookups(calls)).toEqual([]);

    const { user } = await pickStorgataInSettings();
    expect(placeLookups(calls)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cabin updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/cabin',
        body: { name: 'Fjellhytta', address: storgata.description, placeId: storgata.place_id },
      },
    ]);
  });

  it('saves an address edited after picking without a place id', async () => {
    const { calls } = renderSettings(kari, routes);
    const { user, address } = await pickStorgataInSettings();
    await user.type(address, ' B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cabin updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/cabin',
        body: { name: 'Fjellhytta', address: `${storgata.description} B` },
      },
    ]);
  });
});

describe('Settings as a member', () => {
  it('shows the cabin read-only with "Only owners can edit cabin", Leave and no owner settings', async () => {
    renderSettings(per, cabinReads('member'));
    const info = await screen.findByTestId('cabin-info-card');
    expect(within(info).getByText('Only owners can edit cabin')).toBeDefined();
    expect(within(info).getByTestId('cabin-name').textContent).toBe('Fjellhytta');
    expect(within(info).queryByRole('textbox')).toBeNull();
    // The code is the owner's and admins' to share (issue #13).
    expect(within(info).queryByTestId('access-code')).toBeNull();
    expect(screen.getByTestId('leave-cabin-button')).toBeDefined();
    expect(screen.queryByTestId('owner-settings-card')).toBeNull();
    expect(screen.queryByTestId('delete-cabin-button')).toBeNull();
    await screen.findByTestId('member-row-kari');
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('leaves the cabin after a confirmation that warns about the bookings', async () => {
    const { calls } = renderSettings(per, {
      ...cabinReads('member'),
      'POST /api/cabin/leave': ok(),
      'GET /api/auth/me': ok({ user: { ...per, currentCabinId: memberSummary.id } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('leave-cabin-button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/All your bookings in this cabin are deleted/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave cabin' }));
    expect(await screen.findByText('You left the cabin')).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/cabin/leave', body: undefined }]);
  });
});

describe('Settings as an admin', () => {
  it('offers only Remove, and only for plain members', async () => {
    renderSettings(ola, cabinReads('admin'));
    await screen.findByTestId('member-row-per');
    expect(screen.queryByRole('button', { name: 'Actions for Kari Nordmann' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Ola Hansen' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Per Berg' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Reset link',
      'Remove',
    ]);
    expect(screen.getByTestId('leave-cabin-button')).toBeDefined();
  });
});

describe('My cabins', () => {
  it('marks the current cabin, badges owned ones and switches to another', async () => {
    const { calls } = renderSettings(kari, {
      ...cabinReads('owner'),
      'POST /api/user/switch-cabin': ok({
        message: 'Switched',
        cabin: { id: memberSummary.id, name: 'Sjøhytta' },
      }),
      'GET /api/auth/me': ok({ user: { ...kari, isOwner: false, currentCabinId: memberSummary.id } }),
    });
    const current = await screen.findByTestId('cabin-row-c1');
    expect(within(current).getByText('Current')).toBeDefined();
    expect(within(current).getByText('Owner')).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Switch to Sjøhytta' }));
    expect(await screen.findByText('Switched cabin')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/user/switch-cabin', body: { cabinId: memberSummary.id } },
    ]);
  });

  it('shows "Could not switch cabin" when the switch fails', async () => {
    renderSettings(kari, {
      ...cabinReads('owner'),
      'POST /api/user/switch-cabin': json(500, { message: 'Boom' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to Sjøhytta' }));
    expect(await screen.findByText('Could not switch cabin. Please try again.')).toBeDefined();
  });
});

describe('Settings without a current cabin', () => {
  it('hides the cabin cards but keeps profile, cabins list, language and password', async () => {
    const { calls } = renderSettings(
      { ...kari, isOwner: false, currentCabinId: null },
      {
        'GET /api/user/cabins': ok({ cabins: [memberSummary] }),
      },
    );
    expect(await screen.findByTestId('cabins-card')).toBeDefined();
    expect(screen.getByTestId('profile-card')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
    for (const id of [
      'cabin-info-card',
      'invite-card',
      'members-card',
      'owner-settings-card',
      'leave-cabin-card',
    ]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(calls.some((call) => call.path === '/api/cabin' || call.path === '/api/cabin/users')).toBe(false);
  });
});
