import { everyone, type MatrixRoute } from '../access-matrix';

// The swap calls, for server/features/swaps/swaps-matrix.test.ts. The member, the owner and the
// target each hold an approved summer stay; the member has offered theirs for the owner's. Only
// the offer's two parties see it: the admin and the outsider are told it does not exist.

export type SwapFixture = { memberStay: string; ownerStay: string; targetStay: string; offerId: string };

export const SWAP_MATRIX_ROUTES: MatrixRoute<SwapFixture>[] = [
  {
    route: 'GET /api/swap-offers',
    name: "list the caller's open swap offers",
    url: () => '/api/swap-offers',
    expected: everyone(200),
  },
  {
    route: 'POST /api/bookings/{id}/swap-offers',
    name: "offer the member's stay for the target's",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/swap-offers`,
    body: (_people, fixture) => ({ withBookingId: fixture.targetStay }),
    expected: { owner: 403, admin: 403, member: 201, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/swap-offers/{id}/accept',
    name: "accept the member's offer to the owner",
    url: (_people, fixture) => `/api/swap-offers/${fixture.offerId}/accept`,
    expected: { owner: 200, admin: 404, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'POST /api/swap-offers/{id}/decline',
    name: "decline the member's offer to the owner",
    url: (_people, fixture) => `/api/swap-offers/${fixture.offerId}/decline`,
    expected: { owner: 200, admin: 404, member: 403, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/swap-offers/{id}',
    name: "withdraw the member's offer",
    url: (_people, fixture) => `/api/swap-offers/${fixture.offerId}`,
    expected: { owner: 403, admin: 404, member: 200, outsider: 404, signedOut: 401 },
  },
];
