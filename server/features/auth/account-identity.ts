import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Identity } from './identity';

/**
 * Whether `password` is the user's current password, checked by Better Auth's own hashing (the
 * same check as its change-password call). A user without a password account never matches.
 */
export async function verifyPassword(
  identity: Identity,
  db: Database,
  userId: string,
  password: string,
): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash) return false;
  const context = await identity.$context;
  return context.password.verify({ hash: account.hash, password }).catch(() => false);
}

/**
 * The Set-Cookie headers that clear the session cookies of a request, whether or not its session
 * still exists (Better Auth's sign-out, which also deletes the session row if there is one).
 */
export async function clearedSessionCookies(
  identity: Identity,
  headers: IncomingHttpHeaders,
): Promise<string[]> {
  if (!headers.cookie) return [];
  const result = await identity.api
    .signOut({ headers: fromNodeHeaders(headers), returnHeaders: true })
    .catch(() => null);
  return result?.headers.getSetCookie() ?? [];
}
