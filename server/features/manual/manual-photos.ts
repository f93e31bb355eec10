import { MANUAL_PHOTOS_PER_CABIN_MAX } from '@shared/constants';
import { can } from '@shared/policy';
import type { ManualPhoto } from '@shared/schemas/manual';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cabinMembers, cabins } from '../../db/schema';
import { manualPhotos } from '../../db/schema-photos';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import type { ProcessedPhoto } from '../photos';

// The house manual's own photos (issue #15). Uploading is a change to the manual (owner and
// admins of the current cabin); reading serves a photo to any member of the photo's cabin,
// whatever cabin they have open, as guest-book photos are served. A photo is not tied to a
// section: the sections' Markdown points at it by URL.

export const manualPhotoUrl = (id: string) => `/api/manual/photos/${id}`;
export const manualPhotoNotFound = () => notFound('Photo not found', 'manual_photo_not_found');

/**
 * The cabin the caller may add a manual photo to now, with room for one more. The cabin row is
 * locked (NO KEY UPDATE: inserts elsewhere that reference the cabin do not wait for it), so two
 * uploads at once count one after the other.
 */
async function requireRoomForManualPhoto(db: Executor, userId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  if (!can(role, 'editManual')) {
    throw forbidden('Only the owner or an admin can change the manual', 'owner_or_admin_only');
  }
  await db.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('no key update');
  const [counted] = await db
    .select({ photos: count() })
    .from(manualPhotos)
    .where(eq(manualPhotos.cabinId, cabinId));
  if ((counted?.photos ?? 0) >= MANUAL_PHOTOS_PER_CABIN_MAX) {
    throw conflict(
      `The manual can have at most ${MANUAL_PHOTOS_PER_CABIN_MAX} photos`,
      'too_many_manual_photos',
    );
  }
  return cabinId;
}

/** Before the upload is read and decoded: a refusal costs no work on the image. */
export async function checkManualPhotoUpload(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRoomForManualPhoto(tx, userId);
  });
}

/**
 * Stores a photo decoded outside this transaction (that takes a second or more); inside it the
 * checks run again under the cabin's lock. The thumbnail processPhoto also makes is not kept.
 */
export async function addManualPhoto(
  db: Database,
  userId: string,
  { contentType, data, width, height }: ProcessedPhoto,
): Promise<ManualPhoto> {
  return db.transaction(async (tx) => {
    const cabinId = await requireRoomForManualPhoto(tx, userId);
    const [row] = await tx
      .insert(manualPhotos)
      .values({ cabinId, userId, contentType, data, width, height })
      .returning({ id: manualPhotos.id, width: manualPhotos.width, height: manualPhotos.height });
    if (!row) throw new Error('insert returned no photo');
    return { ...row, url: manualPhotoUrl(row.id) };
  });
}

/**
 * A manual photo's bytes for a member of its cabin; null for anyone else (ids cannot be probed).
 * With `withBytes` false only the access is checked: the browser's copy is current (304).
 */
export async function readManualPhoto(
  db: Database,
  viewerId: string,
  photoId: string,
  withBytes: boolean,
): Promise<{ contentType: string; data: Buffer | null } | null> {
  const [photo] = await db
    .select({
      contentType: manualPhotos.contentType,
      data: withBytes ? manualPhotos.data : sql<null>`null`,
    })
    .from(manualPhotos)
    .innerJoin(
      cabinMembers,
      and(eq(cabinMembers.cabinId, manualPhotos.cabinId), eq(cabinMembers.userId, viewerId)),
    )
    .where(eq(manualPhotos.id, photoId))
    .limit(1);
  return photo ?? null;
}
