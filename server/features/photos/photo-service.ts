import { PHOTOS_PER_VISIT_MAX } from '@shared/constants';
import { can } from '@shared/policy';
import type { VisitPhoto } from '@shared/schemas/visits';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cabinMembers, visits } from '../../db/schema';
import { visitPhotos } from '../../db/schema-photos';
import { recordEffects } from '../../effects/record-effects';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import type { ProcessedPhoto } from './photo-image';

// Guest-book photos (issue #15, decision 033). Writing acts on the caller's current cabin, as
// every visit-log write does; reading serves a photo to anyone who is a member of the photo's
// cabin, whatever cabin they have open (an <img> already on screen keeps working after a switch).

export const photoUrl = (id: string) => `/api/photos/${id}`;
export const thumbnailUrl = (id: string) => `/api/photos/${id}/thumbnail`;

export const photoNotFound = () => notFound('Photo not found', 'photo_not_found');
const visitNotFound = () => notFound('Visit not found', 'visit_not_found');

type PhotoRow = { id: string; width: number; height: number; userId: string | null };

const toPhoto = ({ id, width, height, userId }: PhotoRow): VisitPhoto => ({
  id,
  url: photoUrl(id),
  thumbnailUrl: thumbnailUrl(id),
  width,
  height,
  uploadedBy: userId,
});

/** The photos of these visits (no bytes), oldest first, by visit id. */
export async function photosOfVisits(db: Executor, visitIds: string[]): Promise<Map<string, VisitPhoto[]>> {
  const byVisit = new Map<string, VisitPhoto[]>(visitIds.map((id) => [id, []]));
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({
      id: visitPhotos.id,
      visitId: visitPhotos.visitId,
      width: visitPhotos.width,
      height: visitPhotos.height,
      userId: visitPhotos.userId,
    })
    .from(visitPhotos)
    .where(inArray(visitPhotos.visitId, visitIds))
    .orderBy(asc(visitPhotos.createdAt), asc(visitPhotos.id));
  for (const row of rows) byVisit.get(row.visitId)?.push(toPhoto(row));
  return byVisit;
}

/**
 * Whether the caller may add a photo to the visit now: a visit of their current cabin, written by
 * them unless they own the cabin (the rule for changing an entry), with room for one more. The
 * visit row is locked, so two uploads to one visit count one after the other.
 */
async function requireRoomForPhoto(db: Executor, userId: string, visitId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  const [visit] = await db
    .select({ userId: visits.userId })
    .from(visits)
    .where(and(eq(visits.cabinId, cabinId), eq(visits.id, visitId)))
    .for('update');
  if (!visit) throw visitNotFound();
  if (!can(role, 'editEntry', { isAuthor: visit.userId === userId })) {
    throw forbidden('You can only add photos to your own guest-book entries', 'not_your_visit');
  }
  const [counted] = await db
    .select({ photos: count() })
    .from(visitPhotos)
    .where(eq(visitPhotos.visitId, visitId));
  if ((counted?.photos ?? 0) >= PHOTOS_PER_VISIT_MAX) {
    throw conflict(`A visit can have at most ${PHOTOS_PER_VISIT_MAX} photos`, 'too_many_photos');
  }
  return cabinId;
}

/** Before the upload is read and decoded: a refusal costs no work on the image. */
export async function checkPhotoUpload(db: Database, userId: string, visitId: string): Promise<void> {
  await requireRoomForPhoto(db, userId, visitId);
}

/**
 * Stores a photo decoded and re-encoded outside this transaction (that takes a second or more);
 * inside it, the checks run again under the visit's lock, so the count cannot pass the maximum.
 */
export async function addPhoto(
  db: Database,
  userId: string,
  visitId: string,
  photo: ProcessedPhoto,
): Promise<VisitPhoto> {
  return db.transaction(async (tx) => {
    const cabinId = await requireRoomForPhoto(tx, userId, visitId);
    const [row] = await tx
      .insert(visitPhotos)
      .values({ visitId, userId, ...photo })
      .returning({
        id: visitPhotos.id,
        width: visitPhotos.width,
        height: visitPhotos.height,
        userId: visitPhotos.userId,
      });
    if (!row) throw new Error('insert returned no photo');
    await recordEffects(tx, { live: [{ type: 'visit_updated', cabinId }] });
    return toPhoto(row);
  });
}

/** The uploader or the cabin's owner removes a photo (as with the entries themselves). */
export async function deletePhoto(db: Database, userId: string, visitId: string, photoId: string) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const [photo] = await tx
      .select({ userId: visitPhotos.userId })
      .from(visitPhotos)
      .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
      .where(and(eq(visitPhotos.id, photoId), eq(visits.id, visitId), eq(visits.cabinId, cabinId)))
      .for('update');
    if (!photo) throw photoNotFound();
    if (!can(role, 'editEntry', { isAuthor: photo.userId === userId })) {
      throw forbidden('You can only delete photos you added', 'not_your_photo');
    }
    await tx.delete(visitPhotos).where(eq(visitPhotos.id, photoId));
    await recordEffects(tx, { live: [{ type: 'visit_updated', cabinId }] });
    return { message: 'Photo deleted' };
  });
}

export type PhotoSize = 'full' | 'thumbnail';

/**
 * A photo's bytes for a member of its cabin; null for anyone else (ids cannot be probed). With
 * `withBytes` false only the access is checked: the browser's copy is current (304).
 */
export async function readPhoto(
  db: Database,
  viewerId: string,
  photoId: string,
  size: PhotoSize,
  withBytes: boolean,
): Promise<{ contentType: string; data: Buffer | null } | null> {
  const column = size === 'full' ? visitPhotos.data : visitPhotos.thumbnail;
  const [photo] = await db
    .select({
      contentType: visitPhotos.contentType,
      data: withBytes ? column : sql<null>`null`,
    })
    .from(visitPhotos)
    .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
    .innerJoin(cabinMembers, and(eq(cabinMembers.cabinId, visits.cabinId), eq(cabinMembers.userId, viewerId)))
    .where(eq(visitPhotos.id, photoId))
    .limit(1);
  return photo ?? null;
}
