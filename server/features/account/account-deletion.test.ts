import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bookings,
  cabinMembers,
  notifications,
  rateLimits,
  sessions,
  shoppingItems,
  tasks,
  users,
  visits,
} from '../../db/schema';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import {
  callAs,
  createTestApp,
  injectAs,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';

// DELETE /api/user/account (decision 020): the password again, refused while the user owns a
// cabin, otherwise the user and what was theirs go in one transaction and the cabin keeps its
// history.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const deleteAccount = (user: TestUser | null, body?: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'DELETE', url: '/api/user/account', ...(body ? { payload: body } : {}) });

/** An owner's cabin with a member who has a booking, a visit, an item, a task and notifications. */
async function cabinWithMember(name: string) {
  const owner = await signUp(t.app, { fullName: `Eier ${name}` });
  const member = await signUp(t.app, { fullName: `Medlem ${name}` });
  const cabin = await createCabinAs(t.app, owner, name);
  await joinAs(t.app, member, cabin.accessCode);
  await callAs(
    t.app,
    member,
    'POST',
    '/api/bookings',
    { startDate: '2099-07-01', endDate: '2099-07-05' },
    201,
  );
  await callAs(
    t.app,
    owner,
    'POST',
    '/api/bookings',
    { startDate: '2099-08-01', endDate: '2099-08-05' },
    201,
  );
  const visit = await callAs(
    t.app,
    member,
    'POST',
    '/api/visits',
    { visitorName: 'Medlemmets besøk', startDate: '2020-01-01', endDate: '2020-01-02' },
    201,
  );
  const item = await callAs(t.app, member, 'POST', '/api/shopping-items', { name: 'Ved' }, 201);
  const task = await callAs(
    t.app,
    member,
    'POST',
    '/api/tasks',
    { title: 'Rens pipa', assigneeId: member.id },
    201,
  );
  await callAs(t.app, owner, 'POST', '/api/tasks', { title: 'Eierens oppgave' }, 201);
  return { owner, member, cabin, visit, item, task };
}

async function countOf(table: typeof bookings | typeof sessions | typeof cabinMembers, userId: string) {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row?.count ?? 0;
}

describe('DELETE /api/user/account', () => {
  it('is 401 signed out', async () => {
    const response = await deleteAccount(null, { password: 'whatever-it-is' });
    expect(response.statusCode).toBe(401);
  });

  it('asks for the password: none, or a wrong one, changes nothing', async () => {
    const { member } = await cabinWithMember('Passordhytta');
    const missing = await deleteAccount(member);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation' });
    const wrong = await deleteAccount(member, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your password is incorrect', code: 'invalid_password' });
    expect(await countOf(bookings, member.id)).toBe(1);
    expect(await countOf(cabinMembers, member.id)).toBe(1);
    await callAs(t.app, member, 'GET', '/api/auth/me');
  });

  it('refuses an owner with 409, naming the cabins, and changes nothing', async () => {
    const { owner } = await cabinWithMember('Eierhytta');
    await createCabinAs(t.app, owner, 'Andre hytta');
    const response = await deleteAccount(owner, { password: owner.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You own "Andre hytta", "Eierhytta". Transfer ownership or delete the cabin first.',
      code: 'owns_cabins',
    });
    expect(await countOf(cabinMembers, owner.id)).toBe(2);
    await callAs(t.app, owner, 'GET', '/api/auth/me');
  });

  it('deletes the user, their sessions, bookings and memberships; the cabin keeps its history', async () => {
    const { owner, member, cabin, visit, item, task } = await cabinWithMember('Slettehytta');
    const otherBrowser = await signIn(t.app, member);
    const countersOf = (userId: string) =>
      t.database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${`%:${userId}`}`);
    // Joining the cabin counted against the member's join limit.
    expect(await countersOf(member.id)).toEqual([{ key: `hytta:join-cabin:${member.id}` }]);
    const response = await deleteAccount(member, { password: member.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account was deleted' });
    // The session cookie is cleared.
    const setCookie = [response.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/session_token=;.*Max-Age=0/i);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, member.id))).toEqual([]);
    expect(await countOf(sessions, member.id)).toBe(0);
    expect(await countOf(bookings, member.id)).toBe(0);
    expect(await countOf(cabinMembers, member.id)).toBe(0);
    // Their attempt counters go too (joining, and this deletion's own).
    expect(await countersOf(member.id)).toEqual([]);
    // Neither of their sessions works now, and they cannot sign in again.
    for (const browser of [member, otherBrowser]) {
      expect((await injectAs(t.app, browser, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    }
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/username',
      headers: { origin: TEST_ORIGIN },
      payload: { username: member.username, password: member.password },
    });
    expect(signInAgain.statusCode).toBe(401);

    // The cabin's shared history stays, no longer attributed; the owner's data is untouched.
    const [keptVisit] = await db.select().from(visits).where(eq(visits.id, visit.id));
    expect(keptVisit).toMatchObject({ visitorName: 'Medlemmets besøk', userId: null });
    const [keptItem] = await db.select().from(shoppingItems).where(eq(shoppingItems.id, item.id));
    expect(keptItem).toMatchObject({ name: 'Ved', addedByUserId: null });
    const [keptTask] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(keptTask).toMatchObject({ title: 'Rens pipa', createdByUserId: null, assigneeId: null });
    expect(await countOf(bookings, owner.id)).toBe(1);
    const members = await callAs(t.app, owner, 'GET', '/api/cabin/users');
    expect(members.map((m: { id: string }) => m.id)).toEqual([owner.id]);
    expect((await callAs(t.app, owner, 'GET', '/api/visits')).length).toBe(1);
    expect((await callAs(t.app, owner, 'GET', '/api/shopping-items')).length).toBe(1);
    expect((await callAs(t.app, owner, 'GET', '/api/tasks')).length).toBe(2);
    expect((await callAs(t.app, owner, 'GET', '/api/bookings')).length).toBe(1);
    // The owner hears that the member left.
    const told = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told.map((n) => n.data)).toContainEqual({ type: 'member_left', memberName: member.fullName });
    expect(cabin.id).toBeTruthy();
  });

  it('lets a former owner go once ownership is transferred', async () => {
    const { owner, member, cabin } = await cabinWithMember('Overføringshytta');
    await callAs(t.app, owner, 'POST', '/api/cabin/transfer-ownership', { newOwnerId: member.id }, 202);
    await callAs(t.app, member, 'POST', '/api/cabin/ownership-offer/accept', { cabinId: cabin.id });
    const response = await deleteAccount(owner, { password: owner.password });
    expect(response.statusCode, response.body).toBe(200);
    expect((await callAs(t.app, member, 'GET', '/api/cabin')).memberCount).toBe(1);
  });

  it('deletes a user who belongs to no cabin', async () => {
    const loner = await signUp(t.app);
    expect((await deleteAccount(loner, { password: loner.password })).statusCode).toBe(200);
  });

  it('answers two deletions at once with one success and one refusal, never a 500', async () => {
    const { member } = await cabinWithMember('Samtidighytta');
    const second = await signIn(t.app, member);
    const answers = await Promise.all([
      deleteAccount(member, { password: member.password }),
      deleteAccount(second, { password: member.password }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
  });

  it('is all or nothing: a failure in the middle leaves everything as it was', async () => {
    const { member } = await cabinWithMember('Feilhytta');
    const db = t.database.db;
    // A fault on deleting the user row, after the cabins were told and counters cleared.
    await db.execute(sql`
      create function hytta_test_fail_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`
      create trigger hytta_test_fail_delete before delete on users
      for each row execute function hytta_test_fail_delete()`);
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(notifications);
    try {
      const response = await deleteAccount(member, { password: member.password });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong. Please try again.',
        requestId: response.headers['x-request-id'],
      });
    } finally {
      await db.execute(sql`drop trigger hytta_test_fail_delete on users`);
    }
    expect(await db.select({ count: sql<number>`count(*)::int` }).from(notifications)).toEqual(before);
    expect(await countOf(bookings, member.id)).toBe(1);
    expect(await countOf(cabinMembers, member.id)).toBe(1);
    await callAs(t.app, member, 'GET', '/api/auth/me');
  });

  it('limits the attempts per user', async () => {
    const user = await signUp(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await deleteAccount(user, { password: 'wrong-password' })).statusCode).toBe(400);
    }
    const limited = await deleteAccount(user, { password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_account_deletions' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
