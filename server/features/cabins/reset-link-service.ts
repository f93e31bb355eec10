import { randomBytes, randomUUID } from 'node:crypto';
import { can } from '@shared/policy';
import { and, eq, exists, ne, not, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { cabinMembers, cabins, users, verifications } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden } from '../../http/errors';
import { OWNER_RESET_TOKEN_PREFIX } from '../auth';
import { fullNameOf } from '../notifications';
import { lockActorOverMember } from './member-service';
import { requireCurrentMembership } from './membership';

/** An owner-issued reset link lasts a day: long enough to pass on by phone or message. */
export const MEMBER_RESET_LINK_MS = 24 * 60 * 60_000;

const otherMemberships = alias(cabinMembers, 'other_memberships');

/**
 * Whether the account in `member` belongs to a cabin besides `cabinId`: a reset link would open
 * those too, so its issuer may not make one. One rule for the link and for the list that offers it.
 */
const inAnotherCabin = (db: Executor, member: AnyPgColumn, cabinId: string) =>
  exists(
    db
      .select({ one: otherMemberships.userId })
      .from(otherMemberships)
      .where(and(eq(otherMemberships.userId, member), ne(otherMemberships.cabinId, cabinId))),
  );

export type IssuedResetLink = { token: string; expiresAt: Date; cabinId: string };

/**
 * "The family way" back in (issue #14), narrowed by issue #36: a reset token is a key to the whole
 * account, in every cabin, so the owner (or an admin, for a plain member) may make one only for an
 * account that has no working e-mail address of its own (never confirmed) and that belongs to
 * no cabin but theirs. Everyone else resets through their own e-mail. The account is told (a
 * notification, and its e-mail if it has that kind turned on) in the same transaction that
 * writes the token, so no link exists that its account was not told about.
 */
export async function issueMemberResetLink(
  db: Database,
  actorId: string,
  memberId: string,
  now: Date,
): Promise<IssuedResetLink> {
  return db.transaction(async (tx) => {
    const { actor, target } = await lockActorOverMember(tx, actorId, memberId, {
      self: badRequest('You cannot make a reset link for yourself', 'cannot_reset_own_password'),
      plainMember: forbidden('Only the owner or an admin can make a reset link', 'owner_or_admin_only'),
    });
    if (!can(actor.role, 'issueResetLink', { target: target.role })) {
      throw forbidden(
        'Only the owner can make a reset link for an admin or the owner',
        'members_reset_by_owner',
      );
    }
    const [account] = await tx
      .select({
        emailWorks: users.emailVerified,
        elsewhere: sql<boolean>`${inAnotherCabin(tx, users.id, actor.cabinId)}`,
      })
      .from(users)
      .where(eq(users.id, memberId))
      .limit(1);
    if (account?.emailWorks) {
      throw forbidden(
        'This member has an e-mail address: they choose a new password with "Forgot password?" on the sign-in page',
        'reset_link_has_email',
      );
    }
    if (account?.elsewhere) {
      throw forbidden(
        'This member is also in another cabin: only they can reset their password, with "Forgot password?"',
        'reset_link_other_cabins',
      );
    }
    const token = `${OWNER_RESET_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    // Better Auth checks the token's expiry against the real clock, so this one is real too.
    const expiresAt = new Date(Date.now() + MEMBER_RESET_LINK_MS);
    // Better Auth's own record of a reset token (as its internal adapter writes it), so its
    // reset-password call takes this one too; written here to share the transaction.
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: memberId,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const [cabin] = await tx
      .select({ name: cabins.name })
      .from(cabins)
      .where(eq(cabins.id, actor.cabinId))
      .limit(1);
    await recordEffects(tx, {
      notifications: [
        {
          cabinId: actor.cabinId,
          recipientIds: [memberId],
          actorId,
          data: {
            type: 'reset_link_issued',
            cabinName: cabin?.name ?? '',
            byName: await fullNameOf(tx, actorId),
          },
        },
      ],
    });
    return { token, expiresAt, cabinId: actor.cabinId };
  });
}

/**
 * The members of the caller's cabin they may make a reset link for, by the same rule as
 * `issueMemberResetLink`: the settings screen offers the action only for these.
 */
export async function resetLinkMemberIds(db: Database, actorId: string): Promise<string[]> {
  const actor = await requireCurrentMembership(db, actorId);
  if (!can(actor.role, 'manageMembers')) {
    throw forbidden('Only the owner or an admin can make a reset link', 'owner_or_admin_only');
  }
  const rows = await db
    .select({ id: cabinMembers.userId, role: cabinMembers.role })
    .from(cabinMembers)
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(
      and(
        eq(cabinMembers.cabinId, actor.cabinId),
        ne(cabinMembers.userId, actorId),
        eq(users.emailVerified, false),
        not(inAnotherCabin(db, cabinMembers.userId, actor.cabinId)),
      ),
    );
  return rows.filter((row) => can(actor.role, 'issueResetLink', { target: row.role })).map((row) => row.id);
}
