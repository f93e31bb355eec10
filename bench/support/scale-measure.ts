import autocannon from 'autocannon';
import type pg from 'pg';
import { PAGE_ANSWER_PATHS } from '../../server/http/page-answers';
import { JOB_KINDS } from '../../server/jobs/job-kinds';
import { JOBS_CHANNEL } from '../../server/jobs/job-queue';
import { sendJson } from './bench-server';
import { type LoadFigures, loadFiguresOf, measureCycles, type WriteFigures } from './load';
import { addDays } from './seed-cabin';

// What `npm run bench:scale` measures besides the sockets: the dashboard's first screen under
// many signed-in members, a booking's request and decision meanwhile, and the morning reminder.

/**
 * The calls a signed-in dashboard starts with (the shell's reads, server/http/page-answers.ts:
 * the default dashboard's widgets read nothing else).
 */
export const FIRST_SCREEN_PATHS: readonly string[] = PAGE_ANSWER_PATHS;

/**
 * `connections` connections for `durationS` seconds, each loading the first screen over and over
 * as one member after another: every round of the six calls takes the next member's cookie, so
 * the members (and their cabins) take turns.
 */
export async function measureFirstScreen(
  baseUrl: string,
  cookies: readonly string[],
  connections: number,
  durationS: number,
): Promise<LoadFigures & { members: number }> {
  let next = 0;
  const requests = FIRST_SCREEN_PATHS.map((path, position) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: autocannon.Request, context: { cookie?: string }) => {
      if (position === 0 || context.cookie === undefined) {
        context.cookie = cookies[next % cookies.length] ?? '';
        next += 1;
      }
      return { ...request, headers: { ...request.headers, cookie: context.cookie } };
    },
  }));
  const result = await autocannon({ url: baseUrl, connections, duration: durationS, requests });
  return { ...loadFiguresOf(result), members: cookies.length };
}

export type BookingPair = { asker: string; owner: string };

/**
 * A member asks for a night and the cabin's owner approves it, `parallel` cycles at a time. The
 * dates lie beyond the seeded year, two days apart per cycle, so no two cycles ever overlap.
 */
export function measureBookingCycles(
  baseUrl: string,
  pairs: readonly BookingPair[],
  firstDate: string,
  parallel: number,
  durationS: number,
): Promise<WriteFigures<'create' | 'decide'>> {
  return measureCycles(parallel, durationS, ['create', 'decide'], async (index) => {
    const pair = pairs[index % pairs.length];
    if (!pair) throw new Error('no booking pairs');
    const startDate = addDays(firstDate, 2 * index);
    const askedAt = performance.now();
    const created = (await (
      await sendJson(
        baseUrl,
        'POST',
        '/api/bookings',
        { startDate, endDate: addDays(startDate, 1) },
        pair.asker,
      )
    ).json()) as { id: string; status: string };
    const decidedAt = performance.now();
    if (created.status !== 'pending') throw new Error(`a member's booking was ${created.status}`);
    await (
      await sendJson(baseUrl, 'PUT', `/api/bookings/${created.id}/status`, { status: 'approved' }, pair.owner)
    ).arrayBuffer();
    return [decidedAt - askedAt, performance.now() - decidedAt];
  });
}

export type ReminderFigures = {
  expected: number;
  notified: number;
  duplicates: number;
  /** How many times the reminder job was claimed (1: one process ran it, once). */
  attempts: number;
  /** From the job's announcement until every reminder was written (the job done). */
  notifiedMinutes: number | null;
  deliveryJobs: number;
  deliveryJobsDone: number;
  /** Until the delivery jobs were done too; null when `timeoutMinutes` ran out first. */
  minutes: number | null;
};

type Progress = { reminder: string; open: string; delivery: string; done: string };

/**
 * The morning's task reminder for `occurrence` (its tasks are due the day after), added as the
 * schedule adds it and announced as a write announces a job, so both processes' runners wake and
 * race for it. Done when the job and every delivery job it added are finished, or when
 * `timeoutMinutes` run out (then the figures say how far it got); the reminders are then
 * counted per member.
 */
export async function runMorningReminder(
  client: pg.Client,
  occurrence: string,
  dueDate: string,
  expected: number,
  timeoutMinutes: number,
): Promise<ReminderFigures> {
  const started = performance.now();
  const elapsed = () => Number(((performance.now() - started) / 60_000).toFixed(2));
  const [job] = (
    await client.query<{ id: string; created_at: Date }>(
      `insert into jobs (kind, payload, unique_key) values ($1, $2, $3) returning id, created_at`,
      [
        JOB_KINDS.taskDueReminders,
        JSON.stringify({ date: occurrence }),
        `${JOB_KINDS.taskDueReminders}:bench-${occurrence}`,
      ],
    )
  ).rows;
  if (!job) throw new Error('the reminder job was not added');
  await client.query(`select pg_notify($1, '')`, [JOBS_CHANNEL]);
  const deadline = started + timeoutMinutes * 60_000;
  let notifiedMinutes: number | null = null;
  let minutes: number | null = null;
  let progress: Progress | undefined;
  for (;;) {
    const { rows } = await client.query<Progress>(
      `select (select state from jobs where id = $1) as reminder,
        count(*) filter (where state in ('queued', 'running')) as open,
        count(*) as delivery, count(*) filter (where state = 'done') as done
       from jobs where kind = $2 and created_at >= $3`,
      [job.id, JOB_KINDS.deliverNotifications, job.created_at],
    );
    progress = rows[0];
    if (progress?.reminder === 'failed') throw new Error('the reminder job failed');
    if (progress?.reminder === 'done' && notifiedMinutes === null) {
      notifiedMinutes = elapsed();
      console.log(
        `  every reminder written after ${notifiedMinutes} min; ${progress.delivery} delivery jobs`,
      );
    }
    if (progress?.reminder === 'done' && Number(progress.open) === 0) {
      minutes = elapsed();
      break;
    }
    if (performance.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { rows } = await client.query<{ notified: string; members: string; attempts: number }>(
    `select count(*) as notified, count(distinct user_id) as members, (select attempts from jobs where id = $2) as attempts
     from notifications where type = 'task_due' and data ->> 'dueDate' = $1`,
    [dueDate, job.id],
  );
  const [counted] = rows;
  const notified = Number(counted?.notified ?? 0);
  return {
    expected,
    notified,
    duplicates: notified - Number(counted?.members ?? 0),
    attempts: counted?.attempts ?? 0,
    notifiedMinutes,
    deliveryJobs: Number(progress?.delivery ?? 0),
    deliveryJobsDone: Number(progress?.done ?? 0),
    minutes,
  };
}
