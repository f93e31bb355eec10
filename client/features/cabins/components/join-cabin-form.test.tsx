import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { kariInFjellhytta } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { JoinCabinForm } from './join-cabin-form';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

async function join(code: string) {
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText(/Access code|Tilgangskode/), code);
  await user.click(screen.getByRole('button', { name: /Join cabin|Bli med/ }));
}

describe('JoinCabinForm', () => {
  it('requires an access code that is not blank, without calling the server', async () => {
    const { calls } = stubApi({});
    renderSignedIn(<JoinCabinForm />);
    await join('');
    expect((await screen.findByRole('alert')).textContent).toBe('Access code is required');
    await join('   ');
    expect((await screen.findByRole('alert')).textContent).toBe('Access code is required');
    expect(screen.getByLabelText('Access code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('joins with the trimmed code, toasts "Joined cabin" and refreshes the user', async () => {
    const { calls } = stubApi({
      'POST /api/user/join-cabin': json(200, { message: 'Joined', cabin: { id: 'c1', name: 'Fjellhytta' } }),
      'GET /api/auth/me': json(200, { user: { ...kariInFjellhytta, isOwner: false } }),
    });
    const onJoined = vi.fn();
    renderSignedIn(<JoinCabinForm onJoined={onJoined} />);
    await join('  k7m2p9qx ');
    expect(await screen.findByText('Joined cabin')).toBeDefined();
    expect(screen.getByText('You are now a member of Fjellhytta.')).toBeDefined();
    // The call's own schema reads the code as the server does: trimmed, upper case.
    expect(callsTo(calls, 'POST /api/user/join-cabin')[0]?.body).toEqual({ accessCode: 'K7M2P9QX' });
    expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the answer has no known code', async () => {
    stubApi({ 'POST /api/user/join-cabin': json(400, { message: 'Access code is too long' }) });
    renderSignedIn(<JoinCabinForm />);
    await join('ABC');
    expect(await screen.findByText('Access code is too long')).toBeDefined();
  });

  it('shows a known error code in the chosen language', async () => {
    stubApi({
      'POST /api/user/join-cabin': json(404, { message: 'Invalid access code', code: 'invalid_access_code' }),
    });
    await changeLanguage('no');
    renderSignedIn(<JoinCabinForm />);
    await join('WRONG123');
    expect(await screen.findByText('Ugyldig tilgangskode')).toBeDefined();
    expect(screen.queryByText('Invalid access code')).toBeNull();
  });

  it('explains 429 (too many attempts) in the chosen language', async () => {
    stubApi({
      'POST /api/user/join-cabin': json(429, {
        message: 'Too many join attempts. Try again later.',
        code: 'too_many_join_attempts',
      }),
    });
    renderSignedIn(<JoinCabinForm />);
    await join('WRONG123');
    expect(
      await screen.findByText('Too many attempts with access codes. Wait a few minutes and try again.'),
    ).toBeDefined();
  });

  it('falls back to "Failed to join cabin", and "Kunne ikke tilknytte hytte" in Norwegian', async () => {
    stubApi({ 'POST /api/user/join-cabin': new Response('', { status: 500 }) });
    const first = renderSignedIn(<JoinCabinForm />);
    await join('ABC');
    expect(await screen.findByText('Failed to join cabin')).toBeDefined();
    first.unmount();

    await changeLanguage('no');
    renderSignedIn(<JoinCabinForm />);
    await join('ABC');
    expect(await screen.findByText('Kunne ikke tilknytte hytte')).toBeDefined();
  });
});
