import { WAITLIST_MAX_PER_MEMBER, type WaitlistEntry, waitlistSchema } from '@shared/schemas/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema-season';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The waitlist's own calls (issue #40, part 3; decision 058): joining, the list, taking an entry
// off, the limits, the lapse on a fixed clock, and the entries of a member who leaves.

let now = new Date('2027-01-10T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date('2027-01-10T12:00:00Z');
});

/** A stay as `user` books it: approved for the owner, a pending request for anyone else. */
const book = (user: TestUser, startDate: string, endDate: string) =>
  callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate }, 201);

type Cabin = { id: string; owner: TestUser; admin: TestUser; mona: TestUser; nils: TestUser };

/** A cabin with an owner, an admin and two members; the owner holds 12-16 February 2027. */
async function cabinWithStay(): Promise<Cabin> {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  const mona = await signUp(t.app, { fullName: 'Mona Medlem' });
  const nils = await signUp(t.app, { fullName: 'Nils Nabo' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  for (const user of [admin, mona, nils]) await joinAs(t.app, user, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
  await book(owner, '2027-02-12', '2027-02-16');
  return { id: cabin.id, owner, admin, mona, nils };
}

const join = (user: TestUser, startDate: string, endDate: string) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/waitlist', payload: { startDate, endDate } });
const listAs = async (user: TestUser) =>
  waitlistSchema.parse(await callAs(t.app, user, 'GET', '/api/waitlist'));

describe('POST /api/waitlist', () => {
  it('puts a member on the waitlist for taken nights, with who and when', async () => {
    const { mona } = await cabinWithStay();
    const response = await join(mona, '2027-02-12', '2027-02-14');
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<WaitlistEntry>();
    expect(entry).toEqual({
      id: expect.any(String),
      startDate: '2027-02-12',
      endDate: '2027-02-14',
      createdAt: expect.any(String),
      user: { id: mona.id, fullName: 'Mona Medlem', displayName: null },
    });
    expect(await listAs(mona)).toEqual([entry]);
  });

  it.each([
    ['the end before the start', '2027-02-14', '2027-02-12', 'validation'],
    ['no night', '2027-02-12', '2027-02-12', 'validation'],
    ['a date that is not one', '2027-02-30', '2027-03-02', 'validation'],
    ['nights in the past', '2027-01-09', '2027-02-14', 'booking_in_past'],
  ])('refuses %s with 400', async (_name, startDate, endDate, code) => {
    const { mona } = await cabinWithStay();
    const response = await join(mona, startDate, endDate);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('takes tonight: the first night is today in the cabin, though it is yesterday in UTC', async () => {
    const { mona, owner } = await cabinWithStay();
    await book(owner, '2027-01-11', '2027-01-13');
    // 23:30 UTC on 10 January is 00:30 on 11 January in Norway.
    now = new Date('2027-01-10T23:30:00Z');
    expect((await join(mona, '2027-01-11', '2027-01-12')).statusCode).toBe(201);
  });

  it('says free nights are free: the member should book them', async () => {
    const { mona } = await cabinWithStay();
    const response = await join(mona, '2027-03-01', '2027-03-03');
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'nights_already_free' });
    // Touching the stay's last day is no overlap: the nights from the 16th are free.
    expect((await join(mona, '2027-02-16', '2027-02-18')).statusCode).toBe(409);
  });

  it('counts a pending request as taking the nights, a declined one not', async () => {
    const { mona, nils, owner } = await cabinWithStay();
    const request = await book(nils, '2027-03-01', '2027-03-05');
    expect((await join(mona, '2027-03-02', '2027-03-04')).statusCode).toBe(201);
    await callAs(t.app, owner, 'PUT', `/api/bookings/${request.id}/status`, { status: 'declined' });
    expect((await join(mona, '2027-03-01', '2027-03-02')).json()).toMatchObject({
      code: 'nights_already_free',
    });
  });

  it('refuses the same nights twice for one member, not for another', async () => {
    const { mona, nils } = await cabinWithStay();
    expect((await join(mona, '2027-02-12', '2027-02-14')).statusCode).toBe(201);
    const again = await join(mona, '2027-02-12', '2027-02-14');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_on_waitlist' });
    expect((await join(nils, '2027-02-12', '2027-02-14')).statusCode).toBe(201);
  });

  it(`holds a member to ${WAITLIST_MAX_PER_MEMBER} live entries per cabin, even sent at once`, async () => {
    const { mona, nils } = await cabinWithStay();
    const ranges = [
      ['2027-02-12', '2027-02-13'],
      ['2027-02-12', '2027-02-14'],
      ['2027-02-13', '2027-02-15'],
      ['2027-02-14', '2027-02-16'],
      ['2027-02-12', '2027-02-16'],
      ['2027-02-15', '2027-02-16'],
      ['2027-02-13', '2027-02-14'],
    ] as const;
    const answers = await Promise.all(ranges.map(([start, end]) => join(mona, start, end)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(WAITLIST_MAX_PER_MEMBER);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'waitlist_full' });
    }
    // The limit is each member's.
    expect((await join(nils, '2027-02-12', '2027-02-13')).statusCode).toBe(201);
  });
});

describe('GET /api/waitlist', () => {
  it("lists the cabin's live entries oldest first, to every member, and none of another cabin", async () => {
    const { mona, nils, owner } = await cabinWithStay();
    await join(nils, '2027-02-13', '2027-02-15');
    await join(mona, '2027-02-12', '2027-02-14');
    await join(owner, '2027-02-14', '2027-02-16');
    const list = await listAs(mona);
    expect(list.map((entry) => [entry.user.fullName, entry.startDate, entry.endDate])).toEqual([
      ['Nils Nabo', '2027-02-13', '2027-02-15'],
      ['Mona Medlem', '2027-02-12', '2027-02-14'],
      ['Olav Eier', '2027-02-14', '2027-02-16'],
    ]);
    expect(await listAs(nils)).toEqual(list);
    const other = await cabinWithStay();
    expect(await listAs(other.mona)).toEqual([]);
  });

  it('lets an entry lapse the day after its first night: not listed, and its row goes at the next join', async () => {
    const { mona, nils, owner } = await cabinWithStay();
    await book(owner, '2027-01-20', '2027-01-25');
    await join(mona, '2027-01-20', '2027-01-22');
    await join(nils, '2027-02-12', '2027-02-13');
    // On its first night it is still live; the next day it is not.
    now = new Date('2027-01-20T20:00:00Z');
    expect((await listAs(nils)).map((entry) => entry.user.id)).toEqual([mona.id, nils.id]);
    now = new Date('2027-01-21T09:00:00Z');
    expect((await listAs(nils)).map((entry) => entry.user.id)).toEqual([nils.id]);
    expect(
      await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, mona.id)),
    ).toHaveLength(1);
    // A lapsed entry counts for nothing: the same nights are not "already waited for", and the
    // join deletes the lapsed row.
    await join(nils, '2027-02-13', '2027-02-14');
    expect(
      await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, mona.id)),
    ).toEqual([]);
  });
});

