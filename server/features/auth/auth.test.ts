import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, injectAs, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('identity calls and the provider flow', () => {
  it('a user who signs up through Better Auth is a complete app user at once', async () => {
    const kari = await signUp(t.app, {
      username: 'Kari',
      fullName: 'Kari Nordmann',
      email: 'kari@example.no',
    });
    const me = await injectAs(t.app, kari, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: kari.id,
        username: 'Kari',
        fullName: 'Kari Nordmann',
        displayName: null,
        email: 'kari@example.no',
        profilePicture: null,
        clerkId: kari.id,
        isOwner: false,
        currentCabinId: null,
      },
    });
  });

  it('answers 401 with a message for /me and clerk-sync when signed out', async () => {
    const me = await injectAs(t.app, null, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Not signed in', code: 'not_signed_in' });
    const sync = await injectAs(t.app, null, { method: 'POST', url: '/api/auth/clerk-sync', payload: {} });
    expect(sync.statusCode).toBe(401);
  });

  it('an unknown or forged session cookie is signed out', async () => {
    const me = await injectAs(
      t.app,
      { cookie: 'better-auth.session_token=forged.value' },
      { method: 'GET', url: '/api/auth/me' },
    );
    expect(me.statusCode).toBe(401);
  });

  it('clerk-sync returns the session user and a body naming another user changes nothing', async () => {
    const ola = await signUp(t.app, { username: 'ola', fullName: 'Ola Nordmann' });
    const eve = await signUp(t.app, { username: 'eve', fullName: 'Eve Angriper' });
    const sync = await injectAs(t.app, eve, {
      method: 'POST',
      url: '/api/auth/clerk-sync',
      payload: {
        clerkId: ola.id,
        username: 'ola',
        fullName: 'Hijacked',
        email: ola.email,
        profilePicture: null,
        isOwner: true,
      },
    });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toMatchObject({
      id: eve.id,
      username: 'eve',
      fullName: 'Eve Angriper',
      email: eve.email,
    });
    const olaMe = await injectAs(t.app, ola, { method: 'GET', url: '/api/auth/me' });
    expect(olaMe.json()).toMatchObject({ user: { id: ola.id, fullName: 'Ola Nordmann', email: ola.email } });
  });

  it('clerk-sync refuses a body of the wrong shape with a clear 400', async () => {
    const user = await signUp(t.app);
    const sync = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/auth/clerk-sync',
      payload: { email: 42 },
    });
    expect(sync.statusCode).toBe(400);
    expect(sync.json().message).toMatch(/email/);
  });

  it('signs in by username (any case) and by e-mail, and refuses a wrong password', async () => {
    const user = await signUp(t.app, {
      username: 'Siri',
      email: 'siri@example.no',
      password: 'fjellet-er-fint',
    });
    const byUsername = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/username',
      payload: { username: 'SIRI', password: user.password },
    });
    expect(byUsername.statusCode).toBe(200);
    const byEmail = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/email',
      payload: { email: 'siri@example.no', password: user.password },
    });
    expect(byEmail.statusCode).toBe(200);
    const me = await injectAs(t.app, { cookie: cookieFrom(byEmail) }, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.id).toBe(user.id);
    const wrong = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/username',
      payload: { username: 'siri', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(cookieFrom(wrong)).toBe('');
  });

  it('refuses a taken username and a taken e-mail', async () => {
    await signUp(t.app, { username: 'taken', email: 'taken@example.no' });
    await expect(signUp(t.app, { username: 'TAKEN', email: 'other@example.no' })).rejects.toThrow(/4\d\d/);
    await expect(signUp(t.app, { username: 'fresh', email: 'taken@example.no' })).rejects.toThrow(/4\d\d/);
  });

  it('refuses a blank full name and stores a trimmed one', async () => {
    const blank = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-up/email',
      payload: { email: 'blank@example.no', password: 'long-enough-pw', name: '   ', username: 'blankname' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Full name is required');
    await expect(signUp(t.app, { username: 'blankname', email: 'blank@example.no' })).resolves.toBeTruthy();
    const padded = await signUp(t.app, { username: 'padded', fullName: '  Astrid Lien  ' });
    const me = await injectAs(t.app, padded, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.fullName).toBe('Astrid Lien');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie without Secure on plain http', async () => {
    const response = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-up/email',
      payload: {
        email: 'cookie@example.no',
        password: 'long-enough-pw',
        name: 'Cookie Test',
        username: 'cookietest',
      },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('logout ends the session: the old cookie no longer works', async () => {
    const user = await signUp(t.app);
    const logout = await injectAs(t.app, user, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/);
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
  });

  it('logout when already signed out still answers 200 (the client goes to / anyway)', async () => {
    const logout = await injectAs(t.app, null, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
  });

  it('changes the password only with the right current password', async () => {
    const user = await signUp(t.app, { password: 'old-password-1' });
    const wrong = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/change-password',
      payload: { currentPassword: 'nope-nope-nope', newPassword: 'new-password-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const right = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/change-password',
      payload: { currentPassword: 'old-password-1', newPassword: 'new-password-2' },
    });
    expect(right.statusCode).toBe(200);
    const signIn = (password: string) =>
      injectAs(t.app, null, {
        method: 'POST',
        url: '/api/identity/sign-in/email',
        payload: { email: user.email, password },
      });
    expect((await signIn('old-password-1')).statusCode).toBe(401);
    expect((await signIn('new-password-2')).statusCode).toBe(200);
  });

  it('refuses a state-changing call from another origin even with a valid session', async () => {
    const user = await signUp(t.app);
    const ours = await injectAs(t.app, user, { method: 'POST', url: '/api/auth/clerk-sync', payload: {} });
    expect(ours.statusCode).toBe(200);
    const theirs = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/auth/clerk-sync',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'Cross-origin request refused' });
    const identityCall = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/sign-out',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(identityCall.statusCode).toBe(403);
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ signInRateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses further sign-in attempts from one address with 429', async () => {
    const attempt = () =>
      injectAs(limited.app, null, {
        method: 'POST',
        url: '/api/identity/sign-in/username',
        payload: { username: 'nobody', password: 'wrong-password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts per client address, which a client cannot choose with a header', async () => {
    const attempt = (forwardedFor: string) =>
      injectAs(limited.app, null, {
        method: 'POST',
        url: '/api/identity/sign-in/email',
        payload: { email: 'nobody@example.no', password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwardedFor, 'x-hytta-client-ip': forwardedFor },
        // A client on the internet: only a proxy on this machine is believed by default.
        remoteAddress: '203.0.113.9',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(`10.0.0.${i}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
