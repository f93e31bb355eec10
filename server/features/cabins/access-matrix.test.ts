import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, cabinMembers, cabins, profilePictures } from '../../db/schema';
import {
  CABIN_A,
  CODE_A,
  describeAccessMatrix,
  type MatrixRoute,
  type People,
} from '../../test/access-matrix';

// Every cabin and membership route against the owner, an admin and a member of cabin A, the
// owner of cabin B (the outsider) and a signed-out caller (server/test/access-matrix.ts).

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const ROUTES: MatrixRoute<null>[] = [
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

describeAccessMatrix('cabin and membership routes x callers', {
  routes: ROUTES,
  arrangeMore: async (db: Database, people: People) => {
    await db
      .insert(profilePictures)
      .values({ userId: people.target.id, contentType: 'image/png', data: PNG, version: 'v1' })
      .onConflictDoNothing();
    await db
      .insert(bookings)
      .values({ cabinId: CABIN_A, userId: people.member.id, startDate: '2027-01-01', endDate: '2027-01-03' });
    return null;
  },
  snapshotOfA: async (db: Database) => ({
    cabin: await db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
    members: await db
      .select({ userId: cabinMembers.userId, role: cabinMembers.role })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, CABIN_A))
      .orderBy(asc(cabinMembers.userId)),
    bookings: await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.cabinId, CABIN_A)),
  }),
  secretsOfA: () => [CODE_A],
});
