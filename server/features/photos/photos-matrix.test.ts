import { asc, eq } from 'drizzle-orm';
import { visits } from '../../db/schema';
import { visitPhotos } from '../../db/schema-photos';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { jpeg } from '../../test/images';
import { PHOTO_MATRIX_ROUTES, type PhotoFixture } from '../../test/matrix/photo-routes';

// The photo calls against the owner, an admin and a member of cabin A, the owner of cabin B and a
// signed-out caller (routes in server/test/matrix/photo-routes.ts). A's visit has one photo the
// member added; nothing the outsider does may change or show it.

describeAccessMatrix<PhotoFixture>('photo routes x callers', {
  routes: PHOTO_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    const [visit] = await db
      .insert(visits)
      .values({
        cabinId: CABIN_A,
        userId: people.member.id,
        visitorName: 'A-gjest',
        startDate: '2026-06-01',
        endDate: '2026-06-03',
      })
      .returning({ id: visits.id });
    if (!visit) throw new Error('arrangement failed');
    const [photo] = await db
      .insert(visitPhotos)
      .values({
        visitId: visit.id,
        userId: people.member.id,
        contentType: 'image/jpeg',
        data: jpeg(),
        thumbnail: jpeg(),
        width: 2,
        height: 2,
      })
      .returning({ id: visitPhotos.id });
    if (!photo) throw new Error('arrangement failed');
    return { visitId: visit.id, photoId: photo.id };
  },
  snapshotOfA: async (db) => ({
    visits: await db.select().from(visits).where(eq(visits.cabinId, CABIN_A)).orderBy(asc(visits.id)),
    photos: await db
      .select({ id: visitPhotos.id, visitId: visitPhotos.visitId, userId: visitPhotos.userId })
      .from(visitPhotos)
      .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
      .where(eq(visits.cabinId, CABIN_A))
      .orderBy(asc(visitPhotos.id)),
  }),
  secretsOfA: () => ['A-gjest', 'Hytte A'],
});
