import type { Role } from '@shared/schemas/auth';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Transaction } from '../../db/client';
import { cabinMembers, cabins, users } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { notFound } from '../../http/errors';
import { cabinManagerIds, fullNameOf } from '../notifications';

export type Membership = { cabinId: string; role: Role };

export const noCurrentCabin = () => notFound('You have no current cabin', 'no_current_cabin');

/**
 * The caller's current cabin and role there. Every cabin-scoped route starts here: the cabin
 * comes from the signed-in user's own row, never from the request, and the database keeps the
 * current cabin a membership (a foreign key to cabin_members).
 */
export async function requireCurrentMembership(db: Executor, userId: string): Promise<Membership> {
  const [row] = await db
    .select({ cabinId: cabinMembers.cabinId, role: cabinMembers.role })
    .from(users)
    .innerJoin(cabinMembers, isCurrentMembership)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw noCurrentCabin();
  return row;
}

/** Every cabin the user is a member of, with their role and the cabin's name, by name. */
export async function membershipsOf(db: Executor, userId: string) {
  return db
    .select({ cabinId: cabinMembers.cabinId, role: cabinMembers.role, name: cabins.name })
    .from(cabinMembers)
    .innerJoin(cabins, eq(cabins.id, cabinMembers.cabinId))
    .where(eq(cabinMembers.userId, userId))
    .orderBy(asc(cabins.name));
}

/**
 * The user's current cabin id (null without one): what the cabin guard compares a write's
 * `X-Cabin-Id` with (server/http/cabin-guard.ts). One indexed read by primary key.
 */
export async function currentCabinIdOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ cabinId: users.currentCabinId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.cabinId ?? null;
}

/**
 * Joins a user's row to the membership of their current cabin: the one statement of what "the
 * caller's cabin" is, for `requireCurrentMembership` and for writes that read more columns in the
 * same statement (a booking write, decision 040).
 */
export const isCurrentMembership = and(
  eq(cabinMembers.cabinId, users.currentCabinId),
  eq(cabinMembers.userId, users.id),
);

/**
 * Inside a transaction: locks the caller's current cabin row, so membership changes of one cabin
 * run one after another, then reads the caller's role under that lock.
 */
export async function lockCurrentMembership(tx: Transaction, userId: string): Promise<Membership> {
  const { cabinId } = await requireCurrentMembership(tx, userId);
  await tx.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('update');
  return requireCurrentMembership(tx, userId);
}

export const cabinNotFound = () => notFound('Cabin not found', 'cabin_not_found');

/**
 * A cabin named by the request (its id in the path or body) that the caller belongs to. Anything
 * else, a malformed id included, is "not found", whether or not the cabin exists, so the answer
 * never tells an outsider which ids are real. Membership and the cabin are read in one query.
 */
export async function requireMemberCabin(db: Executor, cabinId: string, userId: string) {
  if (!z.uuid().safeParse(cabinId).success) throw cabinNotFound();
  const [cabin] = await db
    .select({
      id: cabins.id,
      name: cabins.name,
      address: cabins.address,
      latitude: cabins.latitude,
      longitude: cabins.longitude,
    })
    .from(cabins)
    .innerJoin(cabinMembers, and(eq(cabinMembers.cabinId, cabins.id), eq(cabinMembers.userId, userId)))
    .where(eq(cabins.id, cabinId))
    .limit(1);
  if (!cabin) throw cabinNotFound();
  return cabin;
}

/** The role of `userId` in `cabinId`, or null when they are not a member. */
export async function roleIn(db: Executor, cabinId: string, userId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: cabinMembers.role })
    .from(cabinMembers)
    .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Users left without a current cabin (they left, were removed, or the cabin went) move to the
 * cabin they joined most recently, if they have one; otherwise they see the welcome card.
 */
export async function reassignCurrentCabins(tx: Transaction, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({
      currentCabinId: sql`(select ${cabinMembers.cabinId} from ${cabinMembers}
        where ${cabinMembers.userId} = ${users.id}
        order by ${cabinMembers.joinedAt} desc limit 1)`,
    })
    .where(and(inArray(users.id, userIds), isNull(users.currentCabinId)));
}

/**
 * Inside the write's transaction: tells the cabin's sockets that `memberId` joined or left, and
 * the owner and admins (never `actorId`, whoever acted) who it was (decision 009).
 */
export async function announceMembershipChange(
  tx: Transaction,
  change: { cabinId: string; memberId: string; actorId: string; kind: 'joined' | 'left' },
): Promise<void> {
  const { cabinId, memberId, actorId, kind } = change;
  await recordEffects(tx, {
    live: [
      {
        type: kind === 'joined' ? 'member_joined' : 'member_removed',
        cabinId,
        userId: memberId,
      },
    ],
    notifications: [
      {
        cabinId,
        recipientIds: await cabinManagerIds(tx, cabinId),
        actorId,
        data: {
          type: kind === 'joined' ? 'member_joined' : 'member_left',
          memberName: await fullNameOf(tx, memberId),
        },
      },
    ],
  });
}
