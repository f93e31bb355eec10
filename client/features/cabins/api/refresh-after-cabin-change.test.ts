import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { kariInFjellhytta } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshAfterCabinChange', () => {
  it('drops every query but me, then fetches me again', async () => {
    stubApi({ 'GET /api/auth/me': json(200, { user: kariInFjellhytta }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, kari);
    queryClient.setQueryData(['cabin', 'c0'], { id: 'c0' });
    queryClient.setQueryData(['bookings'], []);
    await refreshAfterCabinChange(queryClient);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kariInFjellhytta);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([meQueryKey]);
  });

  it('keeps the user when fetching me fails', async () => {
    stubApi({ 'GET /api/auth/me': json(500, { message: 'down' }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, kari);
    await expect(refreshAfterCabinChange(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kari);
  });
});
