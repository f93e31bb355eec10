import { randomBytes } from 'node:crypto';
import type { User } from '@shared/schemas/auth';
import type { updateProfileBodySchema } from '@shared/schemas/profile';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cabinMembers, profilePictures, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { findUser } from '../auth';
import { parsePictureDataUrl } from './image';

export const pictureUrl = (userId: string, version: string) =>
  `/api/users/${encodeURIComponent(userId)}/picture?v=${version}`;

/**
 * Display name and picture (spec: PATCH /api/user/profile). The picture arrives as a data URL,
 * is checked by its bytes and stored in the database; the user's `profilePicture` becomes the
 * URL that serves it. Sending back the current URL keeps the picture; null removes it.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  body: z.output<typeof updateProfileBodySchema>,
): Promise<User> {
  const { displayName, profilePicture } = body;
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId));
    if (!current) throw unauthorized();
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (displayName !== undefined) changes.displayName = displayName;
    if (profilePicture === null) {
      await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
      changes.image = null;
    } else if (profilePicture !== undefined && profilePicture !== current.image) {
      const picture = parsePictureDataUrl(profilePicture);
      const version = randomBytes(6).toString('hex');
      await tx
        .insert(profilePictures)
        .values({ userId, ...picture, version })
        .onConflictDoUpdate({
          target: profilePictures.userId,
          set: { ...picture, version, updatedAt: new Date() },
        });
      changes.image = pictureUrl(userId, version);
    }
    await tx.update(users).set(changes).where(eq(users.id, userId));
  });
  const user = await findUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * A stored picture, for the user themself or someone who shares a cabin with them; null for
 * anyone else, so pictures cannot be fetched by guessing user ids.
 */
export async function readPicture(db: Database, viewerId: string, ownerId: string) {
  const sharesCabin = sql`exists (
    select 1 from ${cabinMembers} as viewer
    join ${cabinMembers} as owner on owner.cabin_id = viewer.cabin_id
    where viewer.user_id = ${viewerId} and owner.user_id = ${ownerId})`;
  const [picture] = await db
    .select({ contentType: profilePictures.contentType, data: profilePictures.data })
    .from(profilePictures)
    .where(and(eq(profilePictures.userId, ownerId), or(sql`${ownerId} = ${viewerId}`, sharesCabin)))
    .limit(1);
  return picture ?? null;
}
