import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { recordEffects } from '../effects/record-effects';
import { loggableError } from '../http/log-redaction';
import {
  type ClaimedJob,
  claimDueJobs,
  JOBS_CHANNEL,
  markJobFailed,
  markJobsDone,
  removeOldJobs,
} from './job-queue';
import { dueOccurrences, type Schedule } from './schedules';

/**
 * The writes a job ends with (notifications, follow-up jobs): run in the transaction that marks
 * the job done, so a crash between the two cannot write them twice. Sending (SMTP, push) happens
 * in the handler itself, outside a transaction, so a slow server never holds the database.
 */
export type JobCommit = (tx: Transaction) => Promise<void>;

/** A job whose handler ran, with the writes it ends with. */
type Handled = { job: ClaimedJob; commit: JobCommit | undefined };

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
  /** How often a runner looks for due work even when nothing announced it. */
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

  /** Records a job's failure: queued again after the backoff, or failed for good. */
  async function fail(job: ClaimedJob, error: unknown): Promise<void> {
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
  }

  /** Runs a claimed job's handler; null when it failed (the failure is recorded). */
  async function handle(job: ClaimedJob): Promise<Handled | null> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      return { job, commit: await handler(job.payload, { now: now(), attempt: job.attempts }) };
    } catch (error) {
      await fail(job, error);
      return null;
    }
  }

  /** One job's writes and its completion in a transaction of its own (one statement without writes). */
  async function finishOne({ job, commit }: Handled): Promise<void> {
    try {
      if (!commit) await markJobsDone(db, [job.id], now());
      else {
        await db.transaction(async (tx) => {
          await commit(tx);
          await markJobsDone(tx, [job.id], now());
        });
      }
    } catch (error) {
      await fail(job, error);
    }
  }

  /**
   * Finishes a batch's handled jobs together: every job's writes and every completion in one
   * transaction, or one statement when none has writes. Each job's own BEGIN, UPDATE and COMMIT
   * were round trips of their own, and on the embedded database the requests wait for each
   * (decision 040). When that fails nothing of it was written, and each job is finished on its
   * own, so only a job whose writes fail is retried; no handler runs again, so nothing is sent
   * twice.
   */
  async function finishBatch(handled: Handled[]): Promise<void> {
    const [only] = handled;
    if (!only) return;
    if (handled.length === 1) return finishOne(only);
    const ids = handled.map(({ job }) => job.id);
    const commits = handled.flatMap(({ commit }) => (commit ? [commit] : []));
    try {
      if (commits.length === 0) await markJobsDone(db, ids, now());
      else {
        await db.transaction(async (tx) => {
          for (const commit of commits) await commit(tx);
          await markJobsDone(tx, ids, now());
        });
      }
    } catch {
      for (const one of handled) await finishOne(one);
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
      await recordEffects(db, { jobs: dueOccurrences(schedules, at) });
      schedulesCheckedMinute = minute;
    }
    let ran = 0;
    // A stopping runner claims nothing more: what is left stays queued for the next start.
    while (!stopped) {
      const batch = await claimDueJobs(db, { now: now(), limit: batchSize, leaseMs });
      if (batch.length === 0) break;
      const handled = (await Promise.all(batch.map(handle))).filter((one) => one !== null);
      await finishBatch(handled);
      const committed = handled.some(({ commit }) => commit !== undefined);
      ran += batch.length;
      // Only a full batch can have left due jobs behind, and only a job's own writes can have
      // added new ones (jobs added by requests meanwhile wake the runner again): otherwise the
      // next claim would find nothing.
      if (batch.length < batchSize && !committed) break;
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
