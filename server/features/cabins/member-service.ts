import { can, isOwner } from '@shared/policy';
import type { CabinMember, changeRoleBodySchema } from '@shared/schemas/cabins';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { bookings, cabinMembers, cabins, notifications, tasks, users } from '../../db/schema';
import { waitlistEntries } from '../../db/schema-season';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, type HttpError, notFound } from '../../http/errors';
import { shownUsername } from '../auth';
import { fullNameOf } from '../notifications';
import { recordRemoval } from './cabin-access-service';
import {
  announceMembershipChange,
  lockCurrentMembership,
  reassignCurrentCabins,
  requireCurrentMembership,
} from './membership';

function memberQuery(db: Executor, cabinId: string) {
  return db
    .select({
      id: users.id,
      fullName: users.name,
      displayName: users.displayName,
      displayUsername: users.displayUsername,
      login: users.username,
      profilePicture: users.image,
      role: cabinMembers.role,
    })
    .from(cabinMembers)
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(eq(cabinMembers.cabinId, cabinId))
    .$dynamic();
}

type MemberRow = Awaited<ReturnType<typeof memberQuery>>[number];

function toMember({ displayUsername, login, ...row }: MemberRow): CabinMember {
  return { ...row, username: shownUsername(displayUsername, login), isOwner: isOwner(row.role) };
}

/** The members of the caller's current cabin: the owner first, then admins, then by name. */
export async function listMembers(db: Database, userId: string): Promise<CabinMember[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  // The role type lists owner, admin, member in that order, and PostgreSQL sorts an enum so.
  const rows = await memberQuery(db, cabinId).orderBy(asc(cabinMembers.role), asc(users.name), asc(users.id));
  return rows.map(toMember);
}

export async function findMember(db: Executor, cabinId: string, memberId: string): Promise<CabinMember> {
  const [row] = await memberQuery(db, cabinId)
    .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, memberId)))
    .limit(1);
  // Not a member of *this* cabin, whoever they are elsewhere.
  if (!row) throw notFound('Member not found', 'member_not_found');
  return toMember(row);
}

/** Between admin and member; making someone owner is a transfer of ownership. */
export async function changeRole(
  db: Database,
  userId: string,
  memberId: string,
  body: z.output<typeof changeRoleBodySchema>,
): Promise<CabinMember> {
  const { role } = body;
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'changeRoles')) throw forbidden('Only the owner can change roles', 'only_owner');
    const target = await findMember(tx, actor.cabinId, memberId);
    if (!can(actor.role, 'changeRole', { target: target.role })) {
      throw badRequest(
        "The owner's role changes only by transferring ownership to another member",
        'cannot_change_owner_role',
      );
    }
    await tx
      .update(cabinMembers)
      .set({ role })
      .where(and(eq(cabinMembers.cabinId, actor.cabinId), eq(cabinMembers.userId, memberId)));
    if (target.role !== role) {
      await recordEffects(tx, {
        live: [{ type: 'member_updated', cabinId: actor.cabinId, userId: memberId }],
        notifications: [
          {
            cabinId: actor.cabinId,
            recipientIds: [memberId],
            actorId: userId,
            data: { type: 'role_changed', role, byName: await fullNameOf(tx, userId) },
          },
        ],
      });
    }
    return { ...target, role, isOwner: false };
  });
}

/**
 * Takes a user out of a cabin with what only made sense as a member: their bookings there (spec
 * section 4), their notifications about it, task assignments and waitlist entries; the calendar
 * feed token goes with the membership (cascade), and the current cabin moves on.
 */
async function endMembership(tx: Transaction, cabinId: string, memberId: string): Promise<void> {
  await tx.delete(bookings).where(and(eq(bookings.cabinId, cabinId), eq(bookings.userId, memberId)));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.cabinId, cabinId), eq(notifications.userId, memberId)));
  await tx
    .update(tasks)
    .set({ assigneeId: null })
    .where(and(eq(tasks.cabinId, cabinId), eq(tasks.assigneeId, memberId)));
  await tx
    .delete(cabinMembers)
    .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, memberId)));
  // After the membership's row: a waitlist request holds it locked, so its entry is written by now.
  await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.cabinId, cabinId), eq(waitlistEntries.userId, memberId)));
  await reassignCurrentCabins(tx, [memberId]);
}

/**
 * The owner or an admin acting on another member of their current cabin: the caller's membership
 * (locked, as every change of members locks it) and the member's, or the refusal the action names
 * for acting on oneself and for a plain member.
 */
export async function lockActorOverMember(
  tx: Transaction,
  actorId: string,
  memberId: string,
  refusals: { self: HttpError; plainMember: HttpError },
) {
  const actor = await lockCurrentMembership(tx, actorId);
  if (memberId === actorId) throw refusals.self;
  if (!can(actor.role, 'manageMembers')) throw refusals.plainMember;
  const target = await findMember(tx, actor.cabinId, memberId);
  return { actor, target };
}

export async function removeMember(db: Database, userId: string, memberId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { actor, target } = await lockActorOverMember(tx, userId, memberId, {
      self: badRequest('You cannot remove yourself; leave the cabin instead', 'cannot_remove_self'),
      plainMember: forbidden('Only the owner or an admin can remove members', 'owner_or_admin_only'),
    });
    if (!can(actor.role, 'removeMember', { target: target.role })) {
      throw isOwner(target.role)
        ? forbidden('The owner cannot be removed', 'cannot_remove_owner')
        : forbidden('Only the owner can remove an admin', 'cannot_remove_admin');
    }
    await endMembership(tx, actor.cabinId, memberId);
    // Removed means kept out: the access code no longer lets them back in (issue #13).
    await recordRemoval(tx, { cabinId: actor.cabinId, userId: memberId, removedBy: userId, removedAt: now });
    // After endMembership, which clears the member's notifications about this cabin.
    const [cabin] = await tx
      .select({ name: cabins.name })
      .from(cabins)
      .where(eq(cabins.id, actor.cabinId))
      .limit(1);
    await recordEffects(tx, {
      live: [{ type: 'member_removed', cabinId: actor.cabinId, userId: memberId }],
      notifications: [
        {
          cabinId: actor.cabinId,
          recipientIds: [memberId],
          actorId: userId,
          data: {
            type: 'member_removed',
            cabinName: cabin?.name ?? '',
            byName: await fullNameOf(tx, userId),
          },
        },
      ],
    });
    return { message: `${target.displayName ?? target.fullName} was removed from the cabin` };
  });
}

export async function leaveCabin(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'leave')) {
      throw forbidden(
        'The owner cannot leave the cabin. Transfer ownership first, or delete the cabin.',
        'owner_cannot_leave',
      );
    }
    await endMembership(tx, actor.cabinId, userId);
    await announceMembershipChange(tx, {
      cabinId: actor.cabinId,
      memberId: userId,
      actorId: userId,
      kind: 'left',
    });
    return { message: 'You left the cabin' };
  });
}
