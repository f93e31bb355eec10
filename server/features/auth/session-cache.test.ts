import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { createSessionCache } from './session';

// A server answers a Cookie header it saw within the last SESSION_CACHE_MS without asking the
// database (decision 014). Ending a session through the same server must take effect at once;
// ending it elsewhere (another process, the database) within that bound. Two apps on one
// database stand for two server processes; the first one's cache runs on a clock the test sets.

const TTL_MS = 2_000;
let clock = 0;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ sessionCache: { ttlMs: TTL_MS, now: () => clock } });
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

const me = (t: TestApp, user: TestUser) => injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });

describe('sessions a server has just seen', () => {
  it('end at once when the user signs out through the same server', async () => {
    for (const url of ['/api/identity/sign-out', '/api/auth/logout']) {
      const user = await signUp(first.app);
      expect((await me(first, user)).statusCode).toBe(200);
      const out = await injectAs(first.app, user, { method: 'POST', url, payload: {} });
      expect(out.statusCode).toBe(200);
      expect((await me(first, user)).statusCode).toBe(401);
    }
  });

  it('end within the bound when signed out through another server', async () => {
    clock = 10_000;
    const user = await signUp(first.app);
    expect((await me(first, user)).statusCode).toBe(200);
    const out = await injectAs(second.app, user, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await me(second, user)).statusCode).toBe(401);
    clock += TTL_MS - 1;
    expect((await me(first, user)).statusCode).toBe(200);
    clock += 1;
    expect((await me(first, user)).statusCode).toBe(401);
  });

  it('end within the bound when the session is deleted in the database', async () => {
    clock = 50_000;
    const user = await signUp(first.app);
    expect((await me(first, user)).statusCode).toBe(200);
    await first.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    clock += TTL_MS;
    expect((await me(first, user)).statusCode).toBe(401);
  });
});

describe('the cookie cache itself', () => {
  const session = { userId: 'u1', expiresAt: new Date(8.64e15) };

  it('reads the database once for requests that arrive together', async () => {
    const cache = createSessionCache({ ttlMs: 1_000, now: () => 0 });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return session;
    };
    expect(await Promise.all([1, 2, 3].map(() => cache.userId('c', load)))).toEqual(['u1', 'u1', 'u1']);
    expect(reads).toBe(1);
  });

  it('does not keep what a lookup read when a sign-out came while it ran', async () => {
    const cache = createSessionCache({ ttlMs: 1_000, now: () => 0 });
    let finish: (value: typeof session) => void = () => {};
    const first = cache.userId('c', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(session);
    expect(await first).toBe('u1');
    expect(await cache.userId('c', async () => null)).toBeNull();
  });
});
