import { can } from '@shared/policy';
import type { RemovedMember, RotateAccessCodeResponse } from '@shared/schemas/invitations';
import { and, desc, eq } from 'drizzle-orm';
import { type Database, type Executor, sqlStateOf } from '../../db/client';
import { personAt } from '../../db/people';
import { cabinRemovals, cabins, users } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { forbidden, notFound } from '../../http/errors';
import { shownUsername } from '../auth';
import { generateAccessCode } from './access-code';
import { lockCurrentMembership, requireCurrentMembership } from './membership';

// Who may come in by the access code (issue #13): the code can be changed, and people an owner
// or admin removed stay out until they are allowed back or accept a new invitation.

const ACCESS_CODE_ATTEMPTS = 5;

const managersOnly = () =>
  forbidden('Only the owner or an admin can manage access to the cabin', 'owner_or_admin_only');

/** Whether `userId` was removed from `cabinId` and not yet allowed back. */
export async function isRemovedFrom(db: Executor, cabinId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: cabinRemovals.userId })
    .from(cabinRemovals)
    .where(and(eq(cabinRemovals.cabinId, cabinId), eq(cabinRemovals.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Keeps a removed member out of the access-code join until they are let back. */
export async function recordRemoval(
  db: Executor,
  removal: { cabinId: string; userId: string; removedBy: string; removedAt: Date },
): Promise<void> {
  await db
    .insert(cabinRemovals)
    .values(removal)
    .onConflictDoUpdate({
      target: [cabinRemovals.cabinId, cabinRemovals.userId],
      set: { removedBy: removal.removedBy, removedAt: removal.removedAt },
    });
}

/** The people removed from the current cabin, most recent first (owner and admins). */
export async function listRemovedMembers(db: Database, userId: string): Promise<RemovedMember[]> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  if (!can(role, 'invite')) throw managersOnly();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.name,
      displayUsername: users.displayUsername,
      login: users.username,
      removedAt: cabinRemovals.removedAt,
      removedBy: personAt(cabinRemovals.removedBy, ['id', 'name']),
    })
    .from(cabinRemovals)
    .innerJoin(users, eq(users.id, cabinRemovals.userId))
    .where(eq(cabinRemovals.cabinId, cabinId))
    .orderBy(desc(cabinRemovals.removedAt), desc(cabinRemovals.userId));
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    username: shownUsername(row.displayUsername, row.login),
    removedAt: row.removedAt.toISOString(),
    removedBy: row.removedBy,
  }));
}

/** "Allow back": the person may join with the access code again. */
export async function allowBack(db: Database, userId: string, removedUserId: string) {
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'invite')) throw managersOnly();
    const [allowed] = await tx
      .delete(cabinRemovals)
      .where(and(eq(cabinRemovals.cabinId, actor.cabinId), eq(cabinRemovals.userId, removedUserId)))
      .returning({ userId: cabinRemovals.userId });
    if (!allowed) throw notFound('This person is not on the removed list', 'member_not_found');
    await recordEffects(tx, { live: [{ type: 'cabin_updated', cabinId: actor.cabinId }] });
    return { message: 'They can join with the access code again' };
  });
}

/** A new access code for the current cabin; the old one stops working with this commit. */
export async function rotateAccessCode(db: Database, userId: string): Promise<RotateAccessCodeResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const actor = await lockCurrentMembership(tx, userId);
        if (!can(actor.role, 'invite')) throw managersOnly();
        const [cabin] = await tx
          .update(cabins)
          .set({ accessCode: generateAccessCode(), updatedAt: new Date() })
          .where(eq(cabins.id, actor.cabinId))
          .returning({ accessCode: cabins.accessCode });
        if (!cabin) throw new Error('cabin row vanished under lock');
        await recordEffects(tx, { live: [{ type: 'cabin_updated', cabinId: actor.cabinId }] });
        return { accessCode: cabin.accessCode };
      });
    } catch (error) {
      // Another cabin holds the drawn code (1 in 10^12): draw again.
      if (sqlStateOf(error) === '23505' && attempt < ACCESS_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