describe('DELETE /api/waitlist/{id}', () => {
  it('takes an entry off for its member, the owner and admins, never another member', async () => {
    const { mona, nils, owner, admin } = await cabinWithStay();
    const ids: string[] = [];
    for (const range of [
      ['2027-02-12', '2027-02-13'],
      ['2027-02-13', '2027-02-14'],
      ['2027-02-14', '2027-02-15'],
    ]) {
      ids.push((await join(mona, range[0] ?? '', range[1] ?? '')).json<WaitlistEntry>().id);
    }
    const remove = (user: TestUser, id: string) =>
      injectAs(t.app, user, { method: 'DELETE', url: `/api/waitlist/${id}` });
    const refused = await remove(nils, ids[0] ?? '');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_your_waitlist_entry' });
    expect((await remove(mona, ids[0] ?? '')).json()).toEqual({ message: 'Removed from the waitlist' });
    expect((await remove(admin, ids[1] ?? '')).statusCode).toBe(200);
    expect((await remove(owner, ids[2] ?? '')).statusCode).toBe(200);
    expect(await listAs(mona)).toEqual([]);
    const gone = await remove(mona, ids[0] ?? '');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'waitlist_entry_not_found' });
    expect((await remove(mona, 'not-a-uuid')).statusCode).toBe(404);
  });

  it("answers 404 for another cabin's entry and leaves it", async () => {
    const a = await cabinWithStay();
    const b = await cabinWithStay();
    const entry = (await join(a.mona, '2027-02-12', '2027-02-14')).json<WaitlistEntry>();
    const response = await injectAs(t.app, b.owner, { method: 'DELETE', url: `/api/waitlist/${entry.id}` });
    expect(response.statusCode, response.body).toBe(404);
    expect(await listAs(a.mona)).toHaveLength(1);
  });
});

describe('a member who leaves', () => {
  it('takes their entries along, whether they leave or are removed', async () => {
    const { mona, nils, owner, admin } = await cabinWithStay();
    await join(mona, '2027-02-12', '2027-02-14');
    await join(nils, '2027-02-13', '2027-02-15');
    await join(admin, '2027-02-14', '2027-02-16');
    await callAs(t.app, mona, 'POST', '/api/cabin/leave');
    await callAs(t.app, owner, 'DELETE', `/api/cabin/members/${nils.id}`);
    expect((await listAs(owner)).map((entry) => entry.user.id)).toEqual([admin.id]);
    const rows = await t.database.db.select().from(waitlistEntries);
    expect(rows.filter((row) => row.userId === mona.id || row.userId === nils.id)).toEqual([]);
  });
});
