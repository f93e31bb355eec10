import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// "Today" is fixed: 22 November 2026 at 23:30 in Oslo (22:30 UTC), so the cabin's date and
// UTC's date are the same here, but one hour later they would not be.
const NOW = new Date('2026-11-22T22:30:00Z');

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Medlem' });
  const cabin = await createCabinAs(t.app, owner);
  for (const user of [admin, member, other]) await joinAs(t.app, user, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
});

const cabinOf = async (user: TestUser) =>
  (await injectAs(t.app, user, { method: 'GET', url: '/api/cabin' })).json() as { id: string };

const book = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/bookings', payload });

describe('requesting a stay', () => {
  it("approves the owner's own booking at once and keeps a member's pending", async () => {
    const mine = await book(owner, {
      startDate: '2026-12-24',
      endDate: '2026-12-27',
      adults: 2,
      children: 1,
      notes: ' Jul ',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      startDate: '2026-12-24',
      endDate: '2026-12-27',
      adults: 2,
      children: 1,
      notes: 'Jul',
      status: 'approved',
      responseNotes: null,
      userId: owner.id,
      user: { id: owner.id, fullName: 'Olav Eier', displayName: null },
    });
    const theirs = await book(member, { startDate: '2027-01-02', endDate: '2027-01-04' });
    expect(theirs.json()).toMatchObject({ status: 'pending', adults: 1, children: 0, notes: null });
    const admins = await book(admin, { startDate: '2027-02-01', endDate: '2027-02-03' });
    expect(admins.json().status).toBe('pending');
  });

  it.each([
    [{}, 'Please select start and end dates'],
    [{ startDate: '2026-12-01' }, 'Please select start and end dates'],
    [{ startDate: '', endDate: '2026-12-03' }, 'Please select start and end dates'],
    [{ startDate: '2026-12-03', endDate: '2026-12-03' }, 'End date must be after start date'],
    [{ startDate: '2026-12-05', endDate: '2026-12-03' }, 'End date must be after start date'],
    [{ startDate: '2026-02-30', endDate: '2026-03-03' }, 'Dates must be calendar dates written YYYY-MM-DD'],
    [
      { startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-03' },
      'Dates must be calendar dates written YYYY-MM-DD',
    ],
    [
      { startDate: '2026-12-01', endDate: '2026-12-03', adults: 0 },
      'Adults must be a whole number from 1 to 10',
    ],
    [
      { startDate: '2026-12-01', endDate: '2026-12-03', adults: 11 },
      'Adults must be a whole number from 1 to 10',
    ],
    [
      { startDate: '2026-12-01', endDate: '2026-12-03', children: -1 },
      'Children must be a whole number from 0 to 10',
    ],
    [
      { startDate: '2026-12-01', endDate: '2026-12-03', children: 2.5 },
      'Children must be a whole number from 0 to 10',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await book(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses a start before today in the cabin's time zone, and accepts today", async () => {
    const yesterday = await book(member, { startDate: '2026-11-21', endDate: '2026-11-23' });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toEqual({
      message: 'You cannot book dates in the past',
      code: 'booking_in_past',
    });
    const today = await book(member, { startDate: '2026-11-22', endDate: '2026-11-23' });
    expect(today.statusCode).toBe(201);
  });

  it('lets one family arrive the day another leaves, and refuses any shared night with the spec text', async () => {
    expect((await book(owner, { startDate: '2027-03-10', endDate: '2027-03-15' })).statusCode).toBe(201);
    expect((await book(member, { startDate: '2027-03-15', endDate: '2027-03-17' })).statusCode).toBe(201);
    expect((await book(other, { startDate: '2027-03-05', endDate: '2027-03-10' })).statusCode).toBe(201);
    for (const [startDate, endDate] of [
      ['2027-03-14', '2027-03-16'],
      ['2027-03-09', '2027-03-11'],
      ['2027-03-01', '2027-03-31'],
      ['2027-03-16', '2027-03-17'],
    ]) {
      const response = await book(admin, { startDate, endDate });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Cannot book dates that are already reserved or pending approval',
        code: 'dates_already_booked',
      });
    }
  });

  it('frees the nights of a declined booking', async () => {
    const pending = (await book(member, { startDate: '2027-04-01', endDate: '2027-04-05' })).json();
    expect((await book(other, { startDate: '2027-04-02', endDate: '2027-04-03' })).statusCode).toBe(409);
    await injectAs(t.app, owner, {
      method: 'PUT',
      url: `/api/bookings/${pending.id}/status`,
      payload: { status: 'declined' },
    });
    expect((await book(other, { startDate: '2027-04-02', endDate: '2027-04-03' })).statusCode).toBe(201);
  });
});

describe('approving and declining', () => {
  it('the owner or an admin decides a pending booking once, with response notes', async () => {
    const first = (await book(member, { startDate: '2027-05-01', endDate: '2027-05-03' })).json();
    const approved = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/bookings/${first.id}/status`,
      payload: { status: 'approved', responseNotes: ' Velkommen! ' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: first.id, status: 'approved', responseNotes: 'Velkommen!' });
    const again = await injectAs(t.app, owner, {
      method: 'PUT',
      url: `/api/bookings/${first.id}/status`,
      payload: { status: 'declined' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_not_pending');
    const bad = await injectAs(t.app, owner, {
      method: 'PUT',
      url: `/api/bookings/${first.id}/status`,
      payload: { status: 'pending' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an admin deciding their own request; it waits for the owner or another admin', async () => {
    const own = (await book(admin, { startDate: '2027-05-10', endDate: '2027-05-12' })).json();
    for (const status of ['approved', 'declined']) {
      const refused = await injectAs(t.app, admin, {
        method: 'PUT',
        url: `/api/bookings/${own.id}/status`,
        payload: { status },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'cannot_decide_own' });
    }
    const stillPending = await injectAs(t.app, owner, { method: 'GET', url: '/api/bookings/pending' });
    expect(stillPending.json().map((booking: { id: string }) => booking.id)).toEqual([own.id]);

    await setRole(t.database.db, (await cabinOf(owner)).id, other.id, 'admin');
    const byOtherAdmin = await injectAs(t.app, other, {
      method: 'PUT',
      url: `/api/bookings/${own.id}/status`,
      payload: { status: 'approved' },
    });
    expect(byOtherAdmin.statusCode).toBe(200);
    expect(byOtherAdmin.json()).toMatchObject({ status: 'approved' });
  });

  it('lists pending requests for the owner and admins only', async () => {
    await book(member, { startDate: '2027-06-10', endDate: '2027-06-12' });
    await book(other, { startDate: '2027-06-01', endDate: '2027-06-03' });
    await book(owner, { startDate: '2027-06-20', endDate: '2027-06-22' });
    for (const user of [owner, admin]) {
      const pending = await injectAs(t.app, user, { method: 'GET', url: '/api/bookings/pending' });
      expect(pending.json().map((booking: { startDate: string }) => booking.startDate)).toEqual([
        '2027-06-01',
        '2027-06-10',
      ]);
    }
    const refused = await injectAs(t.app, member, { method: 'GET', url: '/api/bookings/pending' });
    expect(refused.statusCode).toBe(403);
    const all = await injectAs(t.app, member, { method: 'GET', url: '/api/bookings' });
    expect(all.json().map((booking: { status: string }) => booking.status)).toEqual([
      'pending',
      'pending',
      'approved',
    ]);
  });
});

describe('the list of bookings', () => {
  it('shows each booking exactly as it was answered when made, earliest first, to every member', async () => {
    const list = () => injectAs(t.app, other, { method: 'GET', url: '/api/bookings' });
    expect((await list()).json()).toEqual([]);
    const later = (
      await book(owner, { startDate: '2027-08-10', endDate: '2027-08-12', notes: 'Fisketur' })
    ).json();
    const earlier = (
      await book(member, { startDate: '2027-08-01', endDate: '2027-08-03', adults: 3, children: 2 })
    ).json();
    const answer = await list();
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual([earlier, later]);
    expect(earlier.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('editing and deleting', () => {
  it('a member who moves an approved stay asks again; notes alone keep the approval', async () => {
    const booking = (await book(member, { startDate: '2027-07-01', endDate: '2027-07-05' })).json();
    await injectAs(t.app, owner, {
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      payload: { status: 'approved' },
    });
    const patch = (payload: Record<string, unknown>) =>
      injectAs(t.app, member, { method: 'PATCH', url: `/api/bookings/${booking.id}`, payload });
    expect((await patch({ notes: 'Tar med hund', adults: 3 })).json()).toMatchObject({
      status: 'approved',
      notes: 'Tar med hund',
      adults: 3,
    });
    expect((await patch({ endDate: '2027-07-06' })).json()).toMatchObject({
      status: 'pending',
      endDate: '2027-07-06',
    });
    const backwards = await patch({ startDate: '2027-07-07' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End date must be after start date');
  });

  it('the owner edits any booking without changing its status; others only their own', async () => {
    const booking = (await book(member, { startDate: '2027-08-01', endDate: '2027-08-05' })).json();
    const byOwner = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      payload: { startDate: '2027-08-02' },
    });
    expect(byOwner.json()).toMatchObject({ status: 'pending', startDate: '2027-08-02', userId: member.id });
    for (const user of [admin, other]) {
      const refused = await injectAs(t.app, user, {
        method: 'PATCH',
        url: `/api/bookings/${booking.id}`,
        payload: { notes: 'kapret' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('not_your_booking');
      expect(
        (await injectAs(t.app, user, { method: 'DELETE', url: `/api/bookings/${booking.id}` })).statusCode,
      ).toBe(403);
    }
    const moved = await book(other, { startDate: '2027-08-10', endDate: '2027-08-12' });
    const clash = await injectAs(t.app, member, {
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      payload: { endDate: '2027-08-11' },
    });
    expect(moved.statusCode).toBe(201);
    expect(clash.statusCode).toBe(409);
    const deleted = await injectAs(t.app, member, { method: 'DELETE', url: `/api/bookings/${booking.id}` });
    expect(deleted.json()).toEqual({ message: 'Booking deleted' });
    const gone = await injectAs(t.app, member, { method: 'DELETE', url: `/api/bookings/${booking.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1%27%20or%201%3D1']) {
      const response = await injectAs(t.app, owner, {
        method: 'PATCH',
        url: `/api/bookings/${id}`,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('booking_not_found');
    }
  });
});
