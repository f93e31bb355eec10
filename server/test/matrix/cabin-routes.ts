import { CABIN_A, CODE_A, type MatrixRoute } from '../access-matrix';

// Every cabin, membership and profile route, for server/features/cabins/access-matrix.test.ts.

/**
 * Arranged in cabin A: an open invitation to the outsider, the owner's open ownership offer to
 * the member, and the invitee on the removed list.
 */
export type CabinMatrixFixture = { invitationToOutsider: string };

/** Everyone but the outsider is told the invitation made to the outsider does not exist. */
const onlyTheOutsider = { owner: 404, admin: 404, member: 404, outsider: 200, signedOut: 401 };
/** The ownership offer is the member's to answer. */
const onlyTheMember = { owner: 404, admin: 404, member: 200, outsider: 404, signedOut: 401 };
/** The owner and admins manage who comes in; the outsider manages their own cabin B. */
const managers = (status: number) => ({
  owner: status,
  admin: status,
  member: 403,
  outsider: status,
  signedOut: 401,
});
/** ...and A's rows are not found from cabin B. */
const managersOfA = (status: number) => ({ ...managers(status), outsider: 404 });

export const CABIN_MATRIX_ROUTES: MatrixRoute<CabinMatrixFixture>[] = [
  {
    route: 'GET /api/cabin',
    name: 'read the current cabin',
    url: () => '/api/cabin',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    route: 'PATCH /api/cabin',
    name: 'edit name and address',
    url: () => '/api/cabin',
    body: () => ({ name: 'Endret', address: 'Ny vei 2' }),
    expected: { owner: 200, admin: 403, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    route: 'PATCH /api/cabin',
    name: "choose the home county's school-break weeks",
    url: () => '/api/cabin',
    body: () => ({ winterBreakWeek: 9, autumnBreakWeek: 41 }),
    expected: { owner: 200, admin: 200, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    route: 'DELETE /api/cabin',
    name: 'delete the cabin',
    url: () => '/api/cabin',
    expected: { owner: 200, admin: 403, member: 403, outsider: 200, signedOut: 401 },
  },
  {
    route: 'GET /api/cabin/users',
    name: 'list members',
    url: () => '/api/cabin/users',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    route: 'PATCH /api/cabin/members/{id}',
    name: 'change a role',
    url: (p) => `/api/cabin/members/${p.target.id}`,
    body: () => ({ role: 'admin' }),
    expected: { owner: 200, admin: 403, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/cabin/members/{id}',
    name: 'remove a member',
    url: (p) => `/api/cabin/members/${p.target.id}`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/cabin/transfer-ownership',
    name: 'transfer ownership',
    url: () => '/api/cabin/transfer-ownership',
    body: (p) => ({ newOwnerId: p.target.id }),
    expected: { owner: 202, admin: 403, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/cabin/ownership-offer/accept',
    name: 'accept the ownership offer',
    url: () => '/api/cabin/ownership-offer/accept',
    body: () => ({ cabinId: CABIN_A }),
    expected: onlyTheMember,
  },
  {
    route: 'POST /api/cabin/ownership-offer/decline',
    name: 'decline the ownership offer',
    url: () => '/api/cabin/ownership-offer/decline',
    body: () => ({ cabinId: CABIN_A }),
    expected: onlyTheMember,
  },
  {
    route: 'DELETE /api/cabin/ownership-offer',
    name: 'withdraw the ownership offer',
    url: () => '/api/cabin/ownership-offer',
    expected: { owner: 200, admin: 403, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/cabin/leave',
    name: 'leave',
    url: () => '/api/cabin/leave',
    expected: { owner: 403, admin: 200, member: 200, outsider: 403, signedOut: 401 },
  },
  {
    route: 'POST /api/cabin/invite',
    name: 'invite by username',
    url: () => '/api/cabin/invite',
    body: (p) => ({ username: p.invitee.username }),
    expected: { owner: 201, admin: 201, member: 403, outsider: 201, signedOut: 401 },
  },
  {
    route: 'GET /api/cabin/invitations',
    name: 'list sent invitations',
    url: () => '/api/cabin/invitations',
    expected: managers(200),
  },
  {
    route: 'DELETE /api/cabin/invitations/{id}',
    name: 'withdraw an invitation',
    url: (_p, fixture) => `/api/cabin/invitations/${fixture.invitationToOutsider}`,
    expected: managersOfA(200),
  },
  {
    route: 'GET /api/invitations',
    name: 'list my invitations and offers',
    url: () => '/api/invitations',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
    outsiderInvitedToA: true,
  },
  {
    route: 'POST /api/invitations/{id}/accept',
    name: 'accept an invitation',
    url: (_p, fixture) => `/api/invitations/${fixture.invitationToOutsider}/accept`,
    expected: onlyTheOutsider,
    outsiderJoinsA: true,
  },
  {
    route: 'POST /api/invitations/{id}/decline',
    name: 'decline an invitation',
    url: (_p, fixture) => `/api/invitations/${fixture.invitationToOutsider}/decline`,
    expected: onlyTheOutsider,
  },
  {
    route: 'GET /api/cabin/removed-members',
    name: 'list removed members',
    url: () => '/api/cabin/removed-members',
    expected: managers(200),
  },
  {
    route: 'DELETE /api/cabin/removed-members/{id}',
    name: 'allow a removed member back',
    url: (p) => `/api/cabin/removed-members/${p.invitee.id}`,
    expected: managersOfA(200),
  },
  {
    route: 'POST /api/cabin/access-code/rotate',
    name: 'rotate the access code',
    url: () => '/api/cabin/access-code/rotate',
    expected: managers(200),
  },
  {
    route: 'GET /api/user/cabins',
    name: 'list my cabins',
    url: () => '/api/user/cabins',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    route: 'POST /api/user/switch-cabin',
    name: 'switch to cabin A',
    url: () => '/api/user/switch-cabin',
    body: () => ({ cabinId: CABIN_A }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/user/join-cabin',
    name: 'join A (user call)',
    url: () => '/api/user/join-cabin',
    body: () => ({ accessCode: CODE_A }),
    expected: { owner: 409, admin: 409, member: 409, outsider: 200, signedOut: 401 },
    outsiderJoinsA: true,
  },
  {
    route: 'POST /api/auth/join-cabin',
    name: 'join A (auth call)',
    url: () => '/api/auth/join-cabin',
    body: () => ({ accessCode: CODE_A }),
    expected: { owner: 409, admin: 409, member: 409, outsider: 200, signedOut: 401 },
    outsiderJoinsA: true,
  },
  {
    route: 'POST /api/cabin/create',
    name: 'create a cabin',
    url: () => '/api/cabin/create',
    body: () => ({ name: 'Ny hytte' }),
    expected: { owner: 201, admin: 201, member: 201, outsider: 201, signedOut: 401 },
  },
  {
    route: 'PATCH /api/user/profile',
    name: 'update my profile',
    url: () => '/api/user/profile',
    body: () => ({ displayName: 'Kallenavn' }),
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
  {
    route: 'GET /api/users/{id}/picture',
    name: "read a member's picture",
    url: (p) => `/api/users/${p.target.id}/picture`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
];
