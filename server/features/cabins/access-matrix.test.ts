import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookings, cabinMembers, cabins, profilePictures, rateLimits, users } from '../../db/schema';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Every cabin-scoped route against every kind of caller: the owner, an admin and a member of
// cabin A, the owner of another cabin B (the outsider) and a signed-out caller. Each cell starts
// from the same arranged state. The outsider also passes A's id in the query and the body of
// every call; A must come out of their calls exactly as it went in, and no answer to them may
// carry A's id or access code.

type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'signedOut';
const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'signedOut'];
const CABIN_A = '0a0a0a0a-0000-4000-8000-00000000000a';
const CABIN_B = '0b0b0b0b-0000-4000-8000-00000000000b';
const CODE_A = 'AAAA2222';
const CODE_B = 'BBBB3333';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

type People = Record<'owner' | 'admin' | 'member' | 'target' | 'invitee' | 'outsider', TestUser>;
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (people: People) => string;
  body?: (people: People) => Record<string, unknown>;
  expected: Record<Actor, number>;
  /** Joining with A's code is how anyone becomes a member: the code is the secret. */
  outsiderJoinsA?: boolean;
};

const ROUTES: Route[] = [
  {
    name: 'read the current cabin',
    method: 'GET',
    url: () => '/api/cabin',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    name: 'edit name and address',
    method: 'PATCH',
    url: () => '/api/cabin',
    body: () => ({ name: 'Endret', address: 'Ny vei 2' }),
    expected: { owner: 200, admin: 403, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    name: 'delete the cabin',
    method: 'DELETE',
    url: () => '/api/cabin',
    expected: { owner: 200, admin: 403, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    name: 'list members',
    method: 'GET',
    url: () => '/api/cabin/users',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    name: 'change a role',
    method: 'PATCH',
    url: (p) => `/api/cabin/members/${p.target.id}`,
    body: () => ({ role: 'admin' }),
    expected: { owner: 200, admin: 403, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    url: (p) => `/api/cabin/members/${p.target.id}`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    name: 'transfer ownership',
    method: 'POST',
    url: () => '/api/cabin/transfer-ownership',
    body: (p) => ({ newOwnerId: p.target.id }),
    expected: { owner: 200, admin: 403, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    name: 'leave',
    method: 'POST',
    url: () => '/api/cabin/leave',
    expected: { owner: 403, admin: 200, member: 200, outsider: 403, signedOut: 401 },
  },
  {
    name: 'invite by username',
    method: 'POST',
    url: () => '/api/cabin/invite',
    body: (p) => ({ username: p.invitee.username }),
    expected: { owner: 201, admin: 201, member: 403, outsider: 201, signedOut: 401 },
  },
  {
    name: 'list my cabins',
    method: 'GET',
    url: () => '/api/user/cabins',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    name: 'switch to cabin A',
    method: 'POST',
    url: () => '/api/user/switch-cabin',
    body: () => ({ cabinId: CABIN_A }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    name: 'join A (user call)',
    method: 'POST',
    url: () => '/api/user/join-cabin',
    body: () => ({ accessCode: CODE_A }),
    expected: { owner: 409, admin: 409, member: 409, outsider: 200, signedOut: 401 },
    outsiderJoinsA: true,
  },
  {
    name: 'join A (auth call)',
    method: 'POST',
    url: () => '/api/auth/join-cabin',
    body: () => ({ accessCode: CODE_A }),
    expected: { owner: 409, admin: 409, member: 409, outsider: 200, signedOut: 401 },
    outsiderJoinsA: true,
  },
  {
    name: 'create a cabin',
    method: 'POST',
    url: () => '/api/cabin/create',
    body: () => ({ name: 'Ny hytte' }),
    expected: { owner: 201, admin: 201, member: 201, outsider: 201, signedOut: 401 },
  },
  {
    name: 'update my profile',
    method: 'PATCH',
    url: () => '/api/user/profile',
    body: () => ({ displayName: 'Kallenavn' }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    name: "read a member's picture",
    method: 'GET',
    url: (p) => `/api/users/${p.target.id}/picture`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
];

let t: TestApp;
let people: People;

beforeAll(async () => {
  t = await createTestApp();
  const names = ['owner', 'admin', 'member', 'target', 'invitee', 'outsider'] as const;
  const signedUp: Partial<People> = {};
  for (const name of names) signedUp[name] = await signUp(t.app, { fullName: `Matrise ${name}` });
  people = signedUp as People;
});
afterAll(async () => {
  await t.close();
});

/** The same starting point for every cell, written directly to the database. */
async function arrange(db: Database): Promise<void> {
  await db.update(users).set({ currentCabinId: null });
  await db.delete(cabins);
  await db.delete(rateLimits).where(like(rateLimits.id, 'hytta:%'));
  await db.insert(cabins).values([
    { id: CABIN_A, name: 'Hytte A', accessCode: CODE_A },
    { id: CABIN_B, name: 'Hytte B', accessCode: CODE_B },
  ]);
  await db.insert(cabinMembers).values([
    { cabinId: CABIN_A, userId: people.owner.id, role: 'owner' },
    { cabinId: CABIN_A, userId: people.admin.id, role: 'admin' },
    { cabinId: CABIN_A, userId: people.member.id, role: 'member' },
    { cabinId: CABIN_A, userId: people.target.id, role: 'member' },
    { cabinId: CABIN_B, userId: people.outsider.id, role: 'owner' },
  ]);
  for (const name of ['owner', 'admin', 'member', 'target'] as const) {
    await db.update(users).set({ currentCabinId: CABIN_A }).where(eq(users.id, people[name].id));
  }
  await db.update(users).set({ currentCabinId: CABIN_B }).where(eq(users.id, people.outsider.id));
  await db
    .insert(profilePictures)
    .values({ userId: people.target.id, contentType: 'image/png', data: PNG, version: 'v1' })
    .onConflictDoNothing();
  await db
    .insert(bookings)
    .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2027-01-01', endDate: '2027-01-03' });
}

async function snapshotOfA(db: Database) {
  return {
    cabin: await db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
    members: await db
      .select({ userId: cabinMembers.userId, role: cabinMembers.role })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, CABIN_A))
      .orderBy(asc(cabinMembers.userId)),
    bookings: await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.cabinId, CABIN_A)),
  };
}

const cells = ROUTES.flatMap((route) => ACTORS.map((actor) => ({ route, actor })));

describe('route x role access matrix', () => {
  it.each(cells)('$route.name as $actor', async ({ route, actor }) => {
    await arrange(t.database.db);
    const before = await snapshotOfA(t.database.db);
    const caller = actor === 'signedOut' ? null : people[actor];
    const body = route.body?.(people);
    const response = await injectAs(t.app, caller, {
      method: route.method,
      // A cabin id in the query or body never chooses the cabin.
      url: `${route.url(people)}?cabinId=${CABIN_A}`,
      ...(body ? { payload: { ...body, cabinId: CABIN_A } } : {}),
    });
    expect(response.statusCode, response.body).toBe(route.expected[actor]);
    if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
    if (actor === 'outsider' && !route.outsiderJoinsA) {
      expect(await snapshotOfA(t.database.db)).toEqual(before);
      expect(response.body).not.toContain(CABIN_A);
      expect(response.body).not.toContain(CODE_A);
    }
    if (actor === 'signedOut') expect(await snapshotOfA(t.database.db)).toEqual(before);
  });
});
