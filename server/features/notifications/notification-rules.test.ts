import type { Notification } from '@shared/schemas/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, notifications, users } from '../../db/schema';
import { createCabinAs, setRole } from '../../test/cabin-fixtures';
import {
  type CallArgs,
  callAs,
  createTestApp,
  injectAs,
  signUp,
  type TestApp,
  type TestUser,
} from '../../test/test-app';

// Who is told what (docs/decisions/009-notifications-and-live-updates.md): each rule in both
// languages, and never the person who acted.

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

type People = { owner: TestUser; admin: TestUser; member: TestUser; other: TestUser };
type Arranged = People & { cabinId: string; accessCode: string; everyone: TestUser[] };

/**
 * A cabin "Fjellhytta" with an owner, an admin and two members. Memberships are arranged in the
 * database, so nobody starts with a notification.
 */
async function arrange(): Promise<Arranged> {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  const member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const other = await signUp(t.app, { fullName: 'Per Annen' });
  const { id: cabinId, accessCode } = await createCabinAs(t.app, owner, 'Fjellhytta');
  for (const user of [admin, member, other]) {
    await t.database.db.insert(cabinMembers).values({ cabinId, userId: user.id, role: 'member' });
    await t.database.db.update(users).set({ currentCabinId: cabinId }).where(eq(users.id, user.id));
  }
  await setRole(t.database.db, cabinId, admin.id, 'admin');
  return { owner, admin, member, other, cabinId, accessCode, everyone: [owner, admin, member, other] };
}

const call = (...args: CallArgs) => callAs(t.app, ...args);

const inbox = async (user: TestUser, language: 'no' | 'en' = 'no') =>
  (
    await injectAs(t.app, user, {
      method: 'GET',
      url: '/api/notifications',
      headers: { 'accept-language': language },
    })
  ).json<Notification[]>();

/** Each person's notification types, newest first. */
async function typesOf(users: Record<string, TestUser>): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const [name, user] of Object.entries(users)) result[name] = (await inbox(user)).map((n) => n.type);
  return result;
}

const requestStay = (user: TestUser, startDate: string, endDate: string, expected = 201) =>
  call(user, 'POST', '/api/bookings', { startDate, endDate, adults: 2, children: 0 }, expected);

describe('booking notifications', () => {
  it("pending_booking: a member's request goes to the owner and the admins, not to the requester", async () => {
    const { owner, admin, member, other } = await arrange();
    const booking = await requestStay(member, '2026-12-12', '2026-12-15');
    expect(booking.status).toBe('pending');
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: ['pending_booking'],
      admin: ['pending_booking'],
      member: [],
      other: [],
    });
    expect(await inbox(owner, 'no')).toEqual([
      expect.objectContaining({
        title: 'Ny bookingforespørsel',
        message: 'Mona Medlem ønsker å bo på hytta 12. des. 2026 – 15. des. 2026.',
        cabin: { name: 'Fjellhytta' },
      }),
    ]);
    expect(await inbox(admin, 'en')).toEqual([
      expect.objectContaining({
        title: 'New booking request',
        message: 'Mona Medlem would like to stay 12 Dec 2026 – 15 Dec 2026.',
      }),
    ]);
  });

  it("pending_booking: an admin's own request goes to the owner only; the owner's own booking tells nobody", async () => {
    const { owner, admin, member, other } = await arrange();
    expect((await requestStay(admin, '2026-12-12', '2026-12-15')).status).toBe('pending');
    expect((await requestStay(owner, '2027-01-02', '2027-01-05')).status).toBe('approved');
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: ['pending_booking'],
      admin: [],
      member: [],
      other: [],
    });
    expect((await inbox(owner))[0]?.message).toMatch(/^Astrid Admin /);
  });

  it('pending_booking: a decided stay moved to other dates asks the deciders again', async () => {
    const { owner, admin, member } = await arrange();
    const booking = await requestStay(member, '2026-12-12', '2026-12-15');
    await call(owner, 'PUT', `/api/bookings/${booking.id}/status`, { status: 'approved' });
    const moved = await call(member, 'PATCH', `/api/bookings/${booking.id}`, {
      startDate: '2026-12-19',
      endDate: '2026-12-22',
    });
    expect(moved.status).toBe('pending');
    // Notes alone keep the booking as it is and tell nobody.
    await call(member, 'PATCH', `/api/bookings/${booking.id}`, { notes: 'Vi tar med hunden' });
    expect((await inbox(owner)).map((n) => n.type)).toEqual(['pending_booking', 'pending_booking']);
    expect((await inbox(admin))[0]?.message).toContain('19. des. 2026');
    expect((await inbox(member)).map((n) => n.type)).toEqual(['booking_approved']);
  });

  it('booking_approved: the requester hears of the decision with the response notes; the decider does not', async () => {
    const { owner, admin, member, other } = await arrange();
    const booking = await requestStay(member, '2026-12-12', '2026-12-15');
    await call(owner, 'PUT', `/api/bookings/${booking.id}/status`, {
      status: 'approved',
      responseNotes: 'Velkommen!',
    });
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: ['pending_booking'],
      admin: ['pending_booking'],
      member: ['booking_approved'],
      other: [],
    });
    expect((await inbox(member, 'no'))[0]).toMatchObject({
      title: 'Booking godkjent',
      message: 'Oppholdet ditt 12. des. 2026 – 15. des. 2026 er godkjent.\n\nVelkommen!',
      isRead: false,
    });
    expect((await inbox(member, 'en'))[0]).toMatchObject({
      title: 'Booking approved',
      message: 'Your stay 12 Dec 2026 – 15 Dec 2026 is approved.\n\nVelkommen!',
    });
  });

  it('booking_declined: an admin declines; the requester hears it, and an admin cannot decide their own', async () => {
    const { owner, admin, member } = await arrange();
    const booking = await requestStay(member, '2026-12-12', '2026-12-15');
    await call(admin, 'PUT', `/api/bookings/${booking.id}/status`, {
      status: 'declined',
      responseNotes: 'Fullt den helgen',
    });
    expect((await inbox(member, 'no'))[0]).toMatchObject({
      type: 'booking_declined',
      title: 'Booking avslått',
      message: 'Forespørselen din om 12. des. 2026 – 15. des. 2026 ble avslått.\n\nFullt den helgen',
    });
    expect((await inbox(member, 'en'))[0]).toMatchObject({
      title: 'Booking declined',
      message: 'Your request for 12 Dec 2026 – 15 Dec 2026 was declined.\n\nFullt den helgen',
    });

    const own = await requestStay(admin, '2027-01-02', '2027-01-05');
    await call(admin, 'PUT', `/api/bookings/${own.id}/status`, { status: 'approved' }, 403);
    expect(await inbox(admin)).toEqual([expect.objectContaining({ type: 'pending_booking' })]);
    expect((await inbox(owner)).map((n) => n.type)).toEqual(['pending_booking', 'pending_booking']);
  });
});

