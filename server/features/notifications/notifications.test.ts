import type { Notification } from '@shared/schemas/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, notifications, users } from '../../db/schema';
import { createCabinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The notification calls (product section 7): a user sees and changes only their own notifications,
// written in the language of the request.

const NOW = new Date('2026-11-22T12:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

type Cabin = { id: string; owner: TestUser; member: TestUser };

/** A cabin with an owner and a member; the membership is arranged directly, so nobody is notified. */
async function arrangeCabin(name = 'Fjellhytta'): Promise<Cabin> {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const { id } = await createCabinAs(t.app, owner, name);
  await t.database.db.insert(cabinMembers).values({ cabinId: id, userId: member.id, role: 'member' });
  await t.database.db.update(users).set({ currentCabinId: id }).where(eq(users.id, member.id));
  return { id, owner, member };
}

const requestStay = async (user: TestUser, startDate: string, endDate: string) => {
  const response = await injectAs(t.app, user, {
    method: 'POST',
    url: '/api/bookings',
    payload: { startDate, endDate, adults: 2, children: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string }>();
};

const list = async (user: TestUser | null, language?: string) => {
  const response = await injectAs(t.app, user, {
    method: 'GET',
    url: '/api/notifications',
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
};

const unread = async (user: TestUser) => {
  const response = await injectAs(t.app, user, { method: 'GET', url: '/api/notifications/unread-count' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
};

const markRead = (user: TestUser | null, id: string, language?: string) =>
  injectAs(t.app, user, {
    method: 'PATCH',
    url: `/api/notifications/${id}/read`,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

const markAllRead = (user: TestUser | null) =>
  injectAs(t.app, user, { method: 'PATCH', url: '/api/notifications/mark-all-read' });

describe('listing notifications', () => {
  it("lists the caller's own, newest first, each with its cabin's name", async () => {
    const { owner, member } = await arrangeCabin('Fjellhytta');
    await requestStay(member, '2026-12-12', '2026-12-15');
    await requestStay(member, '2027-01-02', '2027-01-05');

    const mine = await list(owner);
    expect(mine).toHaveLength(2);
    expect(mine.map((n) => n.type)).toEqual(['pending_booking', 'pending_booking']);
    // The later request first.
    expect(mine[0]?.message).toContain('2. jan. 2027');
    expect(mine[1]?.message).toContain('12. des. 2026');
    expect(Date.parse(mine[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mine[1]?.createdAt ?? ''));
    for (const notification of mine) {
      expect(notification).toEqual({
        id: expect.stringMatching(UUID),
        type: 'pending_booking',
        title: 'Ny bookingforespørsel',
        message: expect.stringMatching(/^Mona Medlem ønsker å bo på hytta /),
        isRead: false,
        createdAt: expect.stringMatching(ISO_INSTANT),
        cabin: { name: 'Fjellhytta' },
      });
    }
    // Nobody else sees them, the requester included.
    expect(await list(member)).toEqual([]);
  });

  it('shows cabin null for a notification about no cabin, and says so of facts it cannot read', async () => {
    const user = await signUp(t.app, { fullName: 'Eva Enslig' });
    await t.database.db.insert(notifications).values([
      {
        userId: user.id,
        cabinId: null,
        type: 'ownership_transferred',
        data: { type: 'ownership_transferred', fromName: 'Olav Eier' },
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        userId: user.id,
        cabinId: null,
        type: 'pending_booking',
        data: { type: 'pending_booking', requesterName: 'X', startDate: 'not a date', endDate: '' },
        createdAt: new Date('2026-11-19T10:00:00Z'),
      },
    ]);
    // A row written by an older version, whose facts no current type describes (raw SQL: the
    // schema's types rightly refuse it).
    await t.database.db.execute(sql`
      insert into notifications (user_id, cabin_id, type, data, created_at)
      values (${user.id}, null, 'something_old', ${JSON.stringify({ type: 'something_old', whatever: 1 })}::jsonb,
              ${'2026-11-21T10:00:00Z'}::timestamptz)`);
    expect(await list(user, 'en')).toEqual([
      expect.objectContaining({
        type: 'something_old',
        title: 'Notification',
        message: 'A notification from an earlier version of Hytta.',
        cabin: null,
      }),
      expect.objectContaining({
        type: 'ownership_transferred',
        title: 'You are now the owner',
        message: 'Olav Eier made you the owner of the cabin.',
        cabin: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      }),
      expect.objectContaining({
        type: 'pending_booking',
        title: 'Notification',
        message: 'A notification from an earlier version of Hytta.',
      }),
    ]);
  });

  it('writes title and message in the language of Accept-Language, Norwegian by default', async () => {
    const { owner, member } = await arrangeCabin();
    await requestStay(member, '2026-12-12', '2026-12-15');
    const norwegian = {
      title: 'Ny bookingforespørsel',
      message: 'Mona Medlem ønsker å bo på hytta 12. des. 2026 – 15. des. 2026.',
    };
    const english = {
      title: 'New booking request',
      message: 'Mona Medlem would like to stay 12 Dec 2026 – 15 Dec 2026.',
    };
    expect((await list(owner))[0]).toMatchObject(norwegian);
    expect((await list(owner, 'no'))[0]).toMatchObject(norwegian);
    expect((await list(owner, 'nb-NO,nb;q=0.9,en;q=0.8'))[0]).toMatchObject(norwegian);
    expect((await list(owner, 'en'))[0]).toMatchObject(english);
    expect((await list(owner, 'en-GB,en;q=0.9'))[0]).toMatchObject(english);
    expect((await list(owner, 'de-DE'))[0]).toMatchObject(norwegian);
  });

  it("puts the owner's response notes in a second paragraph", async () => {
    const { owner, member } = await arrangeCabin();
    const approved = await requestStay(member, '2026-12-12', '2026-12-15');
    const declined = await requestStay(member, '2027-02-01', '2027-02-03');
    const decide = (id: string, status: string, responseNotes?: string) =>
      injectAs(t.app, owner, {
        method: 'PUT',
        url: `/api/bookings/${id}/status`,
        payload: responseNotes === undefined ? { status } : { status, responseNotes },
      });
    expect(
      (await decide(approved.id, 'approved', 'Velkommen! Nøkkelen ligger under matta.')).statusCode,
    ).toBe(200);
    expect((await decide(declined.id, 'declined')).statusCode).toBe(200);

    const [declinedNote, approvedNote] = await list(member);
    expect(approvedNote).toMatchObject({
      type: 'booking_approved',
      title: 'Booking godkjent',
      message:
        'Oppholdet ditt 12. des. 2026 – 15. des. 2026 er godkjent.\n\nVelkommen! Nøkkelen ligger under matta.',
    });
    expect(declinedNote).toMatchObject({
      type: 'booking_declined',
      title: 'Booking avslått',
      message: 'Forespørselen din om 1. feb. 2027 – 3. feb. 2027 ble avslått.',
    });
    const [, approvedInEnglish] = await list(member, 'en');
    expect(approvedInEnglish?.message).toBe(
      'Your stay 12 Dec 2026 – 15 Dec 2026 is approved.\n\nVelkommen! Nøkkelen ligger under matta.',
    );
  });
});

describe('the unread count and marking read', () => {
  it('counts unread notifications of the caller only', async () => {
    const { owner, member } = await arrangeCabin();
    expect(await unread(owner)).toBe(0);
    await requestStay(member, '2026-12-12', '2026-12-15');
    await requestStay(member, '2027-01-02', '2027-01-05');
    expect(await unread(owner)).toBe(2);
    expect(await unread(member)).toBe(0);
  });

  it('marks one of my own read and answers with it; marking it again changes nothing', async () => {
    const { owner, member } = await arrangeCabin();
    await requestStay(member, '2026-12-12', '2026-12-15');
    await requestStay(member, '2027-01-02', '2027-01-05');
    const [newest, older] = await list(owner);
    if (!newest || !older) throw new Error('expected two notifications');

    const read = await markRead(owner, older.id, 'en');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      ...older,
      isRead: true,
      title: 'New booking request',
      message: 'Mona Medlem would like to stay 12 Dec 2026 – 15 Dec 2026.',
    });
    expect(await unread(owner)).toBe(1);

    const again = await markRead(owner, older.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...older, isRead: true });
    expect(await unread(owner)).toBe(1);
    expect((await list(owner)).map((n) => n.isRead)).toEqual([false, true]);
  });

  it("answers someone else's notification, an unknown id and a malformed one with 404", async () => {
    const { owner, member } = await arrangeCabin();
    await requestStay(member, '2026-12-12', '2026-12-15');
    const [theirs] = await list(owner);
    if (!theirs) throw new Error('expected a notification');
    for (const id of [theirs.id, '6f1c9a52-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await markRead(member, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Notification not found', code: 'notification_not_found' });
    }
    expect(await unread(owner)).toBe(1);
    expect((await list(owner))[0]?.isRead).toBe(false);
  });

  it("marks all of the caller's unread notifications read, and only theirs", async () => {
    const a = await arrangeCabin();
    const b = await arrangeCabin('Sjøbua');
    await requestStay(a.member, '2026-12-12', '2026-12-15');
    await requestStay(a.member, '2027-01-02', '2027-01-05');
    await requestStay(a.member, '2027-02-02', '2027-02-05');
    await requestStay(b.member, '2026-12-12', '2026-12-15');
    const [first] = await list(a.owner);
    if (!first) throw new Error('expected a notification');
    await markRead(a.owner, first.id);

    const response = await markAllRead(a.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    expect(await unread(a.owner)).toBe(0);
    expect((await list(a.owner)).every((n) => n.isRead)).toBe(true);
    expect(await unread(b.owner)).toBe(1);

    expect((await markAllRead(a.owner)).json()).toEqual({ count: 0 });
  });
});

describe('signed out', () => {
  it('answers every notification call with 401', async () => {
    const { owner, member } = await arrangeCabin();
    await requestStay(member, '2026-12-12', '2026-12-15');
    const [notification] = await list(owner);
    if (!notification) throw new Error('expected a notification');
    const calls = [
      { method: 'GET', url: '/api/notifications' },
      { method: 'GET', url: '/api/notifications/unread-count' },
      { method: 'PATCH', url: `/api/notifications/${notification.id}/read` },
      { method: 'PATCH', url: '/api/notifications/not-a-uuid/read' },
      { method: 'PATCH', url: '/api/notifications/mark-all-read' },
    ] as const;
    for (const call of calls) {
      const response = await injectAs(t.app, null, call);
      expect(response.statusCode, call.url).toBe(401);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await unread(owner)).toBe(1);
  });
});
