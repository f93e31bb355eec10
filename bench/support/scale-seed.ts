import { createHash, createHmac, randomBytes } from 'node:crypto';
import { addDays } from '@shared/calendar-dates';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { dueOccurrences, type Schedule } from '../../server/jobs/schedules';

// The rows of `npm run bench:scale` (issue #39), written straight into PostgreSQL with set-based
// statements (`insert ... select ... from generate_series`): through the API, 100,000 members
// and their year would take hours. Every row keeps the schema's constraints and foreign keys
// (they are checked as the rows go in), so the app reads them as its own.
//
// The shape is arithmetic, so the benchmark can name anyone without asking the database: member
// i (1..members) is in cabin ((i - 1) mod cabins) + 1; members 1..cabins own their cabin, the
// next `cabins` are its admins, the rest members.

export type ScaleSize = { cabins: number; members: number };

/** How many of each a cabin or member gets: "a year of history". */
export const HISTORY = {
  /** Stays every 14 days over the last year and the six weeks ahead. */
  staysPerCabin: 30,
  visitsPerCabin: 12,
  neededItemsPerCabin: 5,
  boughtItemsPerCabin: 20,
  doneTasksPerCabin: 6,
  /** One a month; the two newest unread. */
  notificationsPerMember: 12,
} as const;

const NEEDED_ITEMS = ['Kaffe', 'Dopapir', 'Ved', 'Fyrstikker', 'Oppvaskmiddel'];
/** The one open task of every cabin that nobody is assigned: the morning reminder goes to all. */
export const REMINDER_TASK_TITLE = 'Måke taket';

export const userIdOf = (member: number) => `scale-u${member}`;
export const cabinOf = (member: number, size: ScaleSize) => ((member - 1) % size.cabins) + 1;
/** The member of cabin `cabin` at position `nth` (0 the owner, 1 an admin, ...). */
export const memberOf = (cabin: number, nth: number, size: ScaleSize) => cabin + nth * size.cabins;

/**
 * Cabin c's id, as `cabinIdSql` writes it: an md5 made a version-4 UUID (the API's UUID checks
 * want a version and the RFC's variant).
 */
export function cabinIdOf(cabin: number): string {
  const md5 = createHash('md5').update(`scale-cabin-${cabin}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SQL for cabin c's id, c an integer expression. */
const cabinIdSql = (cabin: string) =>
  `overlay(overlay(md5('scale-cabin-' || (${cabin})) placing '4' from 13) placing '8' from 17)::uuid`;

/** The values the statements are written with, as SQL literals (numbers and dates the benchmark made). */
type Literals = { cabins: string; members: string; today: string; dueDate: string; passwordHash: string };

function literals(size: ScaleSize, today: string, dueDate: string, passwordHash: string): Literals {
  const date = (value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a date: ${value}`);
    return `'${value}'::date`;
  };
  if (!/^[0-9a-f:]+$/.test(passwordHash)) throw new Error('unexpected password hash format');
  return {
    cabins: String(Math.trunc(size.cabins)),
    members: String(Math.trunc(size.members)),
    today: date(today),
    dueDate: date(dueDate),
    passwordHash: `'${passwordHash}'`,
  };
}

