import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, users } from '../../db/schema';
import {
  type ProviderPerson,
  startOidcProvider,
  type TestOidcProvider,
  throughProvider,
} from '../../test/oidc-test-provider';
import {
  cookieFrom,
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';

// Sign-in through OpenID Connect providers (issue #39) against a real provider on a local port,
// one like Vipps Login and one like Google: the app's own calls, the provider's own pages.

let t: TestApp;
let vipps: TestOidcProvider;
let google: TestOidcProvider;

beforeAll(async () => {
  vipps = await startOidcProvider('vipps', TEST_ORIGIN);
  google = await startOidcProvider('google', TEST_ORIGIN);
  t = await createTestApp({ oidcProviders: [vipps.config, google.config] });
});
afterAll(async () => {
  await t.close();
  await Promise.all([vipps.close(), google.close()]);
});
afterEach(() => {
  vi.useRealTimers();
});

let people = 0;
function person(fields: Partial<ProviderPerson> = {}): ProviderPerson {
  people += 1;
  return { sub: `sub-${people}`, email: `person${people}@example.no`, emailVerified: true, ...fields };
}

type Started = { url: string; cookie: string };

/** The button on /auth (or Settings): the app answers where to send the browser. */
async function start(
  providerId: string,
  options: { as?: TestUser; call?: 'sign-in/social' | 'link-social'; body?: object } = {},
): Promise<Started> {
  const call = options.call ?? 'sign-in/social';
  const response = await injectAs(t.app, options.as ?? null, {
    method: 'POST',
    url: `/api/identity/${call}`,
    payload: { provider: providerId, ...options.body },
  });
  expect(response.statusCode, response.body).toBe(200);
  const state = cookieFrom(response);
  return {
    url: response.json<{ url: string }>().url,
    cookie: [options.as?.cookie, state].filter(Boolean).join('; '),
  };
}

/** The browser back at the app's callback with what the provider gave it. */
function back(callback: URL, cookie: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
}

/** The whole round trip: the button, the provider's login as `who`, and back. */
async function signInThrough(provider: TestOidcProvider, who: ProviderPerson, as?: TestUser) {
  provider.signInAs(who);
  const started = await start(provider.config.id, as ? { as, call: 'link-social' } : {});
  const answer = await back(await throughProvider(started.url, TEST_ORIGIN), started.cookie);
  return { answer, cookie: [as?.cookie, cookieFrom(answer)].filter(Boolean).join('; ') };
}

const me = (cookie: string) => injectAs(t.app, { cookie }, { method: 'GET', url: '/api/auth/me' });
const methods = (cookie: string) =>
  injectAs(t.app, { cookie }, { method: 'GET', url: '/api/auth/sign-in-methods' });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const accountsOf = (userId: string) =>
  t.database.db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(accounts.providerId);

describe('the sign-in page offers the configured providers', () => {
  it('lists each provider by id and name, and nothing of its client', async () => {
    const response = await injectAs(t.app, null, { method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [
        { id: 'vipps', name: 'Vipps' },
        { id: 'google', name: 'Google' },
      ],
    });
    expect(response.body).not.toContain('secret');
  });

  it('refuses a provider that is not configured', async () => {
    const response = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/social',
      payload: { provider: 'github' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_provider' });
  });
});

describe('a first sign-in through a provider', () => {
  it('creates the account with a username made from the name, and signs it in', async () => {
    const kari = person({ name: 'Kari Østby Nordmann', email: 'kari.ostby@example.no' });
    const { answer, cookie } = await signInThrough(vipps, kari);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth');
    const signedIn = await me(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      username: 'kari.oestby.nordmann',
      fullName: 'Kari Østby Nordmann',
      email: 'kari.ostby@example.no',
      profilePicture: null,
    });
    // Who the person is at Vipps is kept; the provider's tokens are not.
    const [account] = await accountsOf(signedIn.json().user.id);
    expect(account).toMatchObject({ providerId: 'vipps', accountId: kari.sub, password: null });
    expect([account?.accessToken, account?.refreshToken, account?.idToken]).toEqual([null, null, null]);
  });

  it('signs the same person in again into the same account', async () => {
    const ola = person({ name: 'Ola Nordmann' });
    const first = await signInThrough(vipps, ola);
    const again = await signInThrough(vipps, ola);
    expect((await me(again.cookie)).json().user.id).toBe((await me(first.cookie)).json().user.id);
  });

  it('a second person of the same name gets the next free username', async () => {
    await signInThrough(google, person({ name: 'Per Hansen' }));
    const second = await signInThrough(google, person({ name: 'Per Hansen' }));
    expect((await me(second.cookie)).json().user.username).toBe('per.hansen2');
  });

  it('without a name from the provider, the account is named by its address', async () => {
    const { cookie } = await signInThrough(vipps, person({ email: 'navnlos@example.no' }));
    expect((await me(cookie)).json().user).toMatchObject({ fullName: 'navnlos', username: 'navnlos' });
  });

  it("ignores where the caller asks to be sent afterwards: the app's own page only", async () => {
    const who = person({ name: 'Kim Lure' });
    vipps.signInAs(who);
    const started = await start('vipps', {
      body: { callbackURL: 'https://evil.example/', errorCallbackURL: 'https://evil.example/' },
    });
    const answer = await back(await throughProvider(started.url, TEST_ORIGIN), started.cookie);
    expect(answer.headers.location).toBe('/auth');
  });
});

describe('linking to an existing account by e-mail', () => {
  async function confirmedUser(email: string) {
    const user = await signUp(t.app, { email });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    return user;
  }

  it('links when the provider has verified the address and the account has confirmed it', async () => {
    const anne = await confirmedUser('anne@example.no');
    const { answer, cookie } = await signInThrough(google, person({ email: 'anne@example.no', name: 'A' }));
    expect(answer.headers.location).toBe('/auth');
    expect((await me(cookie)).json().user).toMatchObject({ id: anne.id, username: anne.username });
    expect((await accountsOf(anne.id)).map((row) => row.providerId)).toEqual(['credential', 'google']);
  });

  it('never links an address the provider has not verified', async () => {
    const bjorn = await confirmedUser('bjorn@example.no');
    const { answer } = await signInThrough(
      google,
      person({ email: 'bjorn@example.no', emailVerified: false }),
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth?error=account_not_linked');
    expect(cookieFrom(answer)).not.toContain('session_token=');
    expect((await accountsOf(bjorn.id)).map((row) => row.providerId)).toEqual(['credential']);
  });

  it('never links to an account that has not confirmed its own address', async () => {
    const unconfirmed = await signUp(t.app, { email: 'ikke.bekreftet@example.no' });
    const { answer } = await signInThrough(vipps, person({ email: 'ikke.bekreftet@example.no' }));
    expect(answer.headers.location).toBe('/auth?error=account_not_linked');
    expect((await accountsOf(unconfirmed.id)).map((row) => row.providerId)).toEqual(['credential']);
  });
});

describe('a sign-in that goes wrong ends on /auth with what went wrong, never a 500', () => {
  it('refuses a callback whose state is not the one the app gave this browser', async () => {
    const who = person({ name: 'Stat Feil' });
    vipps.signInAs(who);
    const started = await start('vipps');
    const callback = await throughProvider(started.url, TEST_ORIGIN);
    callback.searchParams.set('state', 'forged-state-from-another-tab');
    const answer = await back(callback, started.cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^http:\/\/localhost:3000\/auth\?error=/);
    expect(cookieFrom(answer)).not.toContain('session_token=');
    expect(await userByEmail(who.email)).toBeUndefined();
  });

  it('refuses a callback without the cookie of the browser that started it', async () => {
    const who = person({ name: 'Annen Nettleser' });
    vipps.signInAs(who);
    const started = await start('vipps');
    const answer = await back(await throughProvider(started.url, TEST_ORIGIN), '');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/\/auth\?error=/);
    expect(await userByEmail(who.email)).toBeUndefined();
  });

  it('an expired code is refused by the provider and the page says so', async () => {
    const who = person({ name: 'Sen Kode' });
    vipps.signInAs(who);
    const started = await start('vipps');
    const callback = await throughProvider(started.url, TEST_ORIGIN);
    // The provider's codes last a minute; the browser comes back two minutes later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    const answer = await back(callback, started.cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth?error=invalid_code');
    expect(await userByEmail(who.email)).toBeUndefined();
  });

  it('a code used once is not accepted again', async () => {
    const who = person({ name: 'To Ganger' });
    vipps.signInAs(who);
    const started = await start('vipps');
    const callback = await throughProvider(started.url, TEST_ORIGIN);
    expect((await back(callback, started.cookie)).headers.location).toBe('/auth');
    const again = await back(callback, started.cookie);
    expect(again.headers.location).toMatch(/\/auth\?error=/);
  });

  it('the provider stopping between the login and the callback', async () => {
    const flaky = await startOidcProvider('vipps', TEST_ORIGIN);
    const app = await createTestApp({ oidcProviders: [flaky.config] });
    try {
      flaky.signInAs(person({ name: 'Borte Vekk' }));
      const response = await injectAs(app.app, null, {
        method: 'POST',
        url: '/api/identity/sign-in/social',
        payload: { provider: 'vipps' },
      });
      const callback = await throughProvider(response.json<{ url: string }>().url, TEST_ORIGIN);
      await flaky.close();
      const answer = await app.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: cookieFrom(response) },
      });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/auth?error=invalid_code');
    } finally {
      await app.close();
    }
  });

  it('a provider that does not answer at all: a clear message, no redirect to nowhere', async () => {
    const down = await startOidcProvider('vipps', TEST_ORIGIN);
    await down.close();
    const app = await createTestApp({ oidcProviders: [down.config] });
    try {
      const response = await injectAs(app.app, null, {
        method: 'POST',
        url: '/api/identity/sign-in/social',
        payload: { provider: 'vipps' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'Vipps is not answering right now. Try again later.',
        code: 'provider_unavailable',
      });
      // Password sign-in goes on as before.
      expect((await signUp(app.app)).cookie).toContain('session_token=');
    } finally {
      await app.close();
    }
  });
});

