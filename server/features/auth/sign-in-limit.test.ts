import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpStub, startSmtpStub } from '../../test/stub-services/smtp-stub';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app';
import {
  FIRST_SIGN_IN_WAIT_MS,
  FREE_SIGN_IN_FAILURES,
  LONGEST_SIGN_IN_WAIT_MS,
  signInWait,
} from './sign-in-limit';

// Issue #36, item 11: guessing one account's password. Failures count per account across both
// sign-in paths and every address, with a wait that grows; the owner is never shut out for good.

let smtp: SmtpStub;
let t: TestApp;
// The app's clock starts at the wall clock and only moves forward from there: a queued job's run
// time is the database's own now(), and the e-mailed reset link must be due on the app's clock.
// A fixed date passed that test only while the wall clock was behind it.
let clock = new Date();

beforeAll(async () => {
  smtp = await startSmtpStub();
  // The per-address limit of the in-process tests is high (test-app.ts): only this one counts here.
  t = await createTestApp({ now: () => clock, messages: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let address = 0;
/** A sign-in from a new address each time: the per-address limit never applies. */
function attempt(user: TestUser, path: 'username' | 'email', password: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/identity/sign-in/${path}`,
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `198.51.100.${address % 250}`,
    payload: path === 'username' ? { username: user.username, password } : { email: user.email, password },
  });
}

describe('failed sign-ins per account', () => {
  it('count across sign-in by username and by e-mail, then make each further guess wait longer', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1) {
      statuses.push((await attempt(user, i % 2 === 0 ? 'username' : 'email', 'gjett-feil')).statusCode);
    }
    expect(statuses).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
    // Even the right password waits now, or guessing would go on.
    const held = await attempt(user, 'email', user.password);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'too_many_sign_in_attempts' });
    expect(held.headers['retry-after']).toBe(String(FIRST_SIGN_IN_WAIT_MS / 1000));

    later(FIRST_SIGN_IN_WAIT_MS);
    expect((await attempt(user, 'username', 'gjett-feil')).statusCode).toBe(401);
    // The next wait is twice as long.
    later(FIRST_SIGN_IN_WAIT_MS);
    expect((await attempt(user, 'username', 'gjett-feil')).statusCode).toBe(429);
    later(FIRST_SIGN_IN_WAIT_MS);
    expect((await attempt(user, 'email', 'gjett-feil')).statusCode).toBe(401);
    later(3 * FIRST_SIGN_IN_WAIT_MS);
    expect((await attempt(user, 'email', user.password)).statusCode).toBe(429);
    later(FIRST_SIGN_IN_WAIT_MS);
    // The right password after the wait: in, and the count starts over.
    expect((await attempt(user, 'email', user.password)).statusCode).toBe(200);
    expect((await attempt(user, 'username', 'gjett-feil')).statusCode).toBe(401);
  });

  it('never waits longer than the longest wait', () => {
    expect(signInWait(FREE_SIGN_IN_FAILURES - 1)).toBe(0);
    expect(signInWait(FREE_SIGN_IN_FAILURES)).toBe(FIRST_SIGN_IN_WAIT_MS);
    expect(signInWait(FREE_SIGN_IN_FAILURES + 1)).toBe(2 * FIRST_SIGN_IN_WAIT_MS);
    expect(signInWait(1000)).toBe(LONGEST_SIGN_IN_WAIT_MS);
  });

  it('holds up an unknown name exactly like a real one, so it tells nobody who has an account', async () => {
    const nobody = { username: 'finnes_ikke', email: 'finnes.ikke@example.no' } as TestUser;
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_SIGN_IN_FAILURES; i += 1) {
      statuses.push((await attempt(nobody, 'username', 'gjett-feil')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends at once when the owner chooses a new password through the e-mailed link', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < FREE_SIGN_IN_FAILURES + 3; i += 1) {
      later(LONGEST_SIGN_IN_WAIT_MS);
      await attempt(user, 'email', 'gjett-feil');
    }
    expect((await attempt(user, 'username', user.password)).statusCode).toBe(429);
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/identity/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email },
    });
    await t.app.jobs.runDue();
    const token = /reset-password\?token=([\w-]+)/.exec(smtp.received[0]?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/identity/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'endelig-inne-igjen' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt(user, 'username', 'endelig-inne-igjen')).statusCode).toBe(200);
  });

  it('is spent by wrong current passwords on a change of address too', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_SIGN_IN_FAILURES; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/change-email',
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
        payload: { newEmail: 'ny@example.no', currentPassword: 'gjett-feil' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(FREE_SIGN_IN_FAILURES).fill(400), 429]);
  });
});
