import { PROVIDER_TIMEOUT_MS } from '@shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { getMe } from './get-me';

// Issue #11: browsers log every 401 answer as a console error, so a signed-out visitor's page
// load must not get one from GET /api/auth/me; the identity provider's session call answers
// 200 with null instead.

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = { session: { id: 's1' }, user: { id: kari.id } };

describe('reading the current user', () => {
  it('for a visitor with no session, asks only the session call and never gets a 401', async () => {
    const { calls } = stubApi({
      'GET /api/identity/get-session': json(200, null),
      'GET /api/auth/me': json(401, { message: 'Unauthorized' }),
    });
    expect(await getMe()).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/identity/get-session']);
  });

  it('for a session, reads the user; the next page load goes straight to /api/auth/me', async () => {
    const { calls } = stubApi({
      'GET /api/identity/get-session': json(200, session),
      'GET /api/auth/me': json(200, { user: kari }),
    });
    expect(await getMe()).toEqual(kari);
    expect(await getMe()).toEqual(kari);
    expect(callsTo(calls, 'GET /api/identity/get-session')).toHaveLength(1);
    expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(2);
  });

  it('after a session has ended, is signed out and asks the session call again next time', async () => {
    let signedIn = true;
    const { calls } = stubApi({
      'GET /api/identity/get-session': () => json(200, signedIn ? session : null),
      'GET /api/auth/me': () =>
        signedIn ? json(200, { user: kari }) : json(401, { message: 'Unauthorized' }),
    });
    expect(await getMe()).toEqual(kari);
    signedIn = false;
    expect(await getMe()).toBeNull();
    expect(await getMe()).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/identity/get-session',
      '/api/auth/me',
      '/api/auth/me',
      '/api/identity/get-session',
    ]);
  });

  it('when the session call fails with an error answer, lets /api/auth/me decide', async () => {
    stubApi({
      'GET /api/identity/get-session': json(500, { message: 'Internal error' }),
      'GET /api/auth/me': json(200, { user: kari }),
    });
    expect(await getMe()).toEqual(kari);
  });
});

describe('reading the current user while the identity provider does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops waiting for the session call after the provider timeout and asks /api/auth/me', async () => {
    vi.useFakeTimers();
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        paths.push(url);
        if (url === '/api/identity/get-session') {
          // Never answers; only the abort ends the request, as with a real fetch.
          return new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          });
        }
        return Promise.resolve(json(401, { message: 'Unauthorized' }));
      }),
    );
    const answer = getMe();
    await vi.advanceTimersByTimeAsync(PROVIDER_TIMEOUT_MS - 1);
    expect(paths).toEqual(['/api/identity/get-session']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBeNull();
    expect(paths).toEqual(['/api/identity/get-session', '/api/auth/me']);
  });
});
