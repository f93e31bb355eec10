import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, fjellhyttaAs, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { SettingsSection } from './settings-section';

// Issue #13 in Settings: who sees the code and the invitation tools, invitations sent and
// answered, the removed list, a new code, the open ownership offer and a second cabin.

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (body: unknown = { message: 'OK' }) => json(200, body);
const INVITATION = {
  id: '0b5d3c1e-9f8a-4c3b-8a1d-2e4f6a8b0c1d',
  invitee: { id: 'u9', name: 'Gunnar Gjest', username: 'gunnar' },
  invitedBy: { id: 'u1', name: 'Kari Nordmann' },
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
};

function renderSettings(routes: StubRoutes) {
  const { calls } = stubApi(routes);
  renderSignedIn(<SettingsSection />, { user: kari, path: '/settings' });
  return { calls, user: userEvent.setup() };
}

describe('Settings, access to the cabin', () => {
  it('shows a plain member neither the code nor the invitation tools', async () => {
    renderSettings(cabinReads('member'));
    await screen.findByTestId('cabin-info-card');
    expect(screen.queryByTestId('access-code')).toBeNull();
    expect(screen.queryByTestId('invite-card')).toBeNull();
    expect(screen.queryByTestId('cabin-access-card')).toBeNull();
  });

  it('invites by username, lists the open invitation and withdraws it', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('admin'),
      'POST /api/cabin/invite': json(201, {
        invitation: { ...INVITATION, cabin: { id: 'c1', name: 'Fjellhytta' } },
      }),
      'GET /api/cabin/invitations': json(200, { invitations: [INVITATION] }),
      'DELETE /api/cabin/invitations/0b5d3c1e-9f8a-4c3b-8a1d-2e4f6a8b0c1d': ok(),
      'GET /api/cabin/removed-members': json(200, { removedMembers: [] }),
    });
    const card = await screen.findByTestId('cabin-access-card');
    await user.type(within(card).getByLabelText('Username'), '@gunnar');
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent')).toBeDefined();
    const row = await within(card).findByTestId('sent-invitation-row');
    expect(row.textContent).toContain('Gunnar Gjest');
    await user.click(within(row).getByRole('button', { name: 'Withdraw the invitation to Gunnar Gjest' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/api/cabin/invite', body: { username: 'gunnar' } },
        {
          method: 'DELETE',
          path: '/api/cabin/invitations/0b5d3c1e-9f8a-4c3b-8a1d-2e4f6a8b0c1d',
          body: undefined,
        },
      ]),
    );
  });

  it('says why an invitation failed, in the user\u2019s words', async () => {
    const { user } = renderSettings({
      ...cabinReads('owner'),
      'POST /api/cabin/invite': json(409, { message: 'x', code: 'already_invited' }),
    });
    const card = await screen.findByTestId('cabin-access-card');
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Enter a username');
    await user.type(within(card).getByLabelText('Username'), 'gunnar');
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).not.toBe('Enter a username'));
  });

  it('lets a removed person back in', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'GET /api/cabin/removed-members': json(200, {
        removedMembers: [
          {
            id: per.id,
            fullName: per.fullName,
            username: per.username,
            removedAt: '2026-11-20T10:00:00.000Z',
            removedBy: { id: 'u1', name: 'Kari Nordmann' },
          },
        ],
      }),
      [`DELETE /api/cabin/removed-members/${per.id}`]: ok(),
    });
    const row = await screen.findByTestId('removed-member-row');
    await user.click(within(row).getByRole('button', { name: 'Allow Per Berg back' }));
    expect(await screen.findByText('Allowed back')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/cabin/removed-members/${per.id}`, body: undefined },
    ]);
  });

  it('makes a new access code after confirmation', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'POST /api/cabin/access-code/rotate': ok({ accessCode: 'N3WC0DE2' }),
    });
    await user.click(await screen.findByTestId('rotate-access-code'));
    const dialog = await screen.findByRole('alertdialog');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    expect(await screen.findByText('New access code')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/cabin/access-code/rotate', body: undefined },
    ]);
  });

  it('shows the open ownership offer and withdraws it', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('owner'),
      'GET /api/cabin': json(200, {
        ...fjellhyttaAs('owner'),
        ownershipOffer: { to: { id: per.id, name: per.fullName }, createdAt: '2026-11-20T10:00:00.000Z' },
      }),
      'DELETE /api/cabin/ownership-offer': ok(),
    });
    const pending = await screen.findByTestId('ownership-offer-pending');
    expect(within(pending).getByRole('status').textContent).toBe(
      'Waiting for Per Berg to accept the ownership.',
    );
    await user.click(within(pending).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('Offer withdrawn')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/api/cabin/ownership-offer', body: undefined },
    ]);
  });
});

describe('Settings, invitations to the user', () => {
  it('accepts an invitation to another cabin', async () => {
    const { calls, user } = renderSettings({
      ...cabinReads('member'),
      'GET /api/invitations': json(200, {
        invitations: [
          {
            id: INVITATION.id,
            cabin: { id: 'c7', name: 'Sjøbua' },
            invitedBy: { id: 'u8', name: 'Siri Sjø' },
            createdAt: INVITATION.createdAt,
            expiresAt: INVITATION.expiresAt,
          },
        ],
        ownershipOffers: [],
      }),
      [`POST /api/invitations/${INVITATION.id}/accept`]: ok({
        message: 'Joined',
        cabin: { id: 'c7', name: 'Sjøbua' },
      }),
    });
    const card = await screen.findByTestId('invitations-card');
    expect(within(card).getByText('Siri Sjø invites you to Sjøbua')).toBeDefined();
    await user.click(within(card).getByRole('button', { name: 'Accept the invitation to Sjøbua' }));
    expect(await screen.findByText('Welcome to Sjøbua')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `/api/invitations/${INVITATION.id}/accept`, body: undefined },
    ]);
  });
});

describe('Settings, a second cabin', () => {
  it('opens the create and join forms from My cabins', async () => {
    const { user } = renderSettings(cabinReads('owner'));
    const cabins = await screen.findByTestId('cabins-card');
    await user.click(await within(cabins).findByRole('button', { name: 'New cabin' }));
    expect(await screen.findByTestId('create-cabin-form')).toBeDefined();
    await user.keyboard('{Escape}');
    await user.click(within(cabins).getByRole('button', { name: 'Join a cabin' }));
    expect(await screen.findByTestId('join-cabin-form')).toBeDefined();
  });
});
