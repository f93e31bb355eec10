import { isOwner } from '@shared/policy';
import type { deleteAccountBodySchema } from '@shared/schemas/account';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cabinMembers, cabins, users } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { consumeAttempt, forgetAttemptsOf } from '../../http/attempt-limit';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { announceMembershipChange, membershipsOf } from '../cabins';

/** Checks the user's current password (Better Auth's hashing, through the auth feature). */
export type PasswordCheck = (userId: string, password: string) => Promise<boolean>;

/** Tries at deleting one's account per user and window: each checks a password. */
export const ACCOUNT_DELETION_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Deletes the caller's account (decision 020), after the current password is given again.
 * Refused with 409 `owns_cabins` while they own a cabin: ownership goes first (transfer or delete
 * the cabin), so no cabin is ever left without an owner. Otherwise one transaction, with the
 * caller's cabins locked as a membership change locks them: their cabins hear that they left,
 * and deleting the user row takes with it (foreign-key cascades) their sessions, password,
 * passkeys, memberships, bookings, notifications, calendar-feed tokens and picture; the visits, guest-book
 * photos, shopping items and tasks they wrote stay with the cabins, no longer attributed (set
 * null): a photo belongs to the cabin's shared memory as the entry it illustrates does. Every server
 * process then forgets the user's sessions and closes their sockets.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  body: z.output<typeof deleteAccountBodySchema>,
  checkPassword: PasswordCheck,
): Promise<{ message: string }> {
  const { password } = body;
  await consumeAttempt(db, `delete-account:${userId}`, ACCOUNT_DELETION_ATTEMPTS, {
    message: 'Too many attempts to delete the account. Please wait a few minutes.',
    code: 'too_many_account_deletions',
  });
  if (!(await checkPassword(userId, password))) {
    throw badRequest('Your password is incorrect', 'invalid_password');
  }
  return db.transaction(async (tx) => {
    const memberOf = await tx
      .select({ cabinId: cabinMembers.cabinId })
      .from(cabinMembers)
      .where(eq(cabinMembers.userId, userId));
    const cabinIds = memberOf.map((row) => row.cabinId);
    // The same lock a membership change of each cabin takes (in one order, so two accounts'
    // deletions cannot deadlock), then the user row: a second deletion of the account waits.
    if (cabinIds.length > 0) {
      await tx
        .select({ id: cabins.id })
        .from(cabins)
        .where(inArray(cabins.id, cabinIds))
        .orderBy(asc(cabins.id))
        .for('update');
    }
    const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!me) throw unauthorized();
    // Read again under the locks: a transfer to the user may have committed meanwhile.
    const memberships = await membershipsOf(tx, userId);
    const owned = memberships.filter((row) => isOwner(row.role)).map((row) => row.name);
    if (owned.length > 0) {
      throw conflict(
        `You own ${quoted(owned)}. Transfer ownership or delete the cabin first.`,
        'owns_cabins',
      );
    }
    for (const { cabinId } of memberships) {
      await announceMembershipChange(tx, { cabinId, memberId: userId, actorId: userId, kind: 'left' });
    }
    await forgetAttemptsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await recordEffects(tx, { live: [{ type: 'sessions_ended', userId }] });
    return { message: 'Your account was deleted' };
  });
}
