import { and, count, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

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
  return linked?.n ?? 0;
}
