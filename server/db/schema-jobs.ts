import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The job queue (server/jobs/) that background work of every feature goes through. One schema
// file per feature; drizzle.config.ts reads every one.

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

export type JobState = (typeof JOB_STATES)[number];

/** How many times a job is tried before it fails for good, unless it says otherwise. */
export const JOB_MAX_ATTEMPTS = 6;

/**
 * The durable job queue (docs/decisions/030-messages-outside-the-app.md): a process claims due
 * rows with FOR UPDATE SKIP LOCKED and a lease, so each job runs once across processes; a job
 * whose lease ran out (its process died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<unknown>(),
    state: text('state').notNull().$type<JobState>().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(JOB_MAX_ATTEMPTS),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set for a job that must exist once (a schedule's occurrence): a second insert is ignored. */
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_unique_key_idx').on(table.uniqueKey),
    index('jobs_due_idx').on(table.runAt).where(sql`${table.state} in ('queued', 'running')`),
    index('jobs_finished_idx').on(table.finishedAt),
    check('jobs_state_known', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_range', sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
  ],
);
