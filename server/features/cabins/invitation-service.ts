import { INVITATION_TTL_DAYS, INVITATIONS_PER_DAY } from '@shared/constants';
import { can } from '@shared/policy';
import type { inviteBodySchema } from '@shared/schemas/cabins';
import type {
  AcceptInvitationResponse,
  Invitation,
  InviteResponse,
  SentInvitation,
} from '@shared/schemas/invitations';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { personAt } from '../../db/people';
import { cabinInvitations, cabinMembers, cabinRemovals, cabins, users } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { consumeAttempt } from '../../http/attempt-limit';
import { conflict, forbidden, notFound } from '../../http/errors';
import { shownUsername } from '../auth';
import { fullNameOf } from '../notifications';
import {
  announceMembershipChange,
  lockCurrentMembership,
  requireCurrentMembership,
  roleIn,
} from './membership';

const DAY_MS = 24 * 60 * 60 * 1000;

const invitationNotFound = () => notFound('This invitation is no longer open', 'invitation_not_found');

const refuseInviting = () =>
  forbidden('Only the owner or an admin can invite members', 'owner_or_admin_only');

/**
 * Invites a user by username to the caller's current cabin: an open invitation, never a
 * membership (issue #13). Each call counts against the inviter's daily limit before the name is
 * looked up, so the endpoint cannot be used to test which usernames exist at speed.
 */
export async function inviteByUsername(
  db: Database,
  userId: string,
  body: z.output<typeof inviteBodySchema>,
  now: Date,
): Promise<InviteResponse> {
  const { username } = body;
  const { role } = await requireCurrentMembership(db, userId);
  if (!can(role, 'invite')) throw refuseInviting();
  await consumeAttempt(
    db,
    `invite:${userId}`,
    { limit: INVITATIONS_PER_DAY, windowMs: DAY_MS },
    {
      message: 'You have sent too many invitations today. Try again tomorrow.',
      code: 'too_many_invitations',
    },
    now.getTime(),
  );
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'invite')) throw refuseInviting();
    // Better Auth keeps usernames lower case (the typed form is in display_username).
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username.toLowerCase()))
      .limit(1);
    if (!invitee) throw notFound('User not found', 'user_not_found');
    if ((await roleIn(tx, actor.cabinId, invitee.id)) !== null) {
      throw conflict('User is already a member of this cabin', 'user_already_member');
    }
    // An expired invitation of the same pair makes way for the new one.
    await tx
      .delete(cabinInvitations)
      .where(
        and(
          eq(cabinInvitations.cabinId, actor.cabinId),
          eq(cabinInvitations.inviteeId, invitee.id),
          lte(cabinInvitations.expiresAt, now),
        ),
      );
    const [created] = await tx
      .insert(cabinInvitations)
      .values({
        cabinId: actor.cabinId,
        inviteeId: invitee.id,
        invitedBy: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: cabinInvitations.id });
    if (!created) throw conflict('This user already has an open invitation to the cabin', 'already_invited');
    // A removed person stays removed while the invitation is open: only accepting it (or "allow
    // back") lifts the removal, so inviting and then withdrawing does not quietly let them in.
    const [invitation] = await invitationQuery(tx).where(eq(cabinInvitations.id, created.id));
    if (!invitation) throw new Error('invitation not read back');
    await recordEffects(tx, {
      live: [{ type: 'invitations_changed', userId: invitee.id }],
      notifications: [
        {
          cabinId: actor.cabinId,
          recipientIds: [invitee.id],
          actorId: userId,
          data: {
            type: 'cabin_invitation',
            cabinName: invitation.cabin.name,
            byName: await fullNameOf(tx, userId),
          },
        },
      ],
    });
    return { invitation: toInvitation(invitation) };
  });
}

/** An invitation with its cabin, the person invited and the one who invited them. */
function invitationQuery(db: Executor) {
  return db
    .select({
      id: cabinInvitations.id,
      cabin: { id: cabins.id, name: cabins.name },
      invitee: { id: users.id, name: users.name, username: users.displayUsername, login: users.username },
      invitedBy: personAt(cabinInvitations.invitedBy, ['id', 'name']),
      createdAt: cabinInvitations.createdAt,
      expiresAt: cabinInvitations.expiresAt,
    })
    .from(cabinInvitations)
    .innerJoin(cabins, eq(cabins.id, cabinInvitations.cabinId))
    .innerJoin(users, eq(users.id, cabinInvitations.inviteeId))
    .$dynamic();
}

type InvitationRow = Awaited<ReturnType<typeof invitationQuery>>[number];

