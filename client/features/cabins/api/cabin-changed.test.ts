import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { apiFetch, setShownCabin } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { refreshWhenCabinChanged } from './cabin-changed';

// Issue #36: a tab still showing cabin A after another tab switched to B. A write made there names
// A, is refused (409 cabin_changed) instead of landing in B, says so clearly, and the page moves
// to the cabin that is current now.

afterEach(async () => {
  vi.unstubAllGlobals();
  setShownCabin(null);
  await changeLanguage('en');
});

describe('a write refused because the cabin changed in another tab', () => {
  it('says so in both languages and brings the page to the current cabin', async () => {
    const inB = { ...kari, currentCabinId: 'cabin-b' };
    const { fetchMock } = stubApi({
      'POST /api/bookings': json(409, { message: 'Made for another cabin', code: 'cabin_changed' }),
      'GET /api/auth/me': json(200, { user: inB }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, { ...kari, currentCabinId: 'cabin-a' });
    queryClient.setQueryData(['bookings', 'cabin-a'], []);
    setShownCabin('cabin-a');
    const stop = refreshWhenCabinChanged(queryClient);

    const error = await new MutationObserver(queryClient, {
      mutationFn: () => apiFetch('/api/bookings', { method: 'POST', body: {} }),
    })
      .mutate()
      .catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Could not book')).toMatch(/^Not saved: you switched to another cabin/);
    await changeLanguage('no');
    expect(apiErrorMessage(error, 'Kunne ikke booke')).toMatch(
      /^Ikke lagret: Du har byttet til en annen hytte/,
    );

    await expect.poll(() => queryClient.getQueryData(meQueryKey)).toEqual(inB);
    expect(queryClient.getQueryData(['bookings', 'cabin-a'])).toBeUndefined();
    // The write named the cabin the page showed, which is what the server refused.
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/bookings') ?? [];
    expect(new Headers((init as RequestInit | undefined)?.headers).get('X-Cabin-Id')).toBe('cabin-a');
    stop();
  });
});
