import { randomBytes } from 'node:crypto';
import type { User } from '@shared/schemas/auth';
import type { updateProfileBodySchema } from '@shared/schemas/profile';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, sqlStateOf } from '../../db/client';
import { cabinMembers, profilePictures, users } from '../../db/schema';
import { conflict, unauthorized } from '../../http/errors';
import { findUser } from '../auth';
import { parsePictureDataUrl } from './image';

export const pictureUrl = (userId: string, version: string) =>
  `/api/users/${encodeURIComponent(userId)}/picture?v=${version}`;

/**
 * Display name, picture and username (spec: PATCH /api/user/profile; the username since issue #39). The picture arrives as a data URL,
 * is checked by its bytes and stored in the database; the user's `profilePicture` becomes the
 * URL that serves it. Sending back the current URL keeps the picture; null removes it.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  body: z.output<typeof updateProfileBodySchema>,
): Promise<User> {
  await writeProfile(db, userId, body).catch((error: unknown) => {
    // Two accounts taking one username at the same moment: the unique index decides.
    if (sqlStateOf(error) === '23505' && body.username !== undefined)
      throw conflict(USERNAME_TAKEN, 'username_taken');
    throw error;
  });
  const user = await findUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}

async function writeProfile(
  db: Database,
  userId: string,
  { displayName, profilePicture, username }: z.output<typeof updateProfileBodySchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (username !== undefined) await refuseTakenUsername(tx, userId, username);
    const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId));
    if (!current) throw unauthorized();
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (displayName !== undefined) changes.displayName = displayName;
    // Stored as Better Auth's username plugin stores it: lowercase to sign in with, shown as typed.
    if (username !== undefined)
      Object.assign(changes, { username: username.toLowerCase(), displayUsername: username });
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
}

const USERNAME_TAKEN = 'That username is already taken';

/** Another account has the username (in any letter case): 409, before the unique index says so. */
async function refuseTakenUsername(tx: Pick<Database, 'select'>, userId: string, username: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (other) throw conflict(USERNAME_TAKEN, 'username_taken');
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
