import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { missingMigrationCount } from '../../db/migration-status';
import { jobs } from '../../db/schema-jobs';
import { withContract } from '../../http/contract';
import { JOB_KINDS } from '../../jobs/job-kinds';

/**
 * Liveness and readiness for process managers and load balancers: no auth, no secrets.
 * `/healthz` says the process answers; `/readyz` that it can serve: the database answers and has
 * every migration this code expects (a process started on a database another version migrated
 * halfway, or one whose migration failed, must not get traffic).
 */
const tags = ['Operations'];

async function jobCounts(database: DatabaseHandle, now: Date) {
  const at = now.toISOString();
  const [row] = await database.db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.state} = 'running' or (${jobs.state} = 'queued' and ${jobs.runAt} <= ${at}))`.mapWith(
        Number,
      ),
      retrying:
        sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} > ${at})`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
    })
    .from(jobs);
  return { due: row?.due ?? 0, retrying: row?.retrying ?? 0, failed: row?.failed ?? 0 };
}

/**
 * The newest backup that was written and proved (issue #39): the run of the newest backup job
 * that finished. Finished jobs are kept a week, so none in a week reads as none at all.
 */
async function lastGoodBackup(database: DatabaseHandle, now: Date) {
  const [row] = await database.db
    .select({ at: sql<string | null>`max((${jobs.payload}->>'at')::timestamptz)` })
    .from(jobs)
    .where(sql`${jobs.kind} = ${JOB_KINDS.backup} and ${jobs.state} = 'done'`);
  if (!row?.at) return { lastGoodAt: null, ageHours: null };
  const lastGoodAt = new Date(row.at);
  const ageHours = Math.round(((now.getTime() - lastGoodAt.getTime()) / 3_600_000) * 10) / 10;
  return { lastGoodAt: lastGoodAt.toISOString(), ageHours };
}

export async function healthRoutes(
  fastify: FastifyInstance,
  { database, now, backups }: { database: DatabaseHandle; now: () => Date; backups: boolean },
) {
  const app = withContract(fastify);
  // Migrations are never undone, so once they were all there only the connection is checked.
  let migrated = false;
  const ready = async (): Promise<boolean> => {
    // A database that does not answer rejects; the caller answers 503 then.
    await database.ping();
    if (!migrated) migrated = (await missingMigrationCount(database.query)) === 0;
    return migrated;
  };

  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'The process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'The database answers and has every migration',
        response: {
          200: z.object({
            status: z.literal('ready'),
            /**
             * The job queue (issue #14): messages due to go out now, those waiting to be tried
             * again, and those that never could (kept a week).
             */
            jobs: z.object({ due: z.number().int(), retrying: z.number().int(), failed: z.number().int() }),
            /**
             * With scheduled backups on (issue #39): when the newest proven backup was taken and
             * its age, for a monitor to alarm on; both null when there is none from the last week.
             */
            backup: z
              .object({ lastGoodAt: z.string().nullable(), ageHours: z.number().nullable() })
              .optional(),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            message: z.string(),
            requestId: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      const isReady = await ready().catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness check failed');
        return false;
      });
      if (isReady) {
        const at = now();
        return {
          status: 'ready' as const,
          jobs: await jobCounts(database, at),
          ...(backups ? { backup: await lastGoodBackup(database, at) } : {}),
        };
      }
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not ready' });
    },
  );
}
