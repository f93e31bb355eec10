import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, passkeys, users } from '../../db/schema';
import { declaredIdentityAnswer } from '../../http/identity-openapi';
import { type SoftwarePasskey, softwarePasskey } from '../../test/software-authenticator';
import {
  cookieFrom,
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';
import { passkeyOptions } from './identity';
import { waysIn } from './ways-in';

// Passkeys (issue #39, decision 054) through the identity mount: a whole WebAuthn ceremony with a
// software passkey, then what the mount adds to Better Auth's calls: a passkey is only ever named
// or removed by its owner, and nobody removes their last way of signing in.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSKEY = '/api/identity/passkey';
const RP_ID = new URL(TEST_ORIGIN).hostname;

/** Both cookies: the session's and, after an options call, the challenge's. */
const withCookies = (...cookies: string[]) => ({ cookie: cookies.filter(Boolean).join('; ') });

/** The answer exactly as its call declares it: valid, and nothing the schema would drop. */
function expectDeclared(method: string, call: string, response: LightMyRequestResponse) {
  const body: unknown = response.json();
  const parsed = declaredIdentityAnswer(method, call)?.safeParse(body);
  expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
  expect(parsed?.data).toEqual(body);
}

/** Adds `key` to `user`'s account through the two registration calls. */
async function register(user: TestUser, key: SoftwarePasskey, name?: string, origin = TEST_ORIGIN) {
  const options = await injectAs(t.app, user, { method: 'GET', url: `${PASSKEY}/generate-register-options` });
  expect(options.statusCode, options.body).toBe(200);
  return injectAs(t.app, withCookies(user.cookie, cookieFrom(options)), {
    method: 'POST',
    url: `${PASSKEY}/verify-registration`,
    payload: { response: key.register(options.json(), origin), ...(name ? { name } : {}) },
  });
}

/** Signs in with `key` from a browser without a session. */
async function signInWith(key: SoftwarePasskey, origin = TEST_ORIGIN) {
  const options = await injectAs(t.app, null, {
    method: 'GET',
    url: `${PASSKEY}/generate-authenticate-options`,
  });
  expect(options.statusCode, options.body).toBe(200);
  return injectAs(t.app, withCookies(cookieFrom(options)), {
    method: 'POST',
    url: `${PASSKEY}/verify-authentication`,
    payload: { response: key.authenticate(options.json(), origin) },
  });
}

const listOf = async (user: TestUser) => {
  const response = await injectAs(t.app, user, { method: 'GET', url: `${PASSKEY}/list-user-passkeys` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; name: string | null }[]>();
};

/** A user with a passkey and no password, as one who signed up through a provider could be. */
async function withoutPassword(user: TestUser) {
  await t.database.db
    .delete(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
}

describe('the relying party', () => {
  it('is the public address: its host name, its origin, and trusted origins on that host only', () => {
    expect(
      passkeyOptions('https://hytta.example.no', ['https://hytta.example.no', 'https://other.example']),
    ).toEqual({ rpID: 'hytta.example.no', rpName: 'Hytta', origin: ['https://hytta.example.no'] });
    expect(passkeyOptions('http://localhost:3000', ['http://localhost:5173'])).toMatchObject({
      rpID: 'localhost',
      origin: ['http://localhost:3000', 'http://localhost:5173'],
    });
  });
});

describe('adding a passkey and signing in with it', () => {
  it('registers, lists without the key, and signs a browser without a session in', async () => {
    const kari = await signUp(t.app, { fullName: 'Kari Passnøkkel' });
    const key = softwarePasskey(RP_ID);
    const options = await injectAs(t.app, kari, {
      method: 'GET',
      url: `${PASSKEY}/generate-register-options`,
    });
    expect(options.statusCode).toBe(200);
    expectDeclared('GET', '/passkey/generate-register-options', options);
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost', name: 'Hytta' },
      challenge: expect.any(String),
    });

    const added = await register(kari, key, '  Kari sin telefon  ');
    expect(added.statusCode, added.body).toBe(200);
    expectDeclared('POST', '/passkey/verify-registration', added);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Kari sin telefon',
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: expect.any(String),
    });
    const listed = await injectAs(t.app, kari, { method: 'GET', url: `${PASSKEY}/list-user-passkeys` });
    expectDeclared('GET', '/passkey/list-user-passkeys', listed);
    expect(listed.json()).toEqual([added.json()]);
    expect(listed.body).not.toContain(key.credentialId);
    expect(await waysIn(t.database.db, kari.id)).toBe(2);

    const signedIn = await signInWith(key);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expectDeclared('POST', '/passkey/verify-authentication', signedIn);
    expect(signedIn.json().user).toMatchObject({ id: kari.id, name: 'Kari Passnøkkel' });
    expect(signedIn.body).not.toMatch(/token/i);
    const me = await injectAs(
      t.app,
      { cookie: cookieFrom(signedIn) },
      { method: 'GET', url: '/api/auth/me' },
    );
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(kari.id);
  });

  it('refuses an answer made for another origin with 400, not a failure of its own', async () => {
    const ola = await signUp(t.app);
    const key = softwarePasskey(RP_ID);
    const refused = await register(ola, key, 'Feil', 'http://evil.example');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    expect(await listOf(ola)).toEqual([]);

    expect((await register(ola, key)).statusCode).toBe(200);
    const wrongSite = await signInWith(key, 'http://evil.example');
    expect(wrongSite.statusCode, wrongSite.body).toBe(400);
    expect(wrongSite.headers['set-cookie'] ?? '').not.toContain('session_token');
  });

  it('does not know a passkey that was never added', async () => {
    const answer = await signInWith(softwarePasskey(RP_ID));
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a name over the limit and a body without a browser answer', async () => {
    const per = await signUp(t.app);
    const long = await register(per, softwarePasskey(RP_ID), 'x'.repeat(61));
    expect(long.statusCode, long.body).toBe(400);
    const empty = await injectAs(t.app, per, {
      method: 'POST',
      url: `${PASSKEY}/verify-registration`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const signIn = await injectAs(t.app, null, {
      method: 'POST',
      url: `${PASSKEY}/verify-authentication`,
      payload: { response: {} },
    });
    expect(signIn.statusCode).toBe(400);
  });
});

describe('signed out', () => {
  const calls = [
    ['GET', 'generate-register-options'],
    ['POST', 'verify-registration'],
    ['GET', 'list-user-passkeys'],
    ['POST', 'update-passkey'],
    ['POST', 'delete-passkey'],
  ] as const;
  it.each(calls)('%s %s is 401 before the body is read', async (method, call) => {
    const answer = await injectAs(t.app, null, {
      method,
      url: `${PASSKEY}/${call}`,
      ...(method === 'POST' ? { payload: [1, 2, 3] } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String), code: 'not_signed_in' });
  });
});

describe("another member's passkey", () => {
  it('cannot be renamed or removed, and is not listed', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const added = await register(owner, softwarePasskey(RP_ID), 'Eierens nøkkel');
    const { id } = added.json<{ id: string }>();

    const rename = await injectAs(t.app, other, {
      method: 'POST',
      url: `${PASSKEY}/update-passkey`,
      payload: { id, name: 'Kapret' },
    });
    expect(rename.statusCode, rename.body).toBe(404);
    expect(rename.json()).toMatchObject({ code: 'passkey_not_found' });
    const remove = await injectAs(t.app, other, {
      method: 'POST',
      url: `${PASSKEY}/delete-passkey`,
      payload: { id },
    });
    expect(remove.statusCode, remove.body).toBe(404);
    expect(await listOf(other)).toEqual([]);
    expect(await listOf(owner)).toEqual([expect.objectContaining({ id, name: 'Eierens nøkkel' })]);
  });

  it('is renamed by its owner, trimmed', async () => {
    const owner = await signUp(t.app);
    const { id } = (await register(owner, softwarePasskey(RP_ID))).json<{ id: string }>();
    const renamed = await injectAs(t.app, owner, {
      method: 'POST',
      url: `${PASSKEY}/update-passkey`,
      payload: { id, name: '  Nettbrettet ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectDeclared('POST', '/passkey/update-passkey', renamed);
    expect(renamed.json().passkey).toMatchObject({ id, name: 'Nettbrettet' });
    const blank = await injectAs(t.app, owner, {
      method: 'POST',
      url: `${PASSKEY}/update-passkey`,
      payload: { id, name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('the last way in', () => {
  const remove = (user: TestUser, id: string) =>
    injectAs(t.app, user, { method: 'POST', url: `${PASSKEY}/delete-passkey`, payload: { id } });

  it('lets a member with a password remove their only passkey', async () => {
    const kari = await signUp(t.app);
    const { id } = (await register(kari, softwarePasskey(RP_ID))).json<{ id: string }>();
    const removed = await remove(kari, id);
    expect(removed.statusCode, removed.body).toBe(200);
    expectDeclared('POST', '/passkey/delete-passkey', removed);
    expect(await listOf(kari)).toEqual([]);
  });

  it('keeps the only passkey of a member without a password', async () => {
    const ola = await signUp(t.app);
    const first = (await register(ola, softwarePasskey(RP_ID), 'Første')).json<{ id: string }>();
    const second = (await register(ola, softwarePasskey(RP_ID), 'Andre')).json<{ id: string }>();
    await withoutPassword(ola);
    expect(await waysIn(t.database.db, ola.id)).toBe(2);

    expect((await remove(ola, first.id)).statusCode).toBe(200);
    const refused = await remove(ola, second.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      message: expect.stringContaining('last way of signing in'),
      code: 'last_way_in',
    });
    expect(await listOf(ola)).toEqual([expect.objectContaining({ id: second.id })]);
  });

  it('lets only one of two removals at once through when two passkeys are all that is left', async () => {
    const per = await signUp(t.app);
    const first = (await register(per, softwarePasskey(RP_ID))).json<{ id: string }>();
    const second = (await register(per, softwarePasskey(RP_ID))).json<{ id: string }>();
    await withoutPassword(per);
    const answers = await Promise.all([remove(per, first.id), remove(per, second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await listOf(per)).toHaveLength(1);
  });
});

describe('the account', () => {
  it('exports the passkeys by name, never the key, and takes them along when deleted', async () => {
    const kari = await signUp(t.app);
    const key = softwarePasskey(RP_ID);
    await register(kari, key, 'Eksportert');
    const exported = await injectAs(t.app, kari, { method: 'GET', url: '/api/user/export' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().passkeys).toEqual([
      { name: 'Eksportert', deviceType: 'singleDevice', backedUp: false, createdAt: expect.any(String) },
    ]);
    const [stored] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, kari.id));
    expect(exported.body).not.toContain(stored?.publicKey);
    expect(exported.body).not.toContain(key.credentialId);

    const deleted = await injectAs(t.app, kari, {
      method: 'DELETE',
      url: '/api/user/account',
      payload: { password: kari.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, kari.id))).toEqual([]);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, kari.id))).toEqual([]);
    expect((await signInWith(key)).statusCode).toBe(401);
  });
});
