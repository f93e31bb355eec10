import type { MatrixRoute } from '../access-matrix';

// The guest-link calls, for server/features/guest-links/guest-links-matrix.test.ts. The member and
// the owner each hold an approved stay of A; the member made a link for theirs (and the owner one
// too). A member makes links for their own stay only; the owner and admins for any; every member
// lists them; its creator, the owner and admins end one. The guest's calls carry no session: the
// token decides, whoever sends it.

export type GuestLinkFixture = {
  memberStay: string;
  ownerStay: string;
  memberLinkId: string;
  ownerLinkId: string;
  token: string;
  itemId: string;
};

const anyCaller = { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 200 };

export const GUEST_LINK_MATRIX_ROUTES: MatrixRoute<GuestLinkFixture>[] = [
  {
    route: 'POST /api/bookings/{id}/guest-links',
    name: "make a link for the member's stay",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/guest-links`,
    body: () => ({ includeDoorCode: true, label: 'Besteforeldre' }),
    expected: { owner: 201, admin: 201, member: 201, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/bookings/{id}/guest-links',
    name: "make a link for the owner's stay",
    url: (_people, fixture) => `/api/bookings/${fixture.ownerStay}/guest-links`,
    body: () => ({ includeDoorCode: false }),
    expected: { owner: 201, admin: 201, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/bookings/{id}/guest-links',
    name: "list the member's stay's links",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/guest-links`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/guest-links/{id}',
    name: "end the member's link",
    url: (_people, fixture) => `/api/guest-links/${fixture.memberLinkId}`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/guest-links/{id}',
    name: "end the owner's link",
    url: (_people, fixture) => `/api/guest-links/${fixture.ownerLinkId}`,
    expected: { owner: 200, admin: 200, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/guest/{token}',
    name: "the member's link's page",
    url: (_people, fixture) => `/api/guest/${fixture.token}`,
    session: 'none',
    expected: anyCaller,
  },
  {
    route: 'PUT /api/guest/{token}/checklist-items/{itemId}',
    // Unticking an item nobody ticked: the answer is the token's, and A stays as it was.
    name: "untick an item of the member's stay's arrival run",
    url: (_people, fixture) => `/api/guest/${fixture.token}/checklist-items/${fixture.itemId}`,
    body: () => ({ done: false }),
    session: 'none',
    expected: anyCaller,
  },
];
