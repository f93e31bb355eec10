import { isOwner } from '@shared/policy';
import type { User } from '@shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabinMembers, users } from '../../db/schema';
import { shownUsername } from './display-username';

/** What the app reads of a user's profile (the export reads the same). */
export const profileColumns = {
  id: users.id,
  username: users.username,
  displayUsername: users.displayUsername,
  fullName: users.name,
  displayName: users.displayName,
  email: users.email,
  profilePicture: users.image,
};

/** The app's user object for a user id, with isOwner for their current cabin; null if unknown. */
export async function findUser(db: Database, userId: string): Promise<User | null> {
  const [row] = await db
    .select({
      ...profileColumns,
      currentCabinId: users.currentCabinId,
      role: cabinMembers.role,
    })
    .from(users)
    .leftJoin(
      cabinMembers,
      and(eq(cabinMembers.userId, users.id), eq(cabinMembers.cabinId, users.currentCabinId)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    username: shownUsername(row.displayUsername, row.username),
    fullName: row.fullName,
    displayName: row.displayName,
    email: row.email,
    profilePicture: row.profilePicture,
    clerkId: row.id,
    isOwner: isOwner(row.role),
    currentCabinId: row.currentCabinId,
  };
}
