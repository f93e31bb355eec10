import { and, count, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, passkeys, users } from '../../db/schema';

/**
 * How many ways the user has of signing in (issue #39): a password, each linked OpenID Connect
 * provider and each passkey. A member may remove any of them but the last, so nobody locks
 * themselves out of their own account.
 */
export async function waysIn(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [linked] = await db
    .select({ n: count() })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        // A credential account only counts with a password in it.
        or(ne(accounts.providerId, 'credential'), isNotNull(accounts.password)),
      ),
    );
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return (linked?.n ?? 0) + (keys?.n ?? 0);
}

/**
 * Takes the user's row lock inside a transaction that removes a way in, before it counts them:
 * two removals at once (two passkeys, or a passkey and a provider) then run one after the other,
 * and the second sees what the first left. False when the user is gone.
 */
export async function lockWaysIn(tx: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return me !== undefined;
}

/** What a refused removal of the last way in says (400, code last_way_in). */
export const LAST_WAY_IN_MESSAGE =
  'You cannot remove your last way of signing in. Add another one first (a password, a passkey or a linked provider).';
