import { eq, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rateLimits, users } from '../../db/schema';
import { HttpError } from '../../http/errors';

// Guessing one account's password (issue #36): the per-address limit counts each sign-in path on
// its own, so by username and by e-mail together an address had twice the guesses, and many
// addresses had as many as they liked. This limit counts failed sign-ins per account, whichever
// path and address they came from, in the database (so every process shares it).

/** Failures in a row that cost nothing: a typo or two, a forgotten caps lock. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The wait after the first failure past the free ones; it doubles with each further failure. */
export const FIRST_SIGN_IN_WAIT_MS = 30_000;
/** The longest wait: the real owner is held up, never shut out (a reset clears it at once). */
export const LONGEST_SIGN_IN_WAIT_MS = 15 * 60_000;

const KEY_PREFIX = 'hytta:sign-in:';

/**
 * The counter's key: the account's id when the name or address belongs to one, else the name as
 * typed, so an unknown name is held up exactly like a known one and the limit tells nobody which
 * accounts exist.
 */
export async function signInKey(db: Database, identifier: string): Promise<string> {
  const normalized = identifier.trim().toLowerCase();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, normalized), eq(users.email, normalized)))
    .limit(1);
  return account ? `${KEY_PREFIX}${account.id}` : `${KEY_PREFIX}?${normalized}`;
}

/** How long the account waits after `failures` in a row, from the last one. */
export function signInWait(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(LONGEST_SIGN_IN_WAIT_MS, FIRST_SIGN_IN_WAIT_MS * 2 ** (failures - FREE_SIGN_IN_FAILURES));
}

/** The same wait in SQL, for the atomic check below. */
const waitSql = sql`least(${LONGEST_SIGN_IN_WAIT_MS}::bigint, (${FIRST_SIGN_IN_WAIT_MS} * power(2, greatest(${rateLimits.count} - ${FREE_SIGN_IN_FAILURES}, 0)))::bigint)`;

/**
 * Takes one attempt for the account under `key`, counted as a failure until `settleSignIn` says
 * otherwise, in one statement: parallel guesses cannot all slip through before the first failure
 * is written. Refuses with 429 (not counted, so waiting is enough) while the account must wait.
 */
export async function takeSignInAttempt(db: Database, key: string, now: number): Promise<void> {
  const [taken] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, lastRequest: now },
      setWhere: sql`${rateLimits.count} < ${FREE_SIGN_IN_FAILURES} or ${rateLimits.lastRequest} + ${waitSql} <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (taken) return;
  const [row] = await db
    .select({ count: rateLimits.count, last: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  const waitEnds = (row?.last ?? now) + signInWait(row?.count ?? FREE_SIGN_IN_FAILURES);
  const retryAfterSeconds = Math.max(1, Math.ceil((waitEnds - now) / 1000));
  throw new HttpError(
    429,
    'Too many failed sign-ins for this account. Wait a little, or choose a new password with "Forgot password?".',
    'too_many_sign_in_attempts',
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * What the attempt turned out to be: a right password clears the count; a wrong one stays
 * counted; anything else (a malformed body, an unconfirmed address, the per-address limit) was
 * no guess at the password and is given back.
 */
export async function settleSignIn(db: Database, key: string, status: number): Promise<void> {
  if (status === 401) return;
  if (status >= 200 && status < 300) {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
    return;
  }
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** A new password (from a reset link) or a provider sign-in ends any wait: the owner is back in. */
export async function clearSignInFailures(db: Executor, userId: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${KEY_PREFIX}${userId}`));
}
