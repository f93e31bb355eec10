import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema-jobs';

// The durable job queue (issue #14, docs/decisions/030-messages-outside-the-app.md). Jobs are rows;
// a process claims due ones with FOR UPDATE SKIP LOCKED and holds each for a lease, so two
// processes never run the same job, and a job whose process died is claimed again when its lease
// runs out. Works the same on PGlite and PostgreSQL; every time comes from the caller's clock.

/**
 * The channel a new job is announced on, so a waiting runner starts at once (jobs are added, and
 * announced, with `recordEffects`: server/effects/record-effects.ts).
 */
export const JOBS_CHANNEL = 'hytta_jobs';

export type NewJob = {
  kind: string;
  payload: unknown;
  /** When it may run; now by default. */
  runAt?: Date;
  /** A job that must exist once (a schedule's occurrence); a second insert is ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

/** Takes up to `limit` due jobs for `leaseMs`; a running job whose lease ran out is due again. */
export async function claimDueJobs(
  db: Database,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  // A job added without a time runs from the database's `now()`, to the microsecond, and the
  // app's clock reads whole milliseconds: a job added within the millisecond `now` reads is due
  // (it was added before this claim), not left for the next poll.
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.state, 'queued'), lt(jobs.runAt, endOfNow)),
        and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt, jobs.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/** The wait before attempt n + 1: 30 s, 2 min, 8 min, 32 min, ... at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** Marks jobs done, however many, in one statement. */
export async function markJobsDone(db: Executor, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null })
    .where(inArray(jobs.id, [...ids]));
}

/** Records a failure: queued again after the backoff, or failed for good after the last attempt. */
export async function markJobFailed(
  db: Executor,
  job: Pick<ClaimedJob, 'id' | 'attempts' | 'maxAttempts'>,
  error: string,
  now: Date,
): Promise<'retry' | 'failed'> {
  const message = error.slice(0, 2000);
  if (job.attempts >= job.maxAttempts) {
    await db
      .update(jobs)
      .set({ state: 'failed', finishedAt: now, lockedUntil: null, lastError: message })
      .where(eq(jobs.id, job.id));
    return 'failed';
  }
  const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
  await db
    .update(jobs)
    .set({ state: 'queued', runAt, lockedUntil: null, lastError: message })
    .where(eq(jobs.id, job.id));
  return 'retry';
}

/** Finished jobs are kept a week, to be read when something went wrong, then removed. */
export const FINISHED_JOB_KEEP_MS = 7 * 24 * 60 * 60_000;

export async function removeOldJobs(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - FINISHED_JOB_KEEP_MS);
  await db.delete(jobs).where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before)));
}
