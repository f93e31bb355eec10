import { DEFAULT_MESSAGE_PREFERENCES } from '@shared/schemas/message-preferences';
import type { Notification } from '@shared/schemas/notifications';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notifications } from '../../db/schema';
import { jobs } from '../../db/schema-jobs';
import { waitlistEntries } from '../../db/schema-season';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { makeDevice, type PushServiceStub, startPushService } from '../../test/stub-services/push-service';
import { type SmtpStub, startSmtpStub } from '../../test/stub-services/smtp-stub';
import { callAs, createTestApp, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app';

// Nights that come free tell the waitlist (issue #40, part 3; decision 058): a stay deleted,
// declined, shortened or moved tells every live entry whose whole range is free then, oldest
// first, once per change, in the app and by push and e-mail under the "decisions" choice.

let now = new Date('2027-01-10T12:00:00Z');
let t: TestApp;
let smtp: SmtpStub;
let push: PushServiceStub;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:drift@example.no' };

beforeAll(async () => {
  smtp = await startSmtpStub();
  push = await startPushService();
  const { host } = new URL(push.endpointOf(makeDevice('any')));
  t = await createTestApp({
    now: () => now,
    messages: {
      smtpUrl: smtp.url,
      mailFrom: 'Hytta <hytta@example.no>',
      vapid,
      pushAgent: push.agent,
      pushServiceHosts: [host],
      pushTrustedAddresses: ['127.0.0.1'],
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await push.close();
});
beforeEach(() => {
  now = new Date('2027-01-10T12:00:00Z');
});
afterEach(async () => {
  await t.app.jobs.runDue();
  smtp.received.length = 0;
  push.received.length = 0;
});

/** A stay as `user` books it: approved for the owner, a pending request for anyone else. */
const book = (user: TestUser, startDate: string, endDate: string) =>
  callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate }, 201);

type People = Record<'owner' | 'mona' | 'nils' | 'kari', TestUser>;

/** A cabin whose owner holds 12-16 February 2027 (the stay's id is `stayId`). */
async function cabin(): Promise<People & { stayId: string }> {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const mona = await signUp(t.app, { fullName: 'Mona Medlem' });
  const nils = await signUp(t.app, { fullName: 'Nils Nabo' });
  const kari = await signUp(t.app, { fullName: 'Kari Kusine' });
  const { accessCode } = await createCabinAs(t.app, owner, 'Fjellro');
  for (const user of [mona, nils, kari]) await joinAs(t.app, user, accessCode);
  const stay = await book(owner, '2027-02-12', '2027-02-16');
  await t.app.jobs.runDue();
  smtp.received.length = 0;
  return { owner, mona, nils, kari, stayId: stay.id };
}

const wait = async (user: TestUser, startDate: string, endDate: string) =>
  (await callAs(t.app, user, 'POST', '/api/waitlist', { startDate, endDate }, 201)) as WaitlistEntry;

/** The waitlist notifications a user has, newest first. */
async function toldOf(user: TestUser): Promise<Notification[]> {
  const all = (await callAs(t.app, user, 'GET', '/api/notifications')) as Notification[];
  return all.filter((one) => one.type === 'waitlist_nights_free');
}

/** Who the last delivery job tells, in its order. */
async function lastDeliveryOrder(): Promise<string[]> {
  const [job] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, 'deliver-notifications'))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  const ids = (job?.payload as { notificationIds: string[] } | undefined)?.notificationIds ?? [];
  const rows = await t.database.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.userId ?? '');
}

