import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { changeLanguage } from '@/lib/i18n';
import { createdFjellhytta, fjellhytta, kariInFjellhytta, ownedSummary } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

async function renderApp() {
  const result = renderSignedIn(<App />, { toaster: false });
  // The shell is a lazily loaded chunk; the first import can take a while.
  await screen.findByTestId('welcome-card');
  return result;
}

describe('Dashboard welcome card', () => {
  it('creates a cabin from the welcome card; the dashboard and header then show it', async () => {
    const { calls } = stubApi({
      'POST /api/cabin/create': json(201, createdFjellhytta),
      'GET /api/auth/me': json(200, { user: kariInFjellhytta }),
      'GET /api/cabin': json(200, fjellhytta),
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary] }),
    });
    const user = userEvent.setup();
    await renderApp();
    expect(callsTo(calls, 'GET /api/cabin')).toEqual([]);

    await user.click(screen.getByTestId('create-cabin-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Create cabin' });
    await user.click(within(dialog).getByRole('button', { name: 'Create cabin' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Cabin name is required');

    await user.type(within(dialog).getByLabelText('Cabin name'), 'Fjellhytta');
    await user.type(within(dialog).getByLabelText('Address'), 'Fjellveien 1, 3550 Gol');
    await user.click(within(dialog).getByRole('button', { name: 'Create cabin' }));

    expect(await screen.findByText('Fjellhytta is ready. Access code: K7M2P9QX')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('welcome-card')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByTestId('widget-grid')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('shell-title').textContent).toBe('Fjellhytta'));
    expect(screen.getByTestId('mobile-title').textContent).toBe('Fjellhytta');
  });

  it('joins a cabin with an access code from the welcome card', async () => {
    const { calls } = stubApi({
      'POST /api/user/join-cabin': json(200, { message: 'Joined', cabin: { id: 'c1', name: 'Fjellhytta' } }),
      'GET /api/auth/me': json(200, { user: { ...kariInFjellhytta, isOwner: false } }),
      'GET /api/cabin': json(200, { ...fjellhytta, role: 'member' }),
    });
    const user = userEvent.setup();
    await renderApp();

    await user.click(screen.getByTestId('join-cabin-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Join cabin' });
    await user.type(within(dialog).getByLabelText('Access code'), 'K7M2P9QX');
    await user.click(within(dialog).getByRole('button', { name: 'Join cabin' }));

    expect(await screen.findByText('Joined cabin')).toBeDefined();
    expect(callsTo(calls, 'POST /api/user/join-cabin')[0]?.body).toEqual({ accessCode: 'K7M2P9QX' });
    await waitFor(() => expect(screen.queryByTestId('welcome-card')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('shell-title').textContent).toBe('Fjellhytta'));
  });

  it('keeps the join dialog open with the localized error when the code is wrong', async () => {
    await changeLanguage('no');
    stubApi({
      'POST /api/user/join-cabin': json(404, { message: 'Invalid access code', code: 'invalid_access_code' }),
    });
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByTestId('join-cabin-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Bli med i hytte' });
    await user.type(within(dialog).getByLabelText('Tilgangskode'), 'FEIL');
    await user.click(within(dialog).getByRole('button', { name: 'Bli med' }));
    expect(await screen.findByText('Ugyldig tilgangskode')).toBeDefined();
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByTestId('welcome-card')).toBeDefined();
  });

  it('has the Norwegian labels', async () => {
    await changeLanguage('no');
    stubApi({});
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByTestId('create-cabin-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Opprett hytte' });
    expect(within(dialog).getByLabelText('Hyttenavn')).toBeDefined();
    expect(within(dialog).getByLabelText('Adresse')).toBeDefined();
  });
});
