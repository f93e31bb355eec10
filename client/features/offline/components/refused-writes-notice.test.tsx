import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCabinsQueryKey } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { json } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { offlineWrite, registerOfflineWrite } from '../lib/offline-write';
import { keepRefusedWrites } from '../lib/refused-writes';
import { RefusedWritesNotice } from './refused-writes-notice';

// Issue #36: a queued write refused because the user changed cabin is shown as "not sent: you
// changed cabin", with "Send to <cabin>" and "Drop", in both languages.

afterEach(async () => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

type Note = { text: string; cabinId: string; label: string };

describe('"Not sent: you changed cabin"', () => {
  it('names the write and its cabin, sends it there after switching, or drops it', async () => {
    let current = 'cabin-b';
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { text?: string; cabinId?: string };
        if (String(input) === '/api/user/switch-cabin') {
          current = body.cabinId ?? current;
          return json(200, { message: 'ok', cabin: { id: current, name: 'Fjellstua' } });
        }
        if (String(input) === '/api/auth/me')
          return json(200, { user: { ...kari, currentCabinId: current } });
        if (new Headers(init?.headers).get('X-Cabin-Id') !== current) {
          return json(409, { message: 'Made for another cabin', code: 'cabin_changed' });
        }
        sent.push(`${body.text}@${current}`);
        return json(201, {});
      }),
    );
    const { queryClient } = renderSignedIn(<RefusedWritesNotice />, {
      user: { ...kari, currentCabinId: 'cabin-b' },
    });
    queryClient.setQueryData(userCabinsQueryKey, [
      { id: 'cabin-a', name: 'Fjellstua', address: null, role: 'owner', isOwner: true },
      { id: 'cabin-b', name: 'Sjøbua', address: null, role: 'owner', isOwner: true },
    ]);
    const write = offlineWrite<unknown, Note>({
      mutationKey: ['notes'],
      mutationFn: ({ text, cabinId }) => apiFetch('/api/notes', { method: 'POST', body: { text }, cabinId }),
    });
    registerOfflineWrite(queryClient, write);
    keepRefusedWrites(queryClient);
    await act(async () => {
      for (const text of ['Melk', 'Ost']) {
        await new MutationObserver(queryClient, write)
          .mutate({ text, cabinId: 'cabin-a', label: text })
          .catch(() => undefined);
      }
    });

    const notice = await screen.findByTestId('refused-writes');
    expect(notice.textContent).toContain('Not sent: you changed cabin');
    expect(notice.textContent).toContain('Made in Fjellstua');
    await act(() => changeLanguage('no'));
    expect(notice.textContent).toContain('Ikke sendt: du har byttet hytte');
    fireEvent.click(screen.getByRole('button', { name: 'Forkast Ost' }));
    await expect.poll(() => notice.textContent).not.toContain('Ost');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send til Fjellstua' }));
    await expect.poll(() => sent).toEqual(['Melk@cabin-a']);
    await expect.poll(() => screen.queryByTestId('refused-writes')).toBeNull();
  });
});
