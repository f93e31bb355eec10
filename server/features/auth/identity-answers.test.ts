import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { declaredIdentityAnswer } from '../../http/identity-openapi';
import { cookieFrom, createTestApp, injectAs, signUp, type TestApp } from '../../test/test-app';

// Issue #36: what the identity calls keep and answer. Sign-up takes no picture, the shown username
// is the username in other letter case only, and no answer carries the session token.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUpWith = (payload: Record<string, unknown>) =>
  injectAs(t.app, null, { method: 'POST', url: '/api/identity/sign-up/email', payload });

const person = (username: string) => ({
  email: `${username}@example.no`,
  password: 'correct-horse-battery',
  name: `Person ${username}`,
  username,
});

/** The answer exactly as its call declares it: valid, and nothing the schema would drop. */
function expectDeclared(method: string, call: string, body: unknown) {
  const schema = declaredIdentityAnswer(method, call);
  const parsed = schema?.safeParse(body);
  expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
  expect(parsed?.data).toEqual(body);
}

describe('sign-up', () => {
  it('keeps no picture from the request: a tracking pixel never reaches a member list', async () => {
    const response = await signUpWith({ ...person('pixel'), image: 'https://evil.example/x.png' });
    expect(response.statusCode, response.body).toBe(200);
    const me = await injectAs(
      t.app,
      { cookie: cookieFrom(response) },
      { method: 'GET', url: '/api/auth/me' },
    );
    expect(me.json().user.profilePicture).toBeNull();
    const [stored] = await t.database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.username, 'pixel'));
    expect(stored?.image).toBeNull();
  });
});

describe('the shown username', () => {
  it('may differ from the username in letter case only', async () => {
    const ok = await signUpWith({ ...person('kari_case'), displayUsername: 'Kari_Case' });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = await injectAs(t.app, { cookie: cookieFrom(ok) }, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.username).toBe('Kari_Case');
  });

  it("is refused as someone else's name or past the username limit", async () => {
    await signUp(t.app, { username: 'bob' });
    const spoof = await signUpWith({ ...person('mallory'), displayUsername: 'bob' });
    expect(spoof.statusCode).toBe(400);
    const long = await signUpWith({ ...person('longname'), displayUsername: `longname${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
    const stored = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.username, 'mallory'));
    expect(stored).toEqual([]);
  });

  it('cannot be changed afterwards, and a stored spoof is shown as the real username', async () => {
    const eve = await signUp(t.app, { username: 'eve_spoof' });
    const change = await injectAs(t.app, eve, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { displayUsername: 'bob' },
    });
    expect(change.statusCode).toBe(400);
    // A row written before the rule (or by anything around it) still shows its own username.
    await t.database.db.update(users).set({ displayUsername: 'bob' }).where(eq(users.id, eve.id));
    const me = await injectAs(t.app, eve, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.username).toBe('eve_spoof');
  });
});

describe('the session token', () => {
  it('is in no answer, and each answer is exactly its declared schema', async () => {
    const signedUp = await signUpWith(person('tokenless'));
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toMatchObject({ signedIn: true });
    expectDeclared('post', '/sign-up/email', signedUp.json());
    const user = { cookie: cookieFrom(signedUp) };
    const token = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);

    const session = await injectAs(t.app, user, { method: 'GET', url: '/api/identity/get-session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().session.id).toBeTruthy();
    expect(session.body).not.toContain(token);
    expectDeclared('get', '/get-session', session.json());

    const signedIn = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/username',
      payload: { username: 'tokenless', password: 'correct-horse-battery' },
    });
    expect(signedIn.statusCode).toBe(200);
    const newToken = decodeURIComponent(cookieFrom(signedIn).split('=')[1] ?? '').split('.')[0] ?? '';
    expect(signedIn.body).not.toContain(newToken);
    expect(signedIn.json()).not.toHaveProperty('token');
    expectDeclared('post', '/sign-in/username', signedIn.json());

    const changed = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/change-password',
      payload: { currentPassword: 'correct-horse-battery', newPassword: 'correct-horse-battery' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).not.toHaveProperty('token');
    expectDeclared('post', '/change-password', changed.json());
  });
});