describe('membership notifications', () => {
  it('member_joined: the owner and admins hear who joined; the newcomer and members do not', async () => {
    const { owner, admin, member, accessCode } = await arrange();
    const newcomer = await signUp(t.app, { fullName: 'Nils Ny' });
    await call(newcomer, 'POST', '/api/user/join-cabin', { accessCode });
    expect(await typesOf({ owner, admin, member, newcomer })).toEqual({
      owner: ['member_joined'],
      admin: ['member_joined'],
      member: [],
      newcomer: [],
    });
    expect((await inbox(owner, 'no'))[0]).toMatchObject({
      title: 'Nytt medlem',
      message: 'Nils Ny ble med på hytta.',
      cabin: { name: 'Fjellhytta' },
    });
    expect((await inbox(admin, 'en'))[0]).toMatchObject({
      title: 'New member',
      message: 'Nils Ny joined the cabin.',
    });
  });

  it('cabin_invitation: the invitee hears it; when they accept, the owner and admins hear who joined', async () => {
    const { owner, admin, member } = await arrange();
    const invitee = await signUp(t.app, { fullName: 'Ida Invitert' });
    const { invitation } = await call(
      admin,
      'POST',
      '/api/cabin/invite',
      { username: invitee.username },
      201,
    );
    expect(await typesOf({ owner, admin, member, invitee })).toEqual({
      owner: [],
      admin: [],
      member: [],
      invitee: ['cabin_invitation'],
    });
    expect((await inbox(invitee, 'no'))[0]).toMatchObject({
      title: 'Invitasjon til en hytte',
      message: 'Astrid Admin inviterer deg til Fjellhytta. Svar under Innstillinger eller i varslene.',
    });
    await call(invitee, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(await typesOf({ owner, admin, member })).toEqual({
      owner: ['member_joined'],
      admin: ['member_joined'],
      member: [],
    });
    expect((await inbox(owner))[0]?.message).toBe('Ida Invitert ble med på hytta.');
  });

  it('member_left: the owner and admins hear who left; the leaver does not', async () => {
    const { owner, admin, member, other } = await arrange();
    await call(member, 'POST', '/api/cabin/leave');
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: ['member_left'],
      admin: ['member_left'],
      member: [],
      other: [],
    });
    expect((await inbox(owner, 'no'))[0]).toMatchObject({
      title: 'Et medlem forlot hytta',
      message: 'Mona Medlem har forlatt hytta.',
    });
    expect((await inbox(admin, 'en'))[0]).toMatchObject({
      title: 'A member left',
      message: 'Mona Medlem left the cabin.',
    });
  });

  it('member_removed: the removed member hears it (their older notifications here go); the remover does not', async () => {
    const { owner, admin, member, other, cabinId } = await arrange();
    // The member has an older notification about this cabin, which the removal clears.
    await call(owner, 'POST', '/api/tasks', { title: 'Rense pipa', assigneeId: member.id }, 201);
    expect((await inbox(member)).map((n) => n.type)).toEqual(['task_assigned']);

    await call(admin, 'DELETE', `/api/cabin/members/${member.id}`);
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: [],
      admin: [],
      member: ['member_removed'],
      other: [],
    });
    expect((await inbox(member, 'no'))[0]).toMatchObject({
      title: 'Fjernet fra hytta',
      message: 'Astrid Admin fjernet deg fra Fjellhytta.',
      cabin: { name: 'Fjellhytta' },
    });
    expect((await inbox(member, 'en'))[0]).toMatchObject({
      title: 'Removed from the cabin',
      message: 'Astrid Admin removed you from Fjellhytta.',
    });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.cabinId, cabinId)));
    expect(rows.map((row) => row.type)).toEqual(['member_removed']);
  });

  it('ownership_offered: the member hears the offer; the owner hears the answer', async () => {
    const { owner, admin, member, other, cabinId } = await arrange();
    await call(owner, 'POST', '/api/cabin/transfer-ownership', { newOwnerId: member.id }, 202);
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: [],
      admin: [],
      member: ['ownership_offered'],
      other: [],
    });
    expect((await inbox(member, 'en'))[0]).toMatchObject({
      title: 'Become the owner?',
      message: 'Olav Eier wants to make you the owner of Fjellhytta. Nothing changes until you accept.',
    });
    await call(member, 'POST', '/api/cabin/ownership-offer/decline', { cabinId });
    expect((await inbox(owner, 'no'))[0]).toMatchObject({
      type: 'ownership_offer_declined',
      message: 'Mona Medlem takket nei til å bli eier av Fjellhytta. Du er fortsatt eier.',
    });
    await call(owner, 'POST', '/api/cabin/transfer-ownership', { newOwnerId: member.id }, 202);
    await call(member, 'POST', '/api/cabin/ownership-offer/accept', { cabinId });
    expect((await inbox(owner, 'en'))[0]).toMatchObject({
      type: 'ownership_offer_accepted',
      title: 'Ownership handed over',
      message: 'Mona Medlem now owns Fjellhytta. You are an admin.',
    });
    expect(await typesOf({ admin, other })).toEqual({ admin: [], other: [] });
  });

  it('role_changed: the member whose role the owner changed hears it; an unchanged role tells nobody', async () => {
    const { owner, admin, member, other } = await arrange();
    await call(owner, 'PATCH', `/api/cabin/members/${member.id}`, { role: 'admin' });
    await call(owner, 'PATCH', `/api/cabin/members/${admin.id}`, { role: 'member' });
    await call(owner, 'PATCH', `/api/cabin/members/${other.id}`, { role: 'member' });
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: [],
      admin: ['role_changed'],
      member: ['role_changed'],
      other: [],
    });
    expect((await inbox(member, 'no'))[0]).toMatchObject({
      title: 'Rollen din er endret',
      message: 'Olav Eier har gjort deg til administrator.',
    });
    expect((await inbox(member, 'en'))[0]).toMatchObject({
      title: 'Your role changed',
      message: 'Olav Eier made you an admin.',
    });
    expect((await inbox(admin, 'en'))[0]?.message).toBe('Olav Eier made you a member.');
  });
});

