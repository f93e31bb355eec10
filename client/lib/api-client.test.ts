import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchOrNullOn401, setShownCabin } from './api-client';
import { changeLanguage } from './i18n';

afterEach(async () => {
  vi.unstubAllGlobals();
  setShownCabin(null);
  await changeLanguage('en');
});

describe('API client error messages (product section 8)', () => {
  it('uses the JSON message field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"User not found"}', { status: 404 })),
    );
    await expect(apiFetch('/api/x')).rejects.toEqual(new ApiError(404, 'User not found'));
  });

  it('falls back to the response text, then to the status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway from proxy', { status: 502 })),
    );
    await expect(apiFetch('/api/x')).rejects.toThrow('Bad gateway from proxy');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiFetch('/api/x')).rejects.toThrow('Service Unavailable');
  });

  it('keeps a known error code from the JSON body, and ignores unknown ones', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"Invalid access code","code":"invalid_access_code"}', { status: 404 }),
      ),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Invalid access code', code: 'invalid_access_code' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Nope","code":"made_up"}', { status: 400 })),
    );
    const unknown = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ status: 400, message: 'Nope', code: undefined });
  });

  it('sends credentials and a JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x', { method: 'POST', body: { name: 'Hytta' } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"name":"Hytta"}' }),
    );
  });

  it('yields null on 401 for reads that ask for it, and still throws other errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not signed in"}', { status: 401 })),
    );
    await expect(apiFetchOrNullOn401('/api/auth/me')).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"boom"}', { status: 500 })),
    );
    await expect(apiFetchOrNullOn401('/api/auth/me')).rejects.toThrow('boom');
  });

  it('sends the chosen language as Accept-Language on every call', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const sentLanguage = () => {
      const init = fetchMock.mock.lastCall?.at(1) as RequestInit | undefined;
      return (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
    };

    await apiFetch('/api/notifications');
    expect(sentLanguage()).toBe('en');

    await changeLanguage('no');
    await apiFetch('/api/dashboard/activity');
    expect(sentLanguage()).toBe('no');
    await apiFetchOrNullOn401('/api/auth/me');
    expect(sentLanguage()).toBe('no');
    await apiFetch('/api/cabin/shopping-items', { method: 'POST', body: { name: 'Kaffe' } });
    expect(sentLanguage()).toBe('no');
  });

  it('names the cabin on every cabin-scoped write (issue #36), and on nothing else', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const sentCabin = async (path: string, request: Parameters<typeof apiFetch>[1] = {}) => {
      await apiFetch(path, request);
      const init = fetchMock.mock.lastCall?.at(1) as RequestInit | undefined;
      return (init?.headers as Record<string, string> | undefined)?.['X-Cabin-Id'];
    };
    setShownCabin('cabin-shown');
    // A write made now is for the cabin the page shows; a queued one names its own.
    expect(await sentCabin('/api/shopping-items', { method: 'POST', body: { name: 'Melk' } })).toBe(
      'cabin-shown',
    );
    expect(await sentCabin('/api/bookings/b1', { method: 'DELETE' })).toBe('cabin-shown');
    expect(await sentCabin('/api/shopping-items', { method: 'POST', body: {}, cabinId: 'cabin-then' })).toBe(
      'cabin-then',
    );
    // Reads, and writes that are not about the current cabin (switching it above all), carry none.
    expect(await sentCabin('/api/shopping-items')).toBeUndefined();
    expect(
      await sentCabin('/api/user/switch-cabin', { method: 'POST', body: { cabinId: 'cabin-then' } }),
    ).toBeUndefined();
    expect(await sentCabin('/api/cabin/create', { method: 'POST', body: {} })).toBeUndefined();
    expect(await sentCabin('/api/notifications/mark-all-read', { method: 'PATCH' })).toBeUndefined();
    setShownCabin(null);
    expect(await sentCabin('/api/shopping-items', { method: 'POST', body: {} })).toBeUndefined();
  });
});