describe('linking and unlinking in Settings', () => {
  it('a member links a provider whose address differs, sees it, and unlinks it again', async () => {
    const siri = await signUp(t.app, { email: 'siri@example.no' });
    const { answer } = await signInThrough(google, person({ email: 'siri.privat@example.no' }), siri);
    expect(answer.headers.location).toBe('/settings?linked=1');
    const linked = await methods(siri.cookie);
    expect(linked.json()).toMatchObject({ password: true, waysIn: 2 });
    expect(linked.json().providers).toEqual([
      { id: 'vipps', name: 'Vipps', linkedAt: null },
      { id: 'google', name: 'Google', linkedAt: expect.any(String) },
    ]);
    const unlinked = await injectAs(t.app, siri, {
      method: 'DELETE',
      url: '/api/auth/sign-in-methods/providers/google',
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ password: true, waysIn: 1 });
    // The password is the last way in now, and stays.
    const refused = await injectAs(t.app, siri, {
      method: 'DELETE',
      url: '/api/auth/sign-in-methods/providers/credential',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('never removes the last way in: an account made through a provider keeps it until it has a password', async () => {
    const { cookie } = await signInThrough(vipps, person({ name: 'Eneste Vei' }));
    const remove = () =>
      injectAs(t.app, { cookie }, { method: 'DELETE', url: '/api/auth/sign-in-methods/providers/vipps' });
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'last_way_in' });
    expect((await me(cookie)).statusCode).toBe(200);

    const password = await injectAs(
      t.app,
      { cookie },
      { method: 'POST', url: '/api/auth/password', payload: { newPassword: 'et-nytt-passord' } },
    );
    expect(password.statusCode).toBe(200);
    expect(password.json()).toMatchObject({ password: true, waysIn: 2 });
    const again = await injectAs(
      t.app,
      { cookie },
      { method: 'POST', url: '/api/auth/password', payload: { newPassword: 'et-annet-passord' } },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'password_already_set' });

    expect((await remove()).statusCode).toBe(200);
    const { username } = (await me(cookie)).json().user;
    const signIn = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/username',
      payload: { username, password: 'et-nytt-passord' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("a provider's account linked to one member cannot be linked to another", async () => {
    const owner = person({ name: 'Første Eier' });
    await signInThrough(vipps, owner);
    const other = await signUp(t.app);
    const { answer } = await signInThrough(vipps, owner, other);
    expect(answer.headers.location).toBe('/settings?error=account_already_linked_to_different_user');
    expect((await accountsOf(other.id)).map((row) => row.providerId)).toEqual(['credential']);
  });

  it('unlinking a provider that is not linked is not found', async () => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/auth/sign-in-methods/providers/vipps',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'provider_not_linked' });
  });

  it('a signed-out caller is refused before anything is read', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/sign-in-methods'],
      ['DELETE', '/api/auth/sign-in-methods/providers/vipps'],
      ['POST', '/api/auth/password'],
      ['POST', '/api/identity/link-social'],
    ] as const) {
      const response = await injectAs(t.app, null, {
        method,
        url,
        payload: method === 'POST' ? 'x' : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
