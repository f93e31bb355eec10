import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import {
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';
import { createBookingListCache } from './booking-list-cache';

// The booking list is kept per cabin and sent again while the cabin's list version is unchanged
// (decision 014). Two apps on one database stand for two server processes: whatever one writes,
// the other's next list shows, and so does a write made in SQL without the app.

const NOW = new Date('2026-11-22T12:00:00Z');
let first: TestApp;
let second: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  first = await createTestApp({ now: () => NOW });
  second = await createTestApp({ now: () => NOW, database: first.database });
  owner = await signUp(first.app, { fullName: 'Olav Eier' });
  member = await signUp(first.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(first.app, owner);
  await joinAs(first.app, member, cabin.accessCode);
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

type Listed = {
  id: string;
  status: string;
  notes: string | null;
  user: { fullName: string; displayName: string | null };
};
const listOn = async (t: TestApp): Promise<Listed[]> =>
  (await injectAs(t.app, member, { method: 'GET', url: '/api/bookings' })).json();

describe('the booking list across server processes', () => {
  it('shows every write made through another process or in SQL at the next request', async () => {
    expect(await listOn(first)).toEqual([]);
    const created = await injectAs(second.app, member, {
      method: 'POST',
      url: '/api/bookings',
      payload: { startDate: '2027-03-01', endDate: '2027-03-04' },
    });
    const { id } = created.json();
    expect((await listOn(first)).map((booking) => booking.status)).toEqual(['pending']);

    await injectAs(second.app, owner, {
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      payload: { status: 'approved' },
    });
    expect((await listOn(first))[0]?.status).toBe('approved');

    await injectAs(second.app, member, {
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      payload: { notes: 'Hund' },
    });
    expect((await listOn(first))[0]?.notes).toBe('Hund');

    await injectAs(second.app, member, {
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { displayName: 'Mona' },
    });
    expect((await listOn(first))[0]?.user.displayName).toBe('Mona');

    const renamed = await second.app.inject({
      method: 'POST',
      url: '/api/identity/update-user',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Mona Nordmann' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listOn(first))[0]?.user.fullName).toBe('Mona Nordmann');

    await first.database.db.execute(sql`update bookings set notes = 'Katt' where id = ${id}`);
    expect((await listOn(first))[0]?.notes).toBe('Katt');

    await injectAs(second.app, member, { method: 'DELETE', url: `/api/bookings/${id}` });
    expect(await listOn(first)).toEqual([]);
  });
});

describe('whose list a member gets', () => {
  it('follows a change of cabin or membership made through another process at once', async () => {
    const host = await signUp(first.app, { fullName: 'Hanne Vert' });
    const other = await createCabinAs(first.app, host);
    await injectAs(first.app, host, {
      method: 'POST',
      url: '/api/bookings',
      payload: { startDate: '2027-05-01', endDate: '2027-05-03' },
    });
    const guest = await signUp(first.app, { fullName: 'Gro Gjest' });
    const home = await createCabinAs(first.app, guest);
    const list = () => injectAs(first.app, guest, { method: 'GET', url: '/api/bookings' });
    expect((await list()).json()).toEqual([]);

    await joinAs(second.app, guest, other.accessCode);
    expect((await list()).json()).toHaveLength(1);

    await injectAs(second.app, guest, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: home.id },
    });
    expect((await list()).json()).toEqual([]);

    await injectAs(second.app, guest, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: other.id },
    });
    expect((await list()).json()).toHaveLength(1);
    await injectAs(second.app, guest, { method: 'POST', url: '/api/cabin/leave' });
    expect((await list()).json()).toEqual([]);
  });
});

describe('the list cache', () => {
  const bytes = (size: number) => Buffer.alloc(size, 'x');

  it('answers only the version a list was built at, and a newer build is not replaced by an older', () => {
    const cache = createBookingListCache({ maxBytes: 100 });
    cache.set('a', 2, bytes(10));
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 3, bytes(11));
    cache.set('a', 2, bytes(12));
    expect(cache.get('a', 3)?.length).toBe(11);
  });

  it('drops the least recently used lists to stay within its size', () => {
    const cache = createBookingListCache({ maxBytes: 100 });
    cache.set('a', 1, bytes(40));
    cache.set('b', 1, bytes(40));
    cache.get('a', 1);
    cache.set('c', 1, bytes(40));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.length).toBe(40);
    expect(cache.get('c', 1)?.length).toBe(40);
    cache.set('d', 1, bytes(101));
    expect(cache.get('d', 1)).toBeUndefined();
  });
  it('builds a missing list once for every request waiting for it', async () => {
    const cache = createBookingListCache({ maxBytes: 100 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { version: 4, body: bytes(5) };
    };
    const bodies = await Promise.all([1, 2, 3].map(() => cache.build('a', 4, build)));
    expect(bodies.map((body) => body.length)).toEqual([5, 5, 5]);
    expect(builds).toBe(1);
    expect(cache.get('a', 4)?.length).toBe(5);
  });
});