describe('a stay deleted', () => {
  it('tells the entries whose whole range is free, oldest first, and not one still partly held', async () => {
    const { owner, mona, nils, kari, stayId } = await cabin();
    await book(kari, '2027-02-16', '2027-02-18');
    await wait(nils, '2027-02-13', '2027-02-15');
    await wait(mona, '2027-02-12', '2027-02-14');
    // Half of it stays held by Kari's request.
    await wait(owner, '2027-02-15', '2027-02-17');
    await callAs(t.app, owner, 'DELETE', `/api/bookings/${stayId}`);
    expect(await lastDeliveryOrder()).toEqual([nils.id, mona.id]);
    const [told] = await toldOf(mona);
    expect(told).toMatchObject({
      title: 'Nettene du venter på er ledige',
      message: 'Nettene 12.–14. februar er ledige: book nå. Den som booker først, får dem.',
      cabin: { name: 'Fjellro' },
    });
    expect(await toldOf(nils)).toHaveLength(1);
    expect(await toldOf(owner)).toEqual([]);
    const marked = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, mona.id));
    expect(marked[0]?.notifiedAt).toEqual(now);
  });

  it('tells no entry whose first night has passed, and none of another cabin', async () => {
    const { owner, mona, nils } = await cabin();
    const other = await cabin();
    await book(owner, '2027-01-20', '2027-01-25');
    const stays = await callAs(t.app, owner, 'GET', '/api/bookings');
    await wait(mona, '2027-01-20', '2027-01-22');
    await wait(nils, '2027-01-22', '2027-01-24');
    await book(other.owner, '2027-01-20', '2027-01-25');
    await wait(other.mona, '2027-01-21', '2027-01-22');
    now = new Date('2027-01-21T08:00:00Z');
    const january = stays.find((stay: { startDate: string }) => stay.startDate === '2027-01-20');
    await callAs(t.app, owner, 'DELETE', `/api/bookings/${january.id}`);
    expect(await toldOf(mona)).toEqual([]);
    expect(await toldOf(nils)).toHaveLength(1);
    expect(await toldOf(other.mona)).toEqual([]);
  });

  it('tells nobody when a declined stay is deleted: its nights were free already', async () => {
    const { owner, mona, nils } = await cabin();
    const request = await book(nils, '2027-03-01', '2027-03-03');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${request.id}/status`, { status: 'declined' });
    await wait(mona, '2027-02-12', '2027-02-13');
    await callAs(t.app, nils, 'DELETE', `/api/bookings/${request.id}`);
    expect(await toldOf(mona)).toEqual([]);
  });
});

describe('a request declined', () => {
  it('tells the waitlist in the same decision', async () => {
    const { owner, mona, nils } = await cabin();
    const request = await book(nils, '2027-03-01', '2027-03-05');
    await wait(mona, '2027-03-02', '2027-03-04');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${request.id}/status`, { status: 'declined' });
    expect(await toldOf(mona)).toHaveLength(1);
    // Approving tells nobody: nothing came free.
    const another = await book(nils, '2027-04-01', '2027-04-05');
    await wait(mona, '2027-04-02', '2027-04-04');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${another.id}/status`, { status: 'approved' });
    expect(await toldOf(mona)).toHaveLength(1);
  });
});

describe('a stay shortened or moved', () => {
  it('tells the entries on the nights let go, not those on nights still held', async () => {
    const { owner, mona, nils, stayId } = await cabin();
    await wait(mona, '2027-02-14', '2027-02-16');
    await wait(nils, '2027-02-13', '2027-02-15');
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${stayId}`, { endDate: '2027-02-14' });
    expect(await toldOf(mona)).toHaveLength(1);
    expect(await toldOf(nils)).toEqual([]);
  });

  it('tells every entry once when the stay moves, and nobody for a change of notes', async () => {
    const { owner, mona, nils, stayId } = await cabin();
    await wait(mona, '2027-02-12', '2027-02-16');
    await wait(nils, '2027-02-15', '2027-02-16');
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${stayId}`, { notes: 'Vi tar med ved' });
    expect(await toldOf(mona)).toEqual([]);
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${stayId}`, {
      startDate: '2027-03-10',
      endDate: '2027-03-14',
    });
    expect(await toldOf(mona)).toHaveLength(1);
    expect(await toldOf(nils)).toHaveLength(1);
    expect(await lastDeliveryOrder()).toEqual([mona.id, nils.id]);
  });

  it('tells again when the nights come free a second time', async () => {
    const { owner, mona, stayId } = await cabin();
    await wait(mona, '2027-02-12', '2027-02-14');
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${stayId}`, {
      startDate: '2027-03-10',
      endDate: '2027-03-14',
    });
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${stayId}`, {
      startDate: '2027-02-12',
      endDate: '2027-02-16',
    });
    await callAs(t.app, owner, 'DELETE', `/api/bookings/${stayId}`);
    expect(await toldOf(mona)).toHaveLength(2);
  });
});

describe('push and e-mail', () => {
  it('come under the "decisions" choice, opening the calendar', async () => {
    const { owner, mona, nils, stayId } = await cabin();
    await callAs(t.app, mona, 'POST', '/api/identity/update-user', { language: 'en' });
    const device = makeDevice('mona-phone');
    push.register(device);
    await callAs(
      t.app,
      mona,
      'POST',
      '/api/push/subscriptions',
      { endpoint: push.endpointOf(device), keys: device.keys },
      201,
    );
    await callAs(t.app, nils, 'PUT', '/api/user/notification-preferences', {
      ...DEFAULT_MESSAGE_PREFERENCES,
      decisions: { push: true, email: false },
    });
    await wait(mona, '2027-02-12', '2027-02-14');
    await wait(nils, '2027-02-13', '2027-02-15');
    await t.app.jobs.runDue();
    smtp.received.length = 0;
    push.received.length = 0;
    await callAs(t.app, owner, 'DELETE', `/api/bookings/${stayId}`);
    await t.app.jobs.runDue();
    // Nils turned decisions off for e-mail: only Mona's mail goes.
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toMatchObject({ value: [{ address: mona.email }] });
    expect(mail?.subject).toBe('The nights you wait for are free · Fjellro');
    expect(mail?.text).toContain('The nights 12–14 February are free: book now.');
    expect(mail?.text).toContain(`Open Hytta: ${TEST_ORIGIN}/calendar`);
    expect(mail?.text).toContain('kind=decisions');
    expect(push.received).toHaveLength(1);
    expect(push.received[0]?.payload).toMatchObject({
      title: 'The nights you wait for are free · Fjellro',
      path: '/calendar',
    });
  });
});
