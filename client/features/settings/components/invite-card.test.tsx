import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fjellhytta, kariInFjellhytta } from '@/test/cabin-fixtures';
import { stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { InviteCard } from './invite-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInvite() {
  const { calls } = stubApi({});
  const openUrl = vi.fn<(url: string) => void>();
  renderSignedIn(<InviteCard cabin={fjellhytta} openUrl={openUrl} />, {
    user: kariInFjellhytta,
    path: '/settings',
  });
  return { calls, openUrl };
}

describe('Invite by e-mail', () => {
  it('needs an e-mail address', async () => {
    const { openUrl, calls } = renderInvite();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail address');
    expect(screen.getByLabelText('E-mail address')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address'));
    expect(openUrl).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('opens a prefilled mail with the access code and makes no server call', async () => {
    const { openUrl, calls } = renderInvite();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'ola@example.no');
    await user.click(screen.getByRole('button', { name: 'Write invitation' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    const url = new URL(String(openUrl.mock.calls[0]?.[0]));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('ola@example.no');
    expect(url.searchParams.get('subject')).toBe('Join Fjellhytta on Hytta');
    expect(url.searchParams.get('body')).toContain('K7M2P9QX');
    expect(url.searchParams.get('body')).toContain(window.location.origin);
    expect(calls).toEqual([]);
  });
});