/** An inviter who deleted their account is shown with an empty name; the invitation still holds. */
const invitedByOf = ({ invitedBy }: Pick<InvitationRow, 'invitedBy'>) => invitedBy ?? { id: '', name: '' };

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    cabin: row.cabin,
    invitedBy: invitedByOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The caller's open invitations, newest first. */
export async function listReceivedInvitations(
  db: Database,
  userId: string,
  now: Date,
): Promise<Invitation[]> {
  const rows = await invitationQuery(db)
    .where(and(eq(cabinInvitations.inviteeId, userId), gt(cabinInvitations.expiresAt, now)))
    .orderBy(desc(cabinInvitations.createdAt), desc(cabinInvitations.id));
  return rows.map(toInvitation);
}

const invitationIdSchema = z.uuid();

/** Takes the caller's open invitation; it is deleted whatever the answer. */
async function takeInvitation(db: Executor, userId: string, invitationId: string, now: Date) {
  if (!invitationIdSchema.safeParse(invitationId).success) throw invitationNotFound();
  const [taken] = await db
    .delete(cabinInvitations)
    .where(
      and(
        eq(cabinInvitations.id, invitationId),
        eq(cabinInvitations.inviteeId, userId),
        gt(cabinInvitations.expiresAt, now),
      ),
    )
    .returning({ cabinId: cabinInvitations.cabinId, invitedBy: cabinInvitations.invitedBy });
  if (!taken) throw invitationNotFound();
  return taken;
}

/** Accepts: the caller becomes a member, and the cabin becomes current if they had none. */
export async function acceptInvitation(
  db: Database,
  userId: string,
  invitationId: string,
  now: Date,
): Promise<AcceptInvitationResponse> {
  return db.transaction(async (tx) => {
    const { cabinId } = await takeInvitation(tx, userId, invitationId, now);
    // The cabin's row lock orders this join after any other membership change of the cabin.
    const [cabin] = await tx
      .select({ id: cabins.id, name: cabins.name })
      .from(cabins)
      .where(eq(cabins.id, cabinId))
      .for('update');
    if (!cabin) throw invitationNotFound();
    const joined = await tx
      .insert(cabinMembers)
      .values({ cabinId, userId, role: 'member' })
      .onConflictDoNothing()
      .returning({ cabinId: cabinMembers.cabinId });
    await tx
      .delete(cabinRemovals)
      .where(and(eq(cabinRemovals.cabinId, cabinId), eq(cabinRemovals.userId, userId)));
    const [me] = await tx.select({ current: users.currentCabinId }).from(users).where(eq(users.id, userId));
    if (me?.current === null)
      await tx.update(users).set({ currentCabinId: cabinId }).where(eq(users.id, userId));
    if (joined.length > 0) {
      await announceMembershipChange(tx, { cabinId, memberId: userId, actorId: userId, kind: 'joined' });
    }
    await recordEffects(tx, { live: [{ type: 'invitations_changed', userId }] });
    return { message: `Joined ${cabin.name}`, cabin };
  });
}

export async function declineInvitation(
  db: Database,
  userId: string,
  invitationId: string,
  now: Date,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    await takeInvitation(tx, userId, invitationId, now);
    await recordEffects(tx, { live: [{ type: 'invitations_changed', userId }] });
    return { message: 'Invitation declined' };
  });
}

/** The current cabin's open invitations, for its owner and admins (to see and withdraw them). */
export async function listSentInvitations(
  db: Database,
  userId: string,
  now: Date,
): Promise<SentInvitation[]> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  if (!can(role, 'invite')) throw refuseInviting();
  const rows = await invitationQuery(db)
    .where(and(eq(cabinInvitations.cabinId, cabinId), gt(cabinInvitations.expiresAt, now)))
    .orderBy(asc(cabinInvitations.createdAt), asc(cabinInvitations.id));
  return rows.map(({ invitee, ...row }) => ({
    id: row.id,
    invitee: { id: invitee.id, name: invitee.name, username: shownUsername(invitee.username, invitee.login) },
    invitedBy: invitedByOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Withdraws an invitation of the current cabin (owner and admins). */
export async function withdrawInvitation(
  db: Database,
  userId: string,
  invitationId: string,
): Promise<{ message: string }> {
  if (!invitationIdSchema.safeParse(invitationId).success) throw invitationNotFound();
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'invite')) throw refuseInviting();
    const [withdrawn] = await tx
      .delete(cabinInvitations)
      .where(and(eq(cabinInvitations.id, invitationId), eq(cabinInvitations.cabinId, actor.cabinId)))
      .returning({ inviteeId: cabinInvitations.inviteeId });
    if (!withdrawn) throw invitationNotFound();
    await recordEffects(tx, { live: [{ type: 'invitations_changed', userId: withdrawn.inviteeId }] });
    return { message: 'Invitation withdrawn' };
  });
}
