import type { Role } from '@shared/schemas/auth';
import type { Booking, bookingDecisionBodySchema, createBookingBodySchema } from '@shared/schemas/bookings';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cabinRole } from '../../db/schema';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { JOBS_CHANNEL } from '../../jobs/job-queue';
import { LIVE_CHANNEL } from '../../live/publish';
import { cabinPolicy } from '../cabins';
import { MANAGER_ROLES } from '../notifications';

// The two booking writes every stay goes through (a member asks, the owner decides) as one
// statement each, when nothing stands in the way: the caller's membership, the insert or the
// update, the notifications, their delivery job and every NOTIFY, in one round trip and without
// BEGIN and COMMIT (one statement is atomic by itself). On the embedded database each round trip
// costs six protocol messages that every other request waits for (decision 040). When the
// statement writes nothing (no current cabin, a role that may not, a booking that is not pending,
// a cabin with peak periods whose rules need JavaScript), the caller runs the full transaction,
// which gives the exact answer (its checks and their order are the spec's), so these statements
// only ever take the path on which every check passes. Each write, its notifications and their
// announcements are those of the transaction, row for row and NOTIFY for NOTIFY; the tests of
// both paths hold them to it.

/** The roles a policy allows, as SQL values (`role in (...)`); the policy stays in one place. */
const rolesWhere = (allows: (role: Role) => boolean): SQL =>
  sql.join(
    cabinRole.enumValues.filter(allows).map((role) => sql`${role}`),
    sql`, `,
  );

/** The first row of `db.execute`'s answer: PGlite and node-postgres both answer `rows`. */
function firstRow(result: unknown): Record<string, unknown> | null {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : null;
  const first: unknown = Array.isArray(rows) ? rows[0] : null;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : null;
}

/** The answer's booking, from the JSON text the statements build (the same on both drivers). */
function bookingFrom(row: Record<string, unknown> | null): Booking | null {
  if (!row || typeof row.booking !== 'string') return null;
  const { fullName, displayName, createdAt, ...booking } = JSON.parse(row.booking) as Omit<
    Booking,
    'user' | 'createdAt'
  > & { fullName: string; displayName: string | null; createdAt: string };
  // Key for key as `toBooking` builds it; createdAt as `Date.toISOString()` writes it.
  return {
    ...booking,
    user: { id: booking.userId, fullName, displayName },
    createdAt: new Date(createdAt).toISOString(),
  };
}

/** The written booking's columns as the answer's JSON (`createdAt` in UTC, milliseconds). */
const bookingJson = (b: string, u: string) =>
  sql.raw(`json_build_object('id', ${b}.id, 'userId', ${b}.user_id, 'startDate', ${b}.start_date::text,
    'endDate', ${b}.end_date::text, 'adults', ${b}.adults, 'children', ${b}.children, 'notes', ${b}.notes,
    'status', ${b}.status, 'responseNotes', ${b}.response_notes, 'fullName', ${u}.full_name,
    'displayName', ${u}.display_name,
    'createdAt', to_char(${b}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`);

/**
 * The notifications' delivery job and the NOTIFYs, in `notifyUsers`' order (the jobs' wake-up,
 * the write's own live event, then one `notification_created` per recipient), from the CTEs
 * `written` (the notifications) and `queued` (their job). An aggregate over an ordered subquery
 * calls pg_notify in that order.
 */
const announcements = (ownEvent: SQL) => sql`(select count(pg_notify(channel, payload)) from (
      select 1 as position, ${JOBS_CHANNEL}::text as channel, ''::text as payload from queued
      union all select 2, ${LIVE_CHANNEL}::text, ${ownEvent}
      union all select 3, ${LIVE_CHANNEL}::text,
        '{"type":"notification_created","userId":' || to_json(written.user_id)::text || '}' from written
      order by position) as announced)`;

/** One job for the lot, as `notifyUsers` queues it; none without notifications. */
const queuedJob = sql`queued as (
      insert into jobs (kind, payload)
      select ${JOB_KINDS.deliverNotifications}::text, jsonb_build_object('notificationIds', jsonb_agg(written.id))
      from written having count(*) > 0
      returning id)`;

/**
 * A stay request in one statement, when the caller has a current cabin without peak periods;
 * null when it wrote nothing (the caller then runs the transaction). The exclusion constraint
 * still refuses overlapping dates (23P01), as in the transaction.
 */
