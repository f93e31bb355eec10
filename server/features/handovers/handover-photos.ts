import { can } from '@shared/policy';
import { HANDOVER_PHOTOS_MAX, type HandoverPhoto } from '@shared/schemas/handovers';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cabinMembers } from '../../db/schema';
import { handoverPhotos, handovers } from '../../db/schema-handovers';
import { recordEffects } from '../../effects/record-effects';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { ProcessedPhoto } from '../photos';
import { toHandoverPhoto } from './handover-read';
import { handoverNotFound, requireWritable } from './handover-stay';

// A handover's photos (issue #41; decision 060), re-encoded by the guest book's pipeline
// (decision 033: resized, no metadata). At most three a stay, counted under the stay's lock.

export const handoverPhotoNotFound = () => notFound('Photo not found', 'photo_not_found');

/**
 * Whether the caller may add a photo now: they may write the handover (window open), it is
 * written, and it has room for one more. The stay's row is locked (requireWritable).
 */
async function requireRoomForPhoto(db: Executor, now: Date, userId: string, bookingId: string) {
  const { stay } = await requireWritable(db, now, userId, bookingId);
  const [written] = await db
    .select({ bookingId: handovers.bookingId })
    .from(handovers)
    .where(eq(handovers.bookingId, bookingId));
  if (!written) throw handoverNotFound();
  const [counted] = await db
    .select({ photos: count() })
    .from(handoverPhotos)
    .where(eq(handoverPhotos.bookingId, bookingId));
  if ((counted?.photos ?? 0) >= HANDOVER_PHOTOS_MAX) {
    throw conflict(`A handover can have at most ${HANDOVER_PHOTOS_MAX} photos`, 'too_many_handover_photos');
  }
  return stay.cabinId;
}

/** Before the upload is read and decoded: a refusal costs no work on the image. */
export async function checkHandoverPhoto(db: Database, now: Date, userId: string, bookingId: string) {
  await db.transaction((tx) => requireRoomForPhoto(tx, now, userId, bookingId));
}

/** Stores a photo decoded outside the transaction; inside it, the checks run again under the lock. */
export async function addHandoverPhoto(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  photo: ProcessedPhoto,
): Promise<HandoverPhoto> {
  return db.transaction(async (tx) => {
    const cabinId = await requireRoomForPhoto(tx, now, userId, bookingId);
    const [row] = await tx
      .insert(handoverPhotos)
      .values({ bookingId, userId, ...photo })
      .returning({
        id: handoverPhotos.id,
        width: handoverPhotos.width,
        height: handoverPhotos.height,
        userId: handoverPhotos.userId,
      });
    if (!row) throw new Error('insert returned no photo');
    await recordEffects(tx, { live: [{ type: 'handover_changed', cabinId }] });
    return toHandoverPhoto(row);
  });
}

/** A photo's uploader (or the owner and admins) removes it, while they may write the handover. */
export async function deleteHandoverPhoto(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  photoId: string,
) {
  return db.transaction(async (tx) => {
    const { stay, role } = await requireWritable(tx, now, userId, bookingId);
    const [photo] = await tx
      .select({ userId: handoverPhotos.userId })
      .from(handoverPhotos)
      .where(and(eq(handoverPhotos.id, photoId), eq(handoverPhotos.bookingId, bookingId)));
    if (!photo) throw handoverPhotoNotFound();
    if (!can(role, 'deleteHandoverPhoto', { isUploader: photo.userId === userId })) {
      throw forbidden('You can only delete photos you added', 'not_your_photo');
    }
    await tx.delete(handoverPhotos).where(eq(handoverPhotos.id, photoId));
    await recordEffects(tx, { live: [{ type: 'handover_changed', cabinId: stay.cabinId }] });
    return { message: 'Photo deleted' };
  });
}

export type PhotoSize = 'full' | 'thumbnail';

/** A photo's bytes for a member of its cabin; null for anyone else (ids cannot be probed). */
export async function readHandoverPhoto(
  db: Database,
  viewerId: string,
  photoId: string,
  size: PhotoSize,
  withBytes: boolean,
): Promise<{ contentType: string; data: Buffer | null } | null> {
  const column = size === 'full' ? handoverPhotos.data : handoverPhotos.thumbnail;
  const [photo] = await db
    .select({ contentType: handoverPhotos.contentType, data: withBytes ? column : sql<null>`null` })
    .from(handoverPhotos)
    .innerJoin(handovers, eq(handovers.bookingId, handoverPhotos.bookingId))
    .innerJoin(
      cabinMembers,
      and(eq(cabinMembers.cabinId, handovers.cabinId), eq(cabinMembers.userId, viewerId)),
    )
    .where(eq(handoverPhotos.id, photoId))
    .limit(1);
  return photo ?? null;
}
