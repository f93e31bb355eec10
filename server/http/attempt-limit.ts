import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

export type AttemptLimit = { limit: number; windowMs: number };

/**
 * Counts one attempt under `key` in a fixed window and refuses the call with 429 once the window
 * holds more than `limit`. The counter lives in the database (the table Better Auth uses for its
 * own limits, under a `hytta:` prefix), so it holds across restarts and across processes; one
 * upsert makes it atomic under concurrent requests.
 */
export async function consumeAttempt(
  db: Database,
  key: string,
  { limit, windowMs }: AttemptLimit,
  refusal: { message: string; code: HttpError['code'] },
  now: number = Date.now(),
): Promise<void> {
  const id = `hytta:${key}`;
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // `last_request` holds the start of the current window here.
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest });
  if (row && row.count > limit) throw tooMany(row.windowStartedAt + windowMs, now, refusal);
}

/** The 429, with Retry-After the seconds until the window ends. */
function tooMany(windowEnds: number, now: number, refusal: { message: string; code: HttpError['code'] }) {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now) / 1000));
  return new HttpError(429, refusal.message, refusal.code, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Refuses with 429 when the window under `key` already holds `limit` attempts, without counting
 * one: for limits that count only failures (a wrong access code), checked before the attempt so
 * a right answer after the limit is refused like a wrong one.
 */
export async function refuseWhenSpent(
  db: Database,
  key: string,
  { limit, windowMs }: AttemptLimit,
  refusal: { message: string; code: HttpError['code'] },
  now: number = Date.now(),
): Promise<void> {
  const id = `hytta:${key}`;
  const [row] = await db
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${id}`)
    .limit(1);
  if (row && row.windowStartedAt > now - windowMs && row.count >= limit) {
    throw tooMany(row.windowStartedAt + windowMs, now, refusal);
  }
}

/**
 * Removes every attempt counter of one user (keys ending `:<userId>`, as every per-user limit's
 * key does), inside the caller's transaction: a deleted account leaves no counters behind.
 */
export async function forgetAttemptsOf(db: Executor, userId: string): Promise<void> {
  const suffix = `:${userId}`;
  await db
    .delete(rateLimits)
    .where(
      sql`starts_with(${rateLimits.key}, 'hytta:') and right(${rateLimits.key}, ${suffix.length}) = ${suffix}`,
    );
}