export async function createBookingInOneStatement(
  db: Database,
  userId: string,
  fields: z.output<typeof createBookingBodySchema>,
): Promise<Booking | null> {
  const result: unknown = await db.execute(sql`with booker as (
      select m.cabin_id, m.role, u.full_name, u.display_name
      from users u join cabin_members m on m.cabin_id = u.current_cabin_id and m.user_id = u.id
      where u.id = ${userId}::text
        and not exists (select 1 from peak_periods p where p.cabin_id = m.cabin_id)
      limit 1
    ), created as (
      insert into bookings (cabin_id, user_id, start_date, end_date, adults, children, notes, status)
      select cabin_id, ${userId}::text, ${fields.startDate}::date, ${fields.endDate}::date,
        ${fields.adults}::int, ${fields.children}::int, ${fields.notes ?? null}::text,
        (case when role in (${rolesWhere(cabinPolicy.autoApproveOwnBooking)}) then 'approved' else 'pending' end)::booking_status
      from booker
      returning *
    ), written as (
      insert into notifications (user_id, cabin_id, type, data)
      select managers.user_id, created.cabin_id, 'pending_booking',
        jsonb_build_object('type', 'pending_booking', 'requesterName', booker.full_name,
          'startDate', created.start_date::text, 'endDate', created.end_date::text)
      from created cross join booker
        join (select distinct user_id, cabin_id from cabin_members where role in (${rolesWhere((role) => MANAGER_ROLES.some((manager) => manager === role))})) managers
          on managers.cabin_id = created.cabin_id and managers.user_id <> created.user_id
      where created.status = 'pending'
      returning id, user_id
    ), ${queuedJob}
    select ${bookingJson('created', 'booker')} as booking,
      ${announcements(sql`'{"type":"booking_created","cabinId":"' || created.cabin_id || '"}'`)} as announced
    from created cross join booker`);
  return bookingFrom(firstRow(result));
}

/**
 * The owner's or an admin's decision in one statement, when they may decide this pending booking
 * and (for an approval) the cabin has no peak periods; null when it wrote nothing. The booking is
 * locked as in the transaction; under a concurrent decision PostgreSQL rereads the locked row,
 * finds it no longer pending and writes nothing, so the transaction answers 409.
 */
export async function decideBookingInOneStatement(
  db: Database,
  userId: string,
  bookingId: string,
  { status, responseNotes }: z.output<typeof bookingDecisionBodySchema>,
): Promise<Booking | null> {
  const notes = responseNotes ?? null;
  const type = status === 'approved' ? 'booking_approved' : 'booking_declined';
  const result: unknown = await db.execute(sql`with decider as (
      select m.cabin_id, m.role
      from users u join cabin_members m on m.cabin_id = u.current_cabin_id and m.user_id = u.id
      where u.id = ${userId}::text and m.role in (${rolesWhere(cabinPolicy.decideBookings)})
        and (${status}::text <> 'approved' or not exists (select 1 from peak_periods p where p.cabin_id = m.cabin_id))
      limit 1
    ), current as (
      select b.* from bookings b join decider on b.cabin_id = decider.cabin_id
      where b.id = ${bookingId}::uuid and b.status = 'pending'
        and (decider.role in (${rolesWhere(cabinPolicy.decideOwnBooking)}) or b.user_id <> ${userId}::text)
      for update of b
    ), decided as (
      update bookings set status = ${status}::booking_status, response_notes = ${notes}::text,
        sequence = bookings.sequence + 1, updated_at = ${new Date().toISOString()}::timestamptz
      from current where bookings.id = current.id
      returning bookings.*
    ), written as (
      insert into notifications (user_id, cabin_id, type, data)
      select decided.user_id, decided.cabin_id, ${type}::text,
        jsonb_build_object('type', ${type}::text, 'startDate', decided.start_date::text,
          'endDate', decided.end_date::text, 'responseNotes', ${notes}::text)
      from decided where decided.user_id <> ${userId}::text
      returning id, user_id
    ), ${queuedJob}
    select ${bookingJson('decided', 'booker')} as booking,
      ${announcements(sql`'{"type":"booking_updated","cabinId":"' || decided.cabin_id || '"}'`)} as announced
    from decided join users booker on booker.id = decided.user_id`);
  return bookingFrom(firstRow(result));
}
