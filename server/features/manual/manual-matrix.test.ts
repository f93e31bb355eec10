import { asc, eq } from 'drizzle-orm';
import { manualFacts, manualSections } from '../../db/schema-manual';
import { manualPhotos } from '../../db/schema-photos';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { jpeg } from '../../test/images';
import { MANUAL_MATRIX_ROUTES, type ManualFixture } from '../../test/matrix/manual-routes';

// The house manual calls against the owner, an admin and a member of cabin A, the owner of cabin
// B and a signed-out caller (routes in server/test/matrix/manual-routes.ts). A's manual has facts,
// two sections and a photo; nothing the outsider does may change them or show them.

describeAccessMatrix<ManualFixture>('manual routes x callers', {
  routes: MANUAL_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    await db.delete(manualSections);
    await db.delete(manualFacts);
    await db.insert(manualFacts).values({ cabinId: CABIN_A, wifiName: 'A-nett', wifiPassword: 'A-passord' });
    const rows = await db
      .insert(manualSections)
      .values([
        { cabinId: CABIN_A, title: 'A-vann', body: 'A-pumpa', position: 0 },
        { cabinId: CABIN_A, title: 'A-varme', body: 'A-ovnen', position: 1 },
      ])
      .returning({ id: manualSections.id });
    const [first, ...others] = rows.map((row) => row.id);
    const [photo] = await db
      .insert(manualPhotos)
      .values({
        cabinId: CABIN_A,
        userId: people.owner.id,
        contentType: 'image/jpeg',
        data: jpeg(),
        width: 2,
        height: 2,
      })
      .returning({ id: manualPhotos.id });
    if (!first || !photo) throw new Error('arrangement failed');
    return { sectionId: first, otherSectionIds: others, photoId: photo.id };
  },
  snapshotOfA: async (db) => ({
    facts: await db.select().from(manualFacts).where(eq(manualFacts.cabinId, CABIN_A)),
    sections: await db
      .select()
      .from(manualSections)
      .where(eq(manualSections.cabinId, CABIN_A))
      .orderBy(asc(manualSections.id)),
    photos: await db
      .select({ id: manualPhotos.id, userId: manualPhotos.userId })
      .from(manualPhotos)
      .where(eq(manualPhotos.cabinId, CABIN_A))
      .orderBy(asc(manualPhotos.id)),
  }),
  secretsOfA: () => ['A-nett', 'A-passord', 'A-vann', 'A-pumpa', 'Hytte A'],
});
