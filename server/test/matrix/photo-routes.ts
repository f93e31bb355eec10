import { type MatrixRoute, membersOfA } from '../access-matrix';
import { png } from '../images';

// Every guest-book photo route, for server/features/photos/photos-matrix.test.ts: the member
// wrote the visit and added its photo. Adding follows the rule for changing an entry (its
// author or the owner); deleting, for the photo's uploader or the owner; every member of the
// cabin sees the photos.

export type PhotoFixture = { visitId: string; photoId: string };

export const PHOTO_MATRIX_ROUTES: MatrixRoute<PhotoFixture>[] = [
  {
    route: 'POST /api/visits/{id}/photos',
    name: "add a photo to the member's visit",
    url: (_people, fixture) => `/api/visits/${fixture.visitId}/photos`,
    upload: () => ({ field: 'photo', fileName: 'hytta.png', contentType: 'image/png', data: png() }),
    expected: { owner: 201, admin: 403, member: 201, outsider: 404, signedOut: 401 },
  },
  {
    route: 'DELETE /api/visits/{id}/photos/{photoId}',
    name: "delete the member's photo",
    url: (_people, fixture) => `/api/visits/${fixture.visitId}/photos/${fixture.photoId}`,
    expected: { owner: 200, admin: 403, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/photos/{id}',
    name: 'see a photo',
    url: (_people, fixture) => `/api/photos/${fixture.photoId}`,
    expected: membersOfA(200),
  },
  {
    route: 'GET /api/photos/{id}/thumbnail',
    name: "see a photo's thumbnail",
    url: (_people, fixture) => `/api/photos/${fixture.photoId}/thumbnail`,
    expected: membersOfA(200),
  },
];