describe('task notifications', () => {
  it('task_assigned: the assignee of a new task hears it, unless they assigned it to themselves', async () => {
    const { owner, admin, member, other } = await arrange();
    await call(member, 'POST', '/api/tasks', { title: 'Rense pipa', assigneeId: admin.id }, 201);
    await call(member, 'POST', '/api/tasks', { title: 'Bære ved', assigneeId: member.id }, 201);
    await call(member, 'POST', '/api/tasks', { title: 'Måke tak' }, 201);
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: [],
      admin: ['task_assigned'],
      member: [],
      other: [],
    });
    expect((await inbox(admin, 'no'))[0]).toMatchObject({
      title: 'Ny oppgave til deg',
      message: 'Mona Medlem ga deg oppgaven «Rense pipa».',
    });
    expect((await inbox(admin, 'en'))[0]).toMatchObject({
      title: 'A task for you',
      message: 'Mona Medlem assigned you “Rense pipa”.',
    });
  });

  it('task_assigned: an edit tells a new assignee only when the assignee changes', async () => {
    const { owner, admin, member, other } = await arrange();
    const task = await call(owner, 'POST', '/api/tasks', { title: 'Rense pipa' }, 201);
    await call(member, 'PATCH', `/api/tasks/${task.id}`, { assigneeId: other.id, title: 'Feie pipa' });
    // Same assignee, other changes: nothing new.
    await call(member, 'PATCH', `/api/tasks/${task.id}`, { assigneeId: other.id, notes: 'Stige i boden' });
    await call(admin, 'PATCH', `/api/tasks/${task.id}`, { notes: 'Bruk hansker' });
    // Taking it oneself tells nobody; unassigning tells nobody.
    await call(admin, 'PATCH', `/api/tasks/${task.id}`, { assigneeId: admin.id });
    await call(admin, 'PATCH', `/api/tasks/${task.id}`, { assigneeId: null });
    expect(await typesOf({ owner, admin, member, other })).toEqual({
      owner: [],
      admin: [],
      member: [],
      other: ['task_assigned'],
    });
    expect((await inbox(other))[0]?.message).toBe('Mona Medlem ga deg oppgaven «Feie pipa».');
  });
});
