import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { PasskeysCard } from './passkeys-card';

// The device's prompt, as the browser ends it when the person closes it.
const prompt = vi.hoisted(() => ({
  createPasskey: vi.fn(async (): Promise<unknown> => {
    const error = Object.assign(new Error('Passkey prompt failed: cancelled'), { kind: 'cancelled' });
    error.name = 'PasskeyCeremonyError';
    throw error;
  }),
}));
vi.mock('@/lib/passkey-ceremony', () => prompt);

const LIST = 'GET /api/identity/passkey/list-user-passkeys';
const phone = {
  id: 'p1',
  name: 'Karis telefon',
  deviceType: 'multiDevice',
  backedUp: true,
  createdAt: '2026-11-20T12:00:00.000Z',
};

beforeEach(() => {
  // jsdom has no WebAuthn; the card offers passkeys only where the browser does.
  vi.stubGlobal('PublicKeyCredential', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Passkeys card', () => {
  it('lists the passkeys by name and date, a synced one marked', async () => {
    stubApi({ [LIST]: json(200, [phone, { ...phone, id: 'p2', name: null, backedUp: false }]) });
    renderSignedIn(<PasskeysCard />, { path: '/settings' });
    const card = screen.getByTestId('passkeys-card');
    expect((await within(card).findAllByTestId('passkey-name')).map((name) => name.textContent)).toEqual([
      'Karis telefon',
      'Passkey without a name',
    ]);
    expect(within(card).getAllByText('Synced')).toHaveLength(1);
    expect(within(card).getAllByText(/^Added 20 Nov 2026/)).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Change passkey Karis telefon' })).toBeTruthy();
  });

  it('says calmly that a closed prompt added nothing, and stores nothing', async () => {
    const { calls } = stubApi({
      [LIST]: json(200, []),
      'GET /api/identity/passkey/generate-register-options': json(200, { challenge: 'abc' }),
    });
    renderSignedIn(<PasskeysCard />, { path: '/settings' });
    await screen.findByText('You have no passkeys yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByTestId('passkey-add-failure')).textContent).toBe(
      'No passkey was added. You closed the prompt or it timed out; try again when you are ready.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'POST /api/identity/passkey/verify-registration')).toEqual([]);
  });

  it('is only a note in a browser without passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    stubApi({ [LIST]: json(200, []) });
    renderSignedIn(<PasskeysCard />, { path: '/settings' });
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
