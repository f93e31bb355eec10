import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { kari as user } from '@/test/fixtures';
import { meQueryKey } from './get-me';
import { syncUserWithRetry } from './sync-user';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('user sync after sign-in (product section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stores the synced user as the current user', async () => {
    const fetchMock = vi.fn(async () => json(200, user));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await expect(syncUserWithRetry(queryClient, { clerkId: 'u1' })).resolves.toEqual(user);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/clerk-sync',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('on failure clears the caches and tries once more after 2 s', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(500, { message: 'down' }))
      .mockResolvedValueOnce(json(200, user));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['something', 'cached'], 42);
    const result = syncUserWithRetry(queryClient, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['something', 'cached'])).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it('gives up after the one retry with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { message: 'Identity unavailable' })),
    );
    const result = syncUserWithRetry(createQueryClient(), {});
    const assertion = expect(result).rejects.toThrow('Identity unavailable');
    await vi.advanceTimersByTimeAsync(2_000);
    await assertion;
  });
});