/** The statements, in order. */
function statements(v: Literals): ReadonlyArray<{ label: string; sql: string }> {
  /** SQL for member i's cabin number, i an integer expression. */
  const cabinNumberSql = (member: string) => `(((${member}) - 1) % ${v.cabins} + 1)`;
  return [
    {
      label: 'users',
      sql: `insert into users (id, full_name, email, email_verified, username, display_username, language, created_at, updated_at)
      select 'scale-u' || i, 'Medlem ' || i, 'scale-' || i || '@example.no', true, 'scale_' || i, 'scale_' || i,
        case when i % 5 = 0 then 'en' else 'no' end, now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${v.members}) as i`,
    },
    {
      label: 'accounts',
      sql: `insert into accounts (id, account_id, provider_id, user_id, password)
      select 'scale-a' || i, 'scale-u' || i, 'credential', 'scale-u' || i, ${v.passwordHash}
      from generate_series(1, ${v.members}) as i`,
    },
    {
      label: 'cabins',
      sql: `insert into cabins (id, name, access_code, created_at, updated_at)
      select ${cabinIdSql('c')}, 'Hytte ' || c, 'S' || lpad(c::text, 7, '0'), now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${v.cabins}) as c`,
    },
    {
      label: 'cabin members',
      sql: `insert into cabin_members (cabin_id, user_id, role, joined_at)
      select ${cabinIdSql(cabinNumberSql('i'))}, 'scale-u' || i,
        (case when i <= ${v.cabins} then 'owner' when i <= 2 * ${v.cabins} then 'admin' else 'member' end)::cabin_role,
        now() - interval '390 days'
      from generate_series(1, ${v.members}) as i`,
    },
    {
      label: 'current cabins',
      sql: `update users set current_cabin_id = ${cabinIdSql(cabinNumberSql('substr(id, 8)::int'))}
      where id like 'scale-u%'`,
    },
    {
      // Stays 14 days apart never overlap (bookings_no_overlap); the booker takes turns among the
      // cabin's members. Past stays are approved; of those ahead, every other one is pending.
      label: 'bookings',
      sql: `insert into bookings (cabin_id, user_id, start_date, end_date, adults, children, status, created_at, updated_at)
      select ${cabinIdSql('c')}, 'scale-u' || (c + (k % greatest(${v.members} / ${v.cabins}, 1)) * ${v.cabins}),
        ${v.today} - 364 + k * 14 + c % 10, ${v.today} - 361 + k * 14 + c % 10, 2, k % 3,
        (case when ${v.today} - 364 + k * 14 + c % 10 < ${v.today} or k % 2 = 0 then 'approved' else 'pending' end)::booking_status,
        now() - interval '1 day' * (394 - k * 14), now() - interval '1 day' * (394 - k * 14)
      from generate_series(1, ${v.cabins}) as c, generate_series(0, ${HISTORY.staysPerCabin - 1}) as k`,
    },
    {
      label: 'visits',
      sql: `insert into visits (cabin_id, user_id, visitor_name, message, start_date, end_date, adults, children, created_at, updated_at)
      select ${cabinIdSql('c')}, 'scale-u' || c, 'Medlem ' || c, 'Fin tur, fyrte i peisen.',
        ${v.today} - 360 + k * 30, ${v.today} - 358 + k * 30, 2, 1,
        now() - interval '1 day' * (358 - k * 30), now() - interval '1 day' * (358 - k * 30)
      from generate_series(1, ${v.cabins}) as c, generate_series(0, ${HISTORY.visitsPerCabin - 1}) as k`,
    },
    {
      label: 'shopping items',
      sql: `insert into shopping_items (cabin_id, name, status, added_by_user_id, completed_by_user_id, created_at, completed_at)
      select ${cabinIdSql('c')}, (array['${NEEDED_ITEMS.join("','")}'])[k + 1], 'needed'::shopping_item_status, 'scale-u' || c, null, now() - interval '1 day' * k, null
      from generate_series(1, ${v.cabins}) as c, generate_series(0, ${HISTORY.neededItemsPerCabin - 1}) as k
      union all
      select ${cabinIdSql('c')}, 'Vare ' || k, 'completed'::shopping_item_status, 'scale-u' || c, 'scale-u' || c,
        now() - interval '1 day' * (360 - k * 17), now() - interval '1 day' * (359 - k * 17)
      from generate_series(1, ${v.cabins}) as c, generate_series(0, ${HISTORY.boughtItemsPerCabin - 1}) as k
     `,
    },
    {
      label: 'tasks',
      sql: `insert into tasks (cabin_id, title, due_date, assignee_id, status, created_by_user_id, completed_by_user_id, completed_at, created_at, updated_at)
      select ${cabinIdSql('c')}, '${REMINDER_TASK_TITLE}', ${v.dueDate}, null, 'open'::task_status, 'scale-u' || c, null, null, now() - interval '20 days', now() - interval '20 days'
      from generate_series(1, ${v.cabins}) as c
      union all
      select ${cabinIdSql('c')}, 'Rense pipa ' || k, ${v.today} - 330 + k * 60, 'scale-u' || c, 'done'::task_status, 'scale-u' || c, 'scale-u' || c,
        now() - interval '1 day' * (330 - k * 60), now() - interval '1 day' * (340 - k * 60), now() - interval '1 day' * (330 - k * 60)
      from generate_series(1, ${v.cabins}) as c, generate_series(0, ${HISTORY.doneTasksPerCabin - 1}) as k`,
    },
    {
      // A year of the bell: stays approved, members joining, tasks handed out; facts as
      // shared/schemas/notifications.ts has them.
      label: 'notifications',
      sql: `insert into notifications (user_id, cabin_id, type, data, is_read, created_at)
      select 'scale-u' || i, ${cabinIdSql(cabinNumberSql('i'))}, kind.type,
        case kind.type
          when 'booking_approved' then jsonb_build_object('type', kind.type, 'startDate', (${v.today} - k * 30)::text, 'endDate', (${v.today} - k * 30 + 3)::text, 'responseNotes', null)
          when 'member_joined' then jsonb_build_object('type', kind.type, 'memberName', 'Medlem ' || (i + 1))
          else jsonb_build_object('type', kind.type, 'taskTitle', 'Rense pipa', 'byName', 'Medlem ' || ${cabinNumberSql('i')})
        end,
        k >= 2, now() - interval '1 day' * (k * 30) - interval '1 second' * (i % 86400)
      from generate_series(1, ${v.members}) as i, generate_series(0, ${HISTORY.notificationsPerMember - 1}) as k,
        lateral (select (array['booking_approved', 'member_joined', 'task_assigned'])[k % 3 + 1] as type) as kind`,
    },
  ];
}

