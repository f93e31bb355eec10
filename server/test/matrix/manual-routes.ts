import { EMPTY_MANUAL_FACTS } from '@shared/schemas/manual';
import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';
import { png } from '../images';

// The house manual calls (issue #15), for server/features/manual/manual-matrix.test.ts. Everyone
// reads their current cabin's manual; its owner and admins change it; A's sections are nobody
// else's to change (the outsider is told they do not exist).

export type ManualFixture = { sectionId: string; otherSectionIds: string[]; photoId: string };

/** Every write of the manual: A's owner and admin may, its plain member may not. */
const editors = (status: number) => ({ ...membersOfA(status), member: 403 });

export const MANUAL_MATRIX_ROUTES: MatrixRoute<ManualFixture>[] = [
  {
    route: 'GET /api/manual',
    name: "read my cabin's manual",
    url: () => '/api/manual',
    expected: everyone(200),
  },
  {
    route: 'PUT /api/manual/facts',
    name: "save my cabin's key facts",
    url: () => '/api/manual/facts',
    body: () => ({ ...EMPTY_MANUAL_FACTS, wifiName: 'Hyttenett' }),
    // The outsider saves their own cabin B's facts.
    expected: { ...everyone(200), member: 403 },
  },
  {
    route: 'POST /api/manual/sections',
    name: 'add a section',
    url: () => '/api/manual/sections',
    body: () => ({ title: 'Båten', body: 'Årene ligger i naustet.' }),
    expected: { ...everyone(201), member: 403 },
  },
  {
    route: 'PATCH /api/manual/sections/{id}',
    name: "change A's section",
    url: (_people, fixture) => `/api/manual/sections/${fixture.sectionId}`,
    body: () => ({ body: 'Ny tekst' }),
    expected: editors(200),
  },
  {
    route: 'DELETE /api/manual/sections/{id}',
    name: "delete A's section",
    url: (_people, fixture) => `/api/manual/sections/${fixture.sectionId}`,
    expected: editors(200),
  },
  {
    route: 'PUT /api/manual/order',
    name: "put A's sections in a new order",
    url: () => '/api/manual/order',
    body: (_people, fixture) => ({ ids: [...fixture.otherSectionIds, fixture.sectionId].reverse() }),
    // The outsider's cabin B has other sections: A's ids are not its order.
    expected: { ...editors(200), outsider: 400 },
  },
  {
    route: 'POST /api/manual/photos',
    name: 'add a photo for the manual',
    url: () => '/api/manual/photos',
    upload: () => ({ field: 'photo', fileName: 'hytta.png', contentType: 'image/png', data: png() }),
    // The outsider adds it to their own cabin B's manual.
    expected: { ...everyone(201), member: 403 },
  },
  {
    route: 'GET /api/manual/photos/{id}',
    name: "see A's manual photo",
    url: (_people, fixture) => `/api/manual/photos/${fixture.photoId}`,
    expected: membersOfA(200),
  },
];
