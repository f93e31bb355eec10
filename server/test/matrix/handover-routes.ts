import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';
import { png } from '../images';

// The handover calls (issue #41, decision 060), for server/features/handovers/handovers-matrix.test.ts.
// The member booked a stay that ends tomorrow and wrote its handover, with one photo; the owner
// and the admin may write any stay's, make tasks of it and delete its photos; the outsider is
// told the stay does not exist.

export type HandoverFixture = { memberStay: string; photoId: string };

export const HANDOVER_MATRIX_ROUTES: MatrixRoute<HandoverFixture>[] = [
  {
    route: 'GET /api/bookings/{id}/handover',
    name: "read the member's stay's handover",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/handover`,
    expected: membersOfA(200),
  },
  {
    route: 'PUT /api/bookings/{id}/handover',
    name: "write the member's stay's handover",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/handover`,
    body: () => ({
      firewood: 'half',
      heating: 'frost',
      water: 'off',
      fridge: '',
      note: 'Ok',
      needsFixing: [],
    }),
    expected: membersOfA(200),
  },
  {
    route: 'POST /api/bookings/{id}/handover/tasks',
    name: 'make a task of the first line that needs fixing',
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/handover/tasks`,
    body: () => ({ index: 0 }),
    expected: membersOfA(201),
  },
  {
    route: 'POST /api/bookings/{id}/handover/photos',
    name: 'add a photo to the handover',
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/handover/photos`,
    upload: () => ({ field: 'photo', fileName: 'ved.png', contentType: 'image/png', data: png() }),
    expected: membersOfA(201),
  },
  {
    route: 'DELETE /api/bookings/{id}/handover/photos/{photoId}',
    name: "delete the member's handover photo",
    url: (_people, fixture) => `/api/bookings/${fixture.memberStay}/handover/photos/${fixture.photoId}`,
    expected: membersOfA(200),
  },
  {
    route: 'GET /api/handover-photos/{id}',
    name: 'see a handover photo',
    url: (_people, fixture) => `/api/handover-photos/${fixture.photoId}`,
    expected: membersOfA(200),
  },
  {
    route: 'GET /api/handover-photos/{id}/thumbnail',
    name: "see a handover photo's thumbnail",
    url: (_people, fixture) => `/api/handover-photos/${fixture.photoId}/thumbnail`,
    expected: membersOfA(200),
  },
  {
    route: 'GET /api/handovers/previous',
    name: "the handover of the stay before the caller's",
    url: () => '/api/handovers/previous',
    expected: everyone(200),
  },
];