export type SeedReport = { seconds: number; rows: Record<string, number> };

/**
 * Writes the benchmark's cabins and members into an empty, migrated database. The per-row
 * trigger that counts a cabin's booking-list changes is off while the stays go in (300,000 updates
 * of the cabin rows for a count nobody has read yet), then on again.
 */
export async function seedScale(
  client: pg.Client,
  size: ScaleSize,
  { today, reminderDueDate }: { today: string; reminderDueDate: string },
): Promise<SeedReport> {
  if (size.members < size.cabins)
    throw new Error('every cabin needs an owner: BENCH_MEMBERS >= BENCH_CABINS');
  const started = performance.now();
  const passwordHash = await hashPassword('scale-password-123');
  const rows: Record<string, number> = {};
  await client.query('alter table bookings disable trigger bookings_bump_cabin_version');
  try {
    for (const { label, sql } of statements(literals(size, today, reminderDueDate, passwordHash))) {
      const stepStarted = performance.now();
      const result = await client.query(sql);
      rows[label] = result.rowCount ?? 0;
      console.log(
        `  ${label}: ${rows[label]} rows in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await client.query('alter table bookings enable trigger bookings_bump_cabin_version');
  }
  await client.query('analyze');
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), rows };
}

/**
 * The schedules' latest occurrences as done jobs, so the processes start idle: otherwise the
 * first one up runs this morning's reminders and last night's fees over the whole seeded year
 * while the reads are measured. The benchmark starts its own morning reminder later.
 */
export async function markOccurrencesDone(
  client: pg.Client,
  schedules: readonly Schedule[],
  now: Date,
): Promise<void> {
  const jobs = dueOccurrences(schedules, now);
  await client.query(
    `insert into jobs (kind, payload, state, run_at, unique_key, finished_at)
     select kind, payload, 'done', run_at, unique_key, now()
     from unnest($1::text[], $2::jsonb[], $3::timestamptz[], $4::text[]) as job (kind, payload, run_at, unique_key)
     on conflict (unique_key) do nothing`,
    [
      jobs.map((job) => job.kind),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => (job.runAt ?? now).toISOString()),
      jobs.map((job) => job.uniqueKey ?? null),
    ],
  );
}

/**
 * Signed-in sessions for the given members, written as Better Auth writes them, and each one's
 * cookie signed as Better Auth signs it (HMAC-SHA256 of the token with the session secret,
 * base64): signing 5,000 members in over HTTP would spend minutes on password hashing.
 */
export async function signInDirectly(
  client: pg.Client,
  members: readonly number[],
  secret: string,
): Promise<Map<number, string>> {
  const tokens = members.map(() => randomBytes(24).toString('base64url'));
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
     select 'scale-s' || n, token, user_id, now() + interval '7 days'
     from unnest($1::text[], $2::text[]) with ordinality as session (token, user_id, n)`,
    [tokens, members.map(userIdOf)],
  );
  const cookies = new Map<number, string>();
  members.forEach((member, index) => {
    const token = tokens[index] ?? '';
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    cookies.set(member, `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
  });
  return cookies;
}

/** The reminder's date: far enough ahead that no schedule's own run touches its tasks. */
export function reminderDates(today: string): { occurrence: string; dueDate: string } {
  const occurrence = addDays(today, 60);
  return { occurrence, dueDate: addDays(occurrence, 1) };
}
