import { type NotificationData, notificationDataSchema } from '@shared/schemas/notifications';
import { type ColumnsSelection, type SQL, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';
import { JOB_MAX_ATTEMPTS, jobs } from '../db/schema-jobs';
import { JOB_KINDS } from '../jobs/job-kinds';
import { JOBS_CHANNEL, type NewJob } from '../jobs/job-queue';
import { LIVE_CHANNEL, type LiveEvent } from '../live/live-channel';

// The one way a change records what follows from it: notifications (with the one job that
// delivers them by push and e-mail), jobs, and live events. Everything is written in one
// statement on the change's own executor, so it exists, and is announced, only if the change
// commits (NOTIFY is delivered on commit and dropped on rollback), and it costs the change one
// round trip, not one per kind: on the embedded database every statement is a round trip all other
// requests wait for (decision 045).

/** One notification, written once for each distinct recipient other than the actor. */
export type NewNotification = {
  /** The cabin it is about (its name is shown with it); null for none. */
  cabinId: string | null;
  recipientIds: readonly string[];
  /** Whoever acted; never notified of their own action. */
  actorId: string | null;
  data: NotificationData;
};

/** What a change records besides itself. */
export type Effects = {
  /** The change's own live events, told to the sockets before its notifications are. */
  live?: readonly LiveEvent[];
  notifications?: readonly NewNotification[];
  /** Jobs to run after the commit; one whose `uniqueKey` exists already is not added again. */
  jobs?: readonly NewJob[];
};

const name = (column: { name: string }) => sql.identifier(column.name);

/** Each notification's rows, one per distinct recipient other than the actor. */
function notificationRows(told: readonly NewNotification[]) {
  return told.flatMap(({ cabinId, recipientIds, actorId, data }) => {
    // Parsing drops anything the union does not know, so only the facts are stored.
    const facts = notificationDataSchema.parse(data);
    return [...new Set(recipientIds)]
      .filter((userId) => userId !== actorId)
      .map((userId) => ({ userId, cabinId, facts }));
  });
}

/** A part of the statement: a named CTE. */
type Part = { name: string; query: SQL };

/**
 * The parts that record `effects`, as data-modifying CTEs, or none when there is nothing to
 * record: the notifications; one job that delivers them all, whatever the number of recipients
 * (the change pays for one row; the job fans out to push and e-mail after the commit, issue #14);
 * the jobs asked for; then `announced`, the NOTIFYs, in this order: the job runners' wake-up
 * (when a job was added), the change's own live events, one `notification_created` per
 * recipient (an aggregate over an ordered subquery calls pg_notify in that order). `announced`
 * is a query: it runs only where the statement reads it. With `onlyIf`, nothing is written or
 * announced unless that condition holds.
 */
function effectParts(
  { live = [], notifications: told = [], jobs: newJobs = [] }: Effects,
  onlyIf: SQL = sql`true`,
): Part[] {
  const rows = notificationRows(told);
  const events: LiveEvent[] = [
    ...live,
    ...rows.map(({ userId }): LiveEvent => ({ type: 'notification_created', userId })),
  ];
  const parts: Part[] = [];
  const added: SQL[] = [];
  if (rows.length > 0) {
    const values = rows.map(
      ({ userId, cabinId, facts }) =>
        sql`(${userId}::text, ${cabinId}::uuid, ${facts.type}::text, ${JSON.stringify(facts)}::jsonb)`,
    );
    parts.push({
      name: 'notified',
      query: sql`insert into ${notifications} (${name(notifications.userId)}, ${name(notifications.cabinId)}, ${name(notifications.type)}, ${name(notifications.data)})
        select * from (values ${sql.join(values, sql`, `)}) as notification where ${onlyIf}
        returning ${name(notifications.id)} as id`,
    });
    parts.push({
      name: 'delivery',
      query: sql`insert into ${jobs} (${name(jobs.kind)}, ${name(jobs.payload)})
        select ${JOB_KINDS.deliverNotifications}::text, jsonb_build_object('notificationIds', jsonb_agg(notified.id))
        from notified having count(*) > 0
        returning ${name(jobs.id)} as id`,
    });
    added.push(sql`select 1 from delivery`);
  }
  if (newJobs.length > 0) {
    const values = newJobs.map(
      (job) =>
        sql`(${job.kind}::text, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt?.toISOString() ?? null}::timestamptz, ${job.uniqueKey ?? null}::text, ${job.maxAttempts ?? JOB_MAX_ATTEMPTS}::int)`,
    );
    parts.push({
      name: 'queued',
      query: sql`insert into ${jobs} (${name(jobs.kind)}, ${name(jobs.payload)}, ${name(jobs.runAt)}, ${name(jobs.uniqueKey)}, ${name(jobs.maxAttempts)})
        select kind, payload, coalesce(run_at, now()), unique_key, max_attempts
        from (values ${sql.join(values, sql`, `)}) as job (kind, payload, run_at, unique_key, max_attempts)
        where ${onlyIf}
        on conflict (${name(jobs.uniqueKey)}) do nothing
        returning ${name(jobs.id)} as id`,
    });
    added.push(sql`select 1 from queued`);
  }
  const announcements: SQL[] = [];
  if (added.length > 0) {
    announcements.push(
      sql`select 0 as position, ${JOBS_CHANNEL}::text as channel, ''::text as payload
        where exists (${sql.join(added, sql` union all `)})`,
    );
  }
  if (events.length > 0) {
    const values = events.map(
      (event, index) => sql`(${sql.raw(String(index + 1))}, ${JSON.stringify(event)}::text)`,
    );
    announcements.push(
      sql`select position, ${LIVE_CHANNEL}::text as channel, payload
        from (values ${sql.join(values, sql`, `)}) as live (position, payload) where ${onlyIf}`,
    );
  }
  if (announcements.length === 0) return [];
  parts.push({
    name: 'announced',
    query: sql`select count(pg_notify(channel, payload)) as told
      from (${sql.join(announcements, sql` union all `)} order by position) as ordered`,
  });
  return parts;
}

/**
 * Records a change's notifications, jobs and live events in one statement. Call it with the
 * change's transaction: nothing is delivered unless the change commits.
 */
export async function recordEffects(db: Executor, effects: Effects): Promise<void> {
  const parts = effectParts(effects);
  if (parts.length === 0) return;
  const ctes = parts.map(({ name: cte, query }) => sql`${sql.identifier(cte)} as (${query})`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select told from announced`);
}

/**
 * A write (an insert, update or delete with `returning`) and its effects in one statement, one
 * round trip; answers the write's rows. The effects are recorded only when the write returned a
 * row, so a write that finds nothing to change (`where status = 'pending'` after someone else's
 * decision) records nothing either.
 */
export async function writeWithEffects<Row>(
  db: Executor,
  write: TypedQueryBuilder<ColumnsSelection, Row[]>,
  effects: Effects,
): Promise<Row[]> {
  const written = db.$with('written').as(write);
  const parts = effectParts(effects, sql`exists (select 1 from written)`);
  const query = db.with(written, ...parts.map(({ name: cte, query }) => db.$with(cte, {}).as(query)));
  // Reading `announced` makes it run (once). Drizzle maps the rows by the write's own `returning`
  // fields, so they are the write's rows.
  const rows: unknown[] =
    parts.length === 0
      ? await query.select().from(written)
      : await query.select().from(written).where(sql`exists (select 1 from announced)`);
  return rows as Row[];
}
