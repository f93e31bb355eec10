import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema-jobs';
import { retryDelayMs } from '../../jobs/job-queue';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { type SmtpStub, startSmtpStub } from '../../test/stub-services/smtp-stub';
import {
  callAs,
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  TEST_SESSION_SECRET,
  type TestApp,
  type TestUser,
} from '../../test/test-app';
import { createUnsubscribeToken } from './unsubscribe-token';

// E-mail (issue #14): through a real SMTP server in the test, parsed as a mail client would. A
// request never waits for the mail; the job queue sends it, in the recipient's language.

let now = new Date('2026-12-01T10:00:00Z');
const clock = () => now;

let smtp: SmtpStub;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({
    now: clock,
    messages: { smtpUrl: smtp.url, mailFrom: 'Hytta <hytta@example.no>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.refuse(null);
});

async function setLanguage(user: TestUser, language: 'no' | 'en') {
  await callAs(t.app, user, 'POST', '/api/identity/update-user', { language });
}

/** An owner (English) and a member (Norwegian) of a new cabin; the member asks for a stay. */
async function requestByMember() {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const member = await signUp(t.app, { fullName: 'Mona Medlem' });
  await setLanguage(owner, 'en');
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  await joinAs(t.app, member, cabin.accessCode);
  await t.app.jobs.runDue();
  smtp.received.length = 0;
  await callAs(
    t.app,
    member,
    'POST',
    '/api/bookings',
    { startDate: '2026-12-20', endDate: '2026-12-23' },
    201,
  );
  return { owner, member };
}

describe('e-mail about a notification', () => {
  it('tells the owner of a request in English, with a link into the app and a one-click unsubscribe', async () => {
    const { owner } = await requestByMember();
    expect(smtp.received).toHaveLength(0);
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toMatchObject({ value: [{ address: owner.email }] });
    expect(mail?.from?.value).toEqual([{ name: 'Hytta', address: 'hytta@example.no' }]);
    expect(mail?.subject).toBe('New booking request · Fjellro');
    expect(mail?.text).toContain('Mona Medlem would like to stay');
    expect(mail?.text).toContain(`Open Hytta: ${TEST_ORIGIN}/visits`);
    expect(mail?.html).toContain(`href="${TEST_ORIGIN}/visits"`);
    // The raw header, unfolded (a long one is folded over lines, RFC 5322).
    const header = (name: string) =>
      mail?.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .replace(/\r?\n\s+/g, '')
        .trim();
    const unsubscribe = String(header('list-unsubscribe'));
    expect(unsubscribe).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/messages/unsubscribe\\?token=[\\w.-]+>$`));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The footer opens the app's page, which asks before it turns anything off.
    expect(mail?.text).toMatch(
      new RegExp(
        `Turn off this kind of e-mail: ${TEST_ORIGIN}/unsubscribe\\?token=[\\w.-]+&kind=bookingRequests`,
      ),
    );

    // The mail provider's one-click POST, with no cookie: request e-mails stop for the owner only.
    const response = await t.app.inject({
      method: 'POST',
      url: unsubscribe.slice(TEST_ORIGIN.length + 1, -1),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'bookingRequests' });
    const choices = await callAs(t.app, owner, 'GET', '/api/user/notification-preferences');
    expect(choices.bookingRequests).toEqual({ push: true, email: false });
    expect(choices.decisions).toEqual({ push: true, email: true });
  });

  it('writes to the member in Norwegian about the decision', async () => {
    const { owner, member } = await requestByMember();
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    const [booking] = await callAs(t.app, member, 'GET', '/api/bookings');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${booking.id}/status`, {
      status: 'approved',
      responseNotes: 'Velkommen!',
    });
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toMatchObject({ value: [{ address: member.email }] });
    expect(mail?.subject).toBe('Booking godkjent · Fjellro');
    expect(mail?.text).toContain('Velkommen!');
    expect(mail?.text).toContain(`Åpne Hytta: ${TEST_ORIGIN}/calendar`);
    expect(mail?.html).toContain('lang="nb"');
  });

  it("turns off only the link's kind, keeping every choice the member saved", async () => {
    const member = await signUp(t.app);
    const saved = await callAs(t.app, member, 'PUT', '/api/user/notification-preferences', {
      ...(await callAs(t.app, member, 'GET', '/api/user/notification-preferences')),
      tasks: { push: false, email: true },
    });
    const token = createUnsubscribeToken(TEST_SESSION_SECRET, member.id, 'decisions');
    const response = await t.app.inject({ method: 'POST', url: `/api/messages/unsubscribe?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(await callAs(t.app, member, 'GET', '/api/user/notification-preferences')).toEqual({
      ...saved,
      decisions: { push: true, email: false },
    });
  });

  it('refuses a forged unsubscribe link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages/unsubscribe?token=abc.def' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_unsubscribe_link' });
  });

  it('retries a refusing SMTP server with backoff, records the failure, and loses nothing', async () => {
    await requestByMember();
    smtp.refuse(451);
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    const job = await latestJob('send-email');
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job?.lastError).toMatch(/451|Mailbox unavailable/);
    expect(job?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not before its time; then once the server accepts again, it goes out once.
    await t.app.jobs.runDue();
    expect((await latestJob('send-email'))?.attempts).toBe(1);
    smtp.refuse(null);
    now = new Date(now.getTime() + retryDelayMs(1));
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const done = await latestJob('send-email');
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('gives up after the last attempt and says so in the job', async () => {
    await requestByMember();
    smtp.refuse(550);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await t.app.jobs.runDue();
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    const job = await latestJob('send-email');
    expect(job).toMatchObject({ state: 'failed', attempts: 6 });
    const ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.jobs.failed).toBeGreaterThanOrEqual(1);
  });
});

/** The newest job of a kind: the one this test's write added. */
async function latestJob(kind: string) {
  const [job] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job;
}

describe('the outbox, without SMTP_URL', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'hytta-outbox-test-'));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

  it('writes each e-mail as an .eml file a mail program opens', async () => {
    const local = await createTestApp({ now: clock, messages: { outboxDir } });
    try {
      const owner = await signUp(local.app, { fullName: 'Olav Eier' });
      const member = await signUp(local.app, { fullName: 'Mona Medlem' });
      const cabin = await createCabinAs(local.app, owner, 'Fjellro');
      await joinAs(local.app, member, cabin.accessCode);
      await injectAs(local.app, member, {
        method: 'POST',
        url: '/api/bookings',
        payload: { startDate: '2026-12-20', endDate: '2026-12-23' },
      });
      await local.app.jobs.runDue();
      const files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
      const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(outboxDir, file)))));
      const request = mails.find((mail) => mail.subject === 'Ny bookingforespørsel · Fjellro');
      expect(request?.to).toMatchObject({ value: [{ address: owner.email }] });
      expect(request?.text).toContain('Mona Medlem ønsker å bo på hytta');
    } finally {
      await local.close();
    }
  });
});
