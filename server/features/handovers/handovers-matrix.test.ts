import { asc, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { handoverPhotos, handovers, handoverTasks } from '../../db/schema-handovers';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { addBooking } from '../../test/cabin-fixtures';
import { jpeg } from '../../test/images';
import { HANDOVER_MATRIX_ROUTES, type HandoverFixture } from '../../test/matrix/handover-routes';

// The handover calls against A's owner, admin and member, the owner of cabin B and a signed-out
// caller (routes in server/test/matrix/handover-routes.ts). The member's stay ends tomorrow, so
// its window is open; nothing the outsider does may change or show it.

describeAccessMatrix<HandoverFixture>('handovers x callers', {
  routes: HANDOVER_MATRIX_ROUTES,
  now: new Date('2026-01-10T12:00:00Z'),
  arrangeMore: async (db, people) => {
    const memberStay = await addBooking(db, CABIN_A, people.member.id, '2026-01-05', '2026-01-11');
    await addBooking(db, CABIN_A, people.owner.id, '2026-01-12', '2026-01-15');
    await db.insert(handovers).values({
      bookingId: memberStay,
      cabinId: CABIN_A,
      writtenBy: people.member.id,
      firewood: 'low',
      heating: 'frost',
      water: 'off',
      note: 'A-overlevering',
      needsFixing: ['Lekk kran'],
    });
    const [photo] = await db
      .insert(handoverPhotos)
      .values({
        bookingId: memberStay,
        userId: people.member.id,
        contentType: 'image/jpeg',
        data: jpeg(),
        thumbnail: jpeg(),
        width: 2,
        height: 2,
      })
      .returning({ id: handoverPhotos.id });
    if (!photo) throw new Error('arrangement failed');
    return { memberStay, photoId: photo.id };
  },
  snapshotOfA: async (db) => ({
    handovers: await db
      .select({ bookingId: handovers.bookingId, note: handovers.note, firewood: handovers.firewood })
      .from(handovers)
      .where(eq(handovers.cabinId, CABIN_A)),
    photos: await db
      .select({ id: handoverPhotos.id })
      .from(handoverPhotos)
      .innerJoin(bookings, eq(bookings.id, handoverPhotos.bookingId))
      .where(eq(bookings.cabinId, CABIN_A))
      .orderBy(asc(handoverPhotos.id)),
    tasks: await db
      .select({ index: handoverTasks.itemIndex })
      .from(handoverTasks)
      .innerJoin(bookings, eq(bookings.id, handoverTasks.bookingId))
      .where(eq(bookings.cabinId, CABIN_A)),
  }),
  secretsOfA: (fixture) => [fixture.memberStay, fixture.photoId, 'A-overlevering'],
});
