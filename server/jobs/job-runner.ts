import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { loggableError } from '../http/log-redaction';
import {
  type ClaimedJob,
  claimDueJobs,
  enqueueJobs,
  JOBS_CHANNEL,
  markJobDone,
  markJobFailed,
  removeOldJobs,
} from './job-queue';
import { dueOccurrences, type Schedule } from './schedules';

/**
 * The writes a job ends with (notifications, follow-up jobs): run in the transaction that marks
 * the job done, so a crash between the two cannot write them twice. Sending (SMTP, push) happens
 * in the handler itself, outside any transaction, so a slow server never holds the database.
 */
export type JobCommit = (tx: Transaction) => Promise<void>;

/** What a job does; `attempt` counts from 1. */
export type JobHandler = (
  payload: unknown,
  context: { now: Date; attempt: number },
) => Promise<JobCommit | undefined>;

/** A failure that retrying cannot fix (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {}

export type JobRunnerOptions = {
  database: DatabaseHandle;
  /** The database the runner claims and finishes jobs with; `database.db` by default. */
  db?: Database;
  handlers: Record<string, JobHandler>;
  schedules: readonly Schedule[];
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often a runner looks for due work even when nothing announced any. */
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
};

export type JobRunner = {
  /** Adds this moment's schedule occurrences and runs every due job until none is left; answers how many ran. */
  runDue: () => Promise<number>;
  /** Runs in the background: at once, on every announced job, and every `pollMs`. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** How often a runner removes finished jobs older than a week. */
const CLEAN_UP_EVERY_MS = 60 * 60_000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, handlers, schedules, now, log } = options;
  const db: Database = options.db ?? database.db;
  const pollMs = options.pollMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;

  /** Runs a claimed job; answers whether it ended with writes of its own (which may add jobs). */
  async function runOne(job: ClaimedJob): Promise<boolean> {
    const handler = handlers[job.kind];
    const startedAt = now();
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      const commit = await handler(job.payload, { now: startedAt, attempt: job.attempts });
      if (!commit) {
        // Nothing to write with it: one statement, no transaction (on the embedded database
        // BEGIN and COMMIT are round trips of their own, decision 040).
        await markJobDone(db, job.id, now());
        return false;
      }
      await db.transaction(async (tx) => {
        await commit(tx);
        await markJobDone(tx, job.id, now());
      });
      return true;
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const outcome = await markJobFailed(
        db,
        permanent ? { ...job, maxAttempts: job.attempts } : job,
        error instanceof Error ? error.message : String(error),
        now(),
      );
      const fields = {
        job: { id: job.id, kind: job.kind, attempt: job.attempts },
        err: loggableError(error),
      };
      if (outcome === 'failed') log.error(fields, 'A job failed for good');
      else log.warn(fields, 'A job failed; it will be tried again');
      return false;
    }
  }

  // A runner wakes on every write that adds a job; the schedules change only by the minute and old
  // rows need removing only now and then, so neither is done on every wake-up.
  let schedulesCheckedMinute: number | null = null;
  let cleanedAt: number | null = null;

  async function runDue(): Promise<number> {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== schedulesCheckedMinute) {
      await enqueueJobs(db, dueOccurrences(schedules, at));
      schedulesCheckedMinute = minute;
    }
    let ran = 0;
    // A stopping runner claims nothing more: what is left stays queued for the next start.
    while (!stopped) {
      const batch = await claimDueJobs(db, { now: now(), limit: batchSize, leaseMs });
      if (batch.length === 0) break;
      const committed = await Promise.all(batch.map(runOne));
      ran += batch.length;
      // Only a full batch can have left due jobs behind, and only a job's own writes can have
      // added new ones (jobs added by requests meanwhile wake the runner again): otherwise the
      // next claim would find nothing.
      if (batch.length < batchSize && !committed.includes(true)) break;
    }
    if (cleanedAt === null || at.getTime() - cleanedAt >= CLEAN_UP_EVERY_MS) {
      await removeOldJobs(db, at);
      cleanedAt = at.getTime();
    }
    return ran;
  }

  let timer: NodeJS.Timeout | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** One pass at a time; a wake-up during a pass runs one more pass after it. */
  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: loggableError(error) }, 'The job runner could not run'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    runDue,
    async start() {
      stopped = false;
      stopListening = await database.listen(JOBS_CHANNEL, { onPayload: tick, onGap: tick });
      timer = setInterval(tick, pollMs);
      timer.unref();
      // A schedule missed while no process ran is run now.
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await stopListening?.();
      stopListening = null;
      await running;
    },
  };
}
