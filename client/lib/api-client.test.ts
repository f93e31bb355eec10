import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchOrNullOn401 } from './api-client';
import { changeLanguage } from './i18n';

afterEach(async () => {
  vi.unstubAllGlobals();
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
});
