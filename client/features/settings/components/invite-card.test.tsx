import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinAs, kari, serve } from '../testing/fake-server';
import { renderAs } from '../testing/render-settings';
import { InviteCard } from './invite-card';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>(async () => new Response(null, { status: 404 }));
  globalThis.fetch = mock;
  return mock;
});

afterEach(() => {
  fetchMock.mockReset();
});

function renderInvite() {
  const calls = serve(fetchMock, {});
  const openUrl = vi.fn<(url: string) => void>();
  renderAs(kari, <InviteCard cabin={cabinAs('owner')} openUrl={openUrl} />);
  return { calls, openUrl };
}

describe('Invite by e-mail', () => {
  it('needs an e-mail address', async () => {
    const { openUrl, calls } = renderInvite();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail address');
    expect(screen.getByLabelText('E-mail address')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address');
    expect(openUrl).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('opens a prefilled mail with the access code and makes no server call', async () => {
    const { openUrl, calls } = renderInvite();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'ola@example.no');
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    expect(openUrl).toHaveBeenCalledTimes(1);
    const url = new URL(String(openUrl.mock.calls[0]?.[0]));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('ola@example.no');
    expect(url.searchParams.get('subject')).toBe('Join Fjellhytta on Hytta');
    expect(url.searchParams.get('body')).toContain('K7M2X9QP');
    expect(url.searchParams.get('body')).toContain(window.location.origin);
    expect(calls).toEqual([]);
  });
});
