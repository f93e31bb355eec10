import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  cabinMembers,
  cabins,
  calendarFeedTokens,
  notifications,
  shoppingItems,
  tasks,
  users,
  visits,
} from '../../db/schema';
import { addBooking, bookingOwners, createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A switchable fault: a trigger that fails every statement touching a row of a cabin named
  // "Feilhytta", so a test can make a transaction fail after its first writes have happened.
  await t.database.db.execute(sql`
    create function hytta_test_fail() returns trigger language plpgsql as $$
    begin raise exception 'injected failure'; end $$`);
});
afterAll(async () => {
  await t.close();
});

/** A cabin with an owner, an admin and a member, and something in every table. */
async function populatedCabin(name: string) {
  const owner = await signUp(t.app);
  const admin = await signUp(t.app);
  const member = await signUp(t.app);
  const cabin = await createCabinAs(t.app, owner, name);
  await joinAs(t.app, admin, cabin.accessCode);
  await joinAs(t.app, member, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
  const db = t.database.db;
  await addBooking(db, cabin.id, member.id, '2027-06-01', '2027-06-08');
  await addBooking(db, cabin.id, owner.id, '2027-07-01', '2027-07-08');
  await db.insert(visits).values({
    cabinId: cabin.id,
    userId: member.id,
    visitorName: 'Mona',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });
  await db.insert(shoppingItems).values({ cabinId: cabin.id, name: 'Kaffe', addedByUserId: member.id });
  await db.insert(tasks).values({ cabinId: cabin.id, title: 'Rense pipa', assigneeId: member.id });
  await db.insert(notifications).values({
    userId: owner.id,
    cabinId: cabin.id,
    type: 'pending_booking',
    data: { type: 'pending_booking', requesterName: 'Mona', startDate: '2027-06-01', endDate: '2027-06-08' },
  });
  await db
    .insert(calendarFeedTokens)
    .values({ cabinId: cabin.id, userId: member.id, tokenHash: `hash-${cabin.id}`, tokenSealed: 'sealed' });
  return { owner, admin, member, cabin };
}

async function rowsOf(cabinId: string) {
  const db = t.database.db;
  const countWhere = async (table: typeof bookings | typeof visits | typeof shoppingItems | typeof tasks) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.cabinId, cabinId))).length;
  return {
    cabin: (await db.select().from(cabins).where(eq(cabins.id, cabinId))).length,
    members: (await db.select().from(cabinMembers).where(eq(cabinMembers.cabinId, cabinId))).length,
    bookings: await countWhere(bookings),
    visits: await countWhere(visits),
    shoppingItems: await countWhere(shoppingItems),
    tasks: await countWhere(tasks),
    notifications: (await db.select().from(notifications).where(eq(notifications.cabinId, cabinId))).length,
    feedTokens: (await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.cabinId, cabinId)))
      .length,
  };
}

const currentCabinOf = async (user: TestUser) =>
  (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.currentCabinId;

describe('deleting a cabin', () => {
  it('removes the cabin and everything in it; members move to another cabin or none', async () => {
    const { owner, admin, member, cabin } = await populatedCabin('Borte snart');
    const adminsOther = await createCabinAs(t.app, admin, 'Adminhytta');
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: cabin.id },
    });

    const response = await injectAs(t.app, owner, { method: 'DELETE', url: '/api/cabin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Cabin deleted' });
    expect(await rowsOf(cabin.id)).toEqual({
      cabin: 0,
      members: 0,
      bookings: 0,
      visits: 0,
      shoppingItems: 0,
      tasks: 0,
      notifications: 0,
      feedTokens: 0,
    });
    expect(await currentCabinOf(owner)).toBeNull();
    expect(await currentCabinOf(member)).toBeNull();
    expect(await currentCabinOf(admin)).toBe(adminsOther.id);
    const again = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/user/join-cabin',
      payload: { accessCode: cabin.accessCode },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is refused for an admin and a member, and nothing is removed', async () => {
    const { admin, member, cabin } = await populatedCabin('Blir stående');
    const before = await rowsOf(cabin.id);
    for (const user of [admin, member]) {
      const response = await injectAs(t.app, user, { method: 'DELETE', url: '/api/cabin' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('only_owner');
    }
    expect(await rowsOf(cabin.id)).toEqual(before);
  });

  it('is one transaction: a failure at the last step leaves everything as it was', async () => {
    const { owner, member, cabin } = await populatedCabin('Feilhytta');
    await t.database.db.execute(sql`
      create trigger hytta_test_fail_cabin before delete on cabins
      for each row when (old.name = 'Feilhytta') execute function hytta_test_fail()`);
    const before = await rowsOf(cabin.id);
    const response = await injectAs(t.app, owner, { method: 'DELETE', url: '/api/cabin' });
    await t.database.db.execute(sql`drop trigger hytta_test_fail_cabin on cabins`);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: response.headers['x-request-id'],
    });
    expect(before.bookings).toBe(2);
    expect(await rowsOf(cabin.id)).toEqual(before);
    expect(await currentCabinOf(member)).toBe(cabin.id);
  });
});

describe('leaving is one transaction', () => {
  it('a failure after the bookings were deleted keeps the bookings and the membership', async () => {
    const { owner, member, cabin } = await populatedCabin('Feilhytta');
    await t.database.db.execute(
      sql.raw(`
      create trigger hytta_test_fail_member before delete on cabin_members
      for each row when (old.cabin_id = '${cabin.id}') execute function hytta_test_fail()`),
    );
    const response = await injectAs(t.app, member, { method: 'POST', url: '/api/cabin/leave' });
    await t.database.db.execute(sql`drop trigger hytta_test_fail_member on cabin_members`);

    expect(response.statusCode).toBe(500);
    expect(await bookingOwners(t.database.db, cabin.id)).toEqual([owner.id, member.id].sort());
    expect((await rowsOf(cabin.id)).members).toBe(3);
    expect((await rowsOf(cabin.id)).feedTokens).toBe(1);
    expect(await currentCabinOf(member)).toBe(cabin.id);

    // And once the fault is gone, the same call succeeds.
    const retry = await injectAs(t.app, member, { method: 'POST', url: '/api/cabin/leave' });
    expect(retry.statusCode).toBe(200);
    expect(await bookingOwners(t.database.db, cabin.id)).toEqual([owner.id]);
  });
});
