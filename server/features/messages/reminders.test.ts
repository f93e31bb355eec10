import { DEFAULT_MESSAGE_PREFERENCES } from '@shared/schemas/message-preferences';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { type SmtpStub, startSmtpStub } from '../../test/stub-services/smtp-stub';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Scheduled messages (issue #14) with a fixed clock: a task due tomorrow at 08:00 Oslo time, a
// stay two days ahead with the shopping list, and the Sunday-evening digest for those who want it.

let now = new Date('2026-12-01T05:00:00Z');
let smtp: SmtpStub;
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ now: () => now, messages: { smtpUrl: smtp.url } });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Annen' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  await joinAs(t.app, member, cabin.accessCode);
  await joinAs(t.app, other, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.app.jobs.runDue();
  smtp.received.length = 0;
});

const typesOf = async (user: TestUser) =>
  (await callAs(t.app, user, 'GET', '/api/notifications')).map((n: { type: string; message: string }) => n);

describe('reminders', () => {
  it('reminds of a task due tomorrow at 08:00: the assignee, or everyone when nobody is', async () => {
    now = new Date('2026-12-01T05:00:00Z');
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/tasks',
      { title: 'Tøm fella', dueDate: '2026-12-02', assigneeId: member.id },
      201,
    );
    await callAs(t.app, owner, 'POST', '/api/tasks', { title: 'Bær inn ved', dueDate: '2026-12-02' }, 201);
    await callAs(t.app, owner, 'POST', '/api/tasks', { title: 'Senere', dueDate: '2026-12-09' }, 201);
    now = new Date('2026-12-01T06:59:00Z');
    await t.app.jobs.runDue();
    expect((await typesOf(other)).filter((n: { type: string }) => n.type === 'task_due')).toEqual([]);
    now = new Date('2026-12-01T07:00:00Z');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const dueFor = async (user: TestUser) =>
      (await typesOf(user))
        .filter((n: { type: string }) => n.type === 'task_due')
        .map((n: { message: string }) => n.message);
    const forMember = await dueFor(member);
    expect(forMember).toHaveLength(2);
    expect(forMember).toEqual(
      expect.arrayContaining([
        expect.stringContaining('«Bær inn ved»'),
        expect.stringContaining('«Tøm fella»'),
      ]),
    );
    expect(await dueFor(other)).toEqual([expect.stringContaining('«Bær inn ved»')]);
  });

  it('reminds the booker two days before an approved stay, with what the shopping list needs', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    await callAs(t.app, owner, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
    await callAs(t.app, owner, 'POST', '/api/shopping-items', { name: 'Fyrstikker' }, 201);
    const booking = await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2026-12-05', endDate: '2026-12-07' },
      201,
    );
    await callAs(t.app, owner, 'PUT', `/api/bookings/${booking.id}/status`, { status: 'approved' });
    now = new Date('2026-12-03T07:00:00Z');
    await t.app.jobs.runDue();
    const reminders = (await typesOf(member)).filter((n: { type: string }) => n.type === 'stay_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).toMatch(/begynner om to dager\.\n\nHandlelisten: Kaffe, Fyrstikker$/);
    // By e-mail too (arrival reminders are on by default).
    expect(smtp.received.map((mail) => mail.subject)).toContain('Snart på hytta · Fjellro');
  });

  it('sends the weekly digest on Sunday at 18:00 to those who turned it on', async () => {
    await callAs(t.app, other, 'PUT', '/api/user/notification-preferences', {
      ...DEFAULT_MESSAGE_PREFERENCES,
      weeklyDigest: { push: false, email: true },
    });
    now = new Date('2026-12-06T16:59:00Z');
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    now = new Date('2026-12-06T17:00:00Z');
    await t.app.jobs.runDue();
    const digests = smtp.received.filter((mail) => mail.subject === 'Uka på hytta');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.to).toMatchObject({ value: [{ address: other.email }] });
    expect(digests[0]?.text).toContain('Fjellro');
    expect(digests[0]?.text).toContain('• Mona Medlem: 5. des. 2026 – 7. des. 2026');
  });
});
