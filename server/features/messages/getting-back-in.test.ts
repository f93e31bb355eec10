import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema';
import { loggerOptions } from '../../http/logger-options';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { type SmtpStub, startSmtpStub } from '../../test/stub-services/smtp-stub';
import {
  callAs,
  cookieFrom,
  createTestApp,
  injectAs,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';

// Getting back in (issue #14): the e-mailed reset link, the owner-issued one, a changed address
// confirmed from the new inbox, and sign-up that waits for a confirmed address when asked to.

let smtp: SmtpStub;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ messages: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// Each test reads only its own mail: what earlier tests left in the queue goes out first.
beforeEach(async () => {
  await t.app.jobs.runDue();
  smtp.received.length = 0;
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

/** The link in the only e-mail that arrived, and its token. */
function linkInMail(pattern: RegExp): { url: string; token: string } {
  expect(smtp.received).toHaveLength(1);
  const match = pattern.exec(smtp.received[0]?.text ?? '');
  expect(match, smtp.received[0]?.text).not.toBeNull();
  const url = match?.[0] ?? '';
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

const RESET_LINK = new RegExp(`${TEST_ORIGIN}/auth/reset-password\\?token=[\\w-]+`);

async function canSignIn(user: TestUser, password: string): Promise<boolean> {
  const response = await post('/api/identity/sign-in/username', { username: user.username, password });
  return response.statusCode === 200;
}

describe('forgot password', () => {
  it('answers the same for an unknown address, and mails a one-time link only to a real one', async () => {
    const user = await signUp(t.app);
    const otherSession = await signIn(t.app, user);
    const unknown = await post('/api/identity/request-password-reset', { email: 'nobody@example.no' });
    const known = await post('/api/identity/request-password-reset', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.app.jobs.runDue();
    const { token } = linkInMail(RESET_LINK);
    expect(smtp.received[0]?.to).toMatchObject({ value: [{ address: user.email }] });
    expect(smtp.received[0]?.subject).toBe('Nytt passord til Hytta');
    // A password reset is not optional mail: no unsubscribe.
    expect(smtp.received[0]?.headerLines.map((line) => line.key)).not.toContain('list-unsubscribe');

    const reset = await post('/api/identity/reset-password', { token, newPassword: 'et-helt-nytt-passord' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await canSignIn(user, 'et-helt-nytt-passord')).toBe(true);
    expect(await canSignIn(user, user.password)).toBe(false);
    // Every other session ended.
    const me = await injectAs(t.app, otherSession, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    // Single use.
    const again = await post('/api/identity/reset-password', { token, newPassword: 'enda-et-passord' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('is limited per client address like sign-in', async () => {
    const limited = await createTestApp({ signInRateLimitPerMinute: 3, messages: { smtpUrl: smtp.url } });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/identity/request-password-reset',
          headers: { origin: TEST_ORIGIN },
          payload: { email: 'someone@example.no' },
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a link older than an hour', async () => {
    const user = await signUp(t.app);
    await post('/api/identity/request-password-reset', { email: user.email });
    await t.app.jobs.runDue();
    const { token } = linkInMail(RESET_LINK);
    const [stored] = await t.database.db
      .select({ expiresAt: verifications.expiresAt, createdAt: verifications.createdAt })
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      60 * 60_000 + 1_000,
    );
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const reset = await post('/api/identity/reset-password', { token, newPassword: 'for-sent-passord' });
    expect(reset.statusCode).toBe(400);
    expect(await canSignIn(user, user.password)).toBe(true);
  });
});

describe('a reset link from the owner', () => {
  it('is made by the owner for a member, shown once, and works once for a day', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, member, cabin.accessCode);
    const link = await callAs(t.app, owner, 'POST', `/api/cabin/members/${member.id}/reset-link`);
    expect(link.url).toMatch(RESET_LINK);
    const lifetime = new Date(link.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23.9 * 60 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 60 * 60_000);
    const token = new URL(link.url).searchParams.get('token');
    expect(
      (await post('/api/identity/reset-password', { token, newPassword: 'nytt-fra-eieren' })).statusCode,
    ).toBe(200);
    expect(await canSignIn(member, 'nytt-fra-eieren')).toBe(true);
    expect(
      (await post('/api/identity/reset-password', { token, newPassword: 'en-gang-til' })).statusCode,
    ).toBe(400);
    // Nothing was e-mailed: the owner passes it on.
    await t.app.jobs.runDue();
    expect(smtp.received.filter((mail) => mail.text?.includes('reset-password'))).toHaveLength(0);
  });

  it('leaves an audit line in the log, without the link', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      messages: { smtpUrl: smtp.url },
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const owner = await signUp(logged.app);
      const member = await signUp(logged.app);
      const cabin = await createCabinAs(logged.app, owner);
      await joinAs(logged.app, member, cabin.accessCode);
      const link = await callAs(logged.app, owner, 'POST', `/api/cabin/members/${member.id}/reset-link`);
      const audit = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.audit === 'member_reset_link');
      expect(audit).toMatchObject({ cabinId: cabin.id, byUserId: owner.id, forUserId: member.id });
      const token = new URL(link.url).searchParams.get('token') ?? 'no token';
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });

  it('is refused to a plain member, for oneself, for an admin by an admin, and for someone outside', async () => {
    const owner = await signUp(t.app);
    const admin = await signUp(t.app);
    const otherAdmin = await signUp(t.app);
    const member = await signUp(t.app);
    const stranger = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    for (const user of [admin, otherAdmin, member]) await joinAs(t.app, user, cabin.accessCode);
    await setRole(t.database.db, cabin.id, admin.id, 'admin');
    await setRole(t.database.db, cabin.id, otherAdmin.id, 'admin');
    const linkFor = (actor: TestUser, target: TestUser) =>
      injectAs(t.app, actor, { method: 'POST', url: `/api/cabin/members/${target.id}/reset-link` });
    expect((await linkFor(member, admin)).json()).toMatchObject({ code: 'owner_or_admin_only' });
    expect((await linkFor(owner, owner)).json()).toMatchObject({ code: 'cannot_reset_own_password' });
    expect((await linkFor(admin, otherAdmin)).json()).toMatchObject({ code: 'members_reset_by_owner' });
    expect((await linkFor(admin, owner)).statusCode).toBe(403);
    expect((await linkFor(owner, stranger)).statusCode).toBe(404);
    expect((await linkFor(admin, member)).statusCode).toBe(200);
    expect((await linkFor(owner, otherAdmin)).statusCode).toBe(200);
  });
});

describe('a reset link from the owner, only for an account with no e-mail of its own (issue #36)', () => {
  const linkFor = (actor: TestUser, target: TestUser) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/cabin/members/${target.id}/reset-link` });

  it("is refused for a member who is also in another cabin: their other cabins are not the owner's", async () => {
    const owner = await signUp(t.app);
    const otherOwner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    const otherCabin = await createCabinAs(t.app, otherOwner, 'Den andre hytta');
    await joinAs(t.app, member, otherCabin.accessCode);
    await joinAs(t.app, member, cabin.accessCode);
    const refused = await linkFor(owner, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reset_link_other_cabins' });
    const [made] = await t.database.db
      .select({ count: count() })
      .from(verifications)
      .where(eq(verifications.value, member.id));
    expect(made?.count).toBe(0);
  });

  it('is offered, in the list the settings screen reads, only where it would be made', async () => {
    const owner = await signUp(t.app);
    const plain = await signUp(t.app);
    const elsewhere = await signUp(t.app);
    const confirmed = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    const otherCabin = await createCabinAs(t.app, await signUp(t.app), 'Nabohytta');
    await joinAs(t.app, elsewhere, otherCabin.accessCode);
    for (const user of [plain, elsewhere, confirmed]) await joinAs(t.app, user, cabin.accessCode);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, confirmed.id));
    const offered = await callAs(t.app, owner, 'GET', '/api/cabin/members/reset-links');
    expect(offered).toEqual({ memberIds: [plain.id] });
    for (const user of [plain, elsewhere, confirmed]) {
      expect((await linkFor(owner, user)).statusCode).toBe(user === plain ? 200 : 403);
    }
    const asMember = await injectAs(t.app, plain, { method: 'GET', url: '/api/cabin/members/reset-links' });
    expect(asMember.statusCode).toBe(403);
  });

  it("is refused once the member's address has shown it works: they reset through their own e-mail", async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, member, cabin.accessCode);
    // The member gets back in once through the mailed link: their inbox is theirs.
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    await post('/api/identity/request-password-reset', { email: member.email });
    await t.app.jobs.runDue();
    const { token } = linkInMail(RESET_LINK);
    expect(
      (await post('/api/identity/reset-password', { token, newPassword: 'mitt-eget-passord' })).statusCode,
    ).toBe(200);
    const refused = await linkFor(owner, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reset_link_has_email' });
  });

  it('is told to the account at its next sign-in, and cannot move the account away from its inbox', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner, 'Fortellehytta');
    await joinAs(t.app, member, cabin.accessCode);
    const link = await callAs(t.app, owner, 'POST', `/api/cabin/members/${member.id}/reset-link`);
    const token = new URL(link.url).searchParams.get('token');
    // Whoever holds the link chooses a password and signs in as the member...
    expect(
      (await post('/api/identity/reset-password', { token, newPassword: 'eieren-valgte' })).statusCode,
    ).toBe(200);
    const taken = await signIn(t.app, { ...member, password: 'eieren-valgte' });
    const told = await injectAs(t.app, taken, { method: 'GET', url: '/api/notifications' });
    expect(told.json()).toEqual([
      expect.objectContaining({ type: 'reset_link_issued', isRead: false, cabin: { name: 'Fortellehytta' } }),
    ]);
    // ...but moving the account to another address goes through the member's own inbox first.
    smtp.received.length = 0;
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    const moved = await injectAs(t.app, taken, {
      method: 'POST',
      url: '/api/identity/change-email',
      payload: { newEmail: 'eieren@example.no', currentPassword: 'eieren-valgte' },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(smtp.received.map((mail) => JSON.stringify(mail.to))).toEqual([
      expect.stringContaining(member.email),
    ]);
    const [stored] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, member.id));
    expect(stored?.email).toBe(member.email);
    // And the member gets back in through that inbox, which ends the other sessions.
    await post('/api/identity/request-password-reset', { email: member.email });
    smtp.received.length = 0;
    await t.app.jobs.runDue();
    const { token: mailed } = linkInMail(RESET_LINK);
    expect(
      (await post('/api/identity/reset-password', { token: mailed, newPassword: 'tilbake-igjen' }))
        .statusCode,
    ).toBe(200);
    expect((await injectAs(t.app, taken, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('change e-mail address', () => {
  const VERIFY_LINK = new RegExp(`${TEST_ORIGIN}/api/identity/verify-email\\?token=\\S+`);
  const emailOf = async (user: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]?.email;

  it('needs the current password, then a link opened from the old address and one from the new', async () => {
    const user = await signUp(t.app);
    const ask = (payload: Record<string, unknown>) =>
      injectAs(t.app, user, { method: 'POST', url: '/api/identity/change-email', payload });
    // A session alone (a borrowed phone, an owner's reset link) is not enough.
    expect((await ask({ newEmail: 'ny.adresse@example.no' })).statusCode).toBe(400);
    const wrong = await ask({ newEmail: 'ny.adresse@example.no', currentPassword: 'ikke-passordet' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_password' });
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);

    const asked = await ask({
      newEmail: 'ny.adresse@example.no',
      currentPassword: user.password,
      callbackURL: '/settings',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.jobs.runDue();
    // First the address the account has now.
    expect(smtp.received[0]?.to).toMatchObject({ value: [{ address: user.email }] });
    expect(smtp.received[0]?.subject).toBe('Bekreft bytte av e-postadresse');
    expect(smtp.received[0]?.text).toContain('ny.adresse@example.no');
    const fromOld = linkInMail(VERIFY_LINK);
    expect(await emailOf(user)).toBe(user.email);
    // Opened signed out, on another device: the old inbox is what counts.
    const openedOld = await t.app.inject({ method: 'GET', url: fromOld.url.slice(TEST_ORIGIN.length) });
    expect(openedOld.statusCode).toBe(302);
    expect(openedOld.headers.location).toBe('/settings');
    expect(await emailOf(user)).toBe(user.email);

    // Then the new address.
    smtp.received.length = 0;
    await t.app.jobs.runDue();
    expect(smtp.received[0]?.to).toMatchObject({ value: [{ address: 'ny.adresse@example.no' }] });
    expect(smtp.received[0]?.subject).toBe('Bekreft den nye e-postadressen');
    const fromNew = linkInMail(VERIFY_LINK);
    const openedNew = await injectAs(t.app, user, {
      method: 'GET',
      url: fromNew.url.slice(TEST_ORIGIN.length),
    });
    expect(openedNew.statusCode).toBe(302);
    expect(await emailOf(user)).toBe('ny.adresse@example.no');
    // Both inboxes answered: the address is the account's own now, so no owner's link fits it.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailVerified).toBe(true);
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('signs nobody in until the address is confirmed from the e-mail', async () => {
    const strict = await createTestApp({ messages: { smtpUrl: smtp.url, requireEmailVerification: true } });
    try {
      const signUpResponse = await strict.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'kari@example.no', password: 'kari-sitt-passord', name: 'Kari', username: 'kari' },
      });
      expect(signUpResponse.statusCode, signUpResponse.body).toBe(200);
      expect(signUpResponse.json()).toMatchObject({ signedIn: false });
      expect(cookieFrom(signUpResponse)).toBe('');
      const signInAttempt = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/identity/sign-in/username',
          headers: { origin: TEST_ORIGIN },
          payload: { username: 'kari', password: 'kari-sitt-passord' },
        });
      expect((await signInAttempt()).statusCode).toBe(403);
      await strict.app.jobs.runDue();
      expect(smtp.received[0]?.subject).toBe('Bekreft e-postadressen din');
      const { url } = linkInMail(new RegExp(`${TEST_ORIGIN}/api/identity/verify-email\\?token=\\S+`));
      const opened = await strict.app.inject({ method: 'GET', url: url.slice(TEST_ORIGIN.length) });
      expect(opened.statusCode).toBe(302);
      expect((await signInAttempt()).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
