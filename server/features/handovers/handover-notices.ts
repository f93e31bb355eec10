import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { HANDOVER_SHOWN_DAYS_BEFORE, type PreviousHandover } from '@shared/schemas/handovers';
import { and, asc, desc, eq, gt, gte, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { fullNamedPersonAt } from '../../db/people';
import { bookings } from '../../db/schema';
import { handoverNotices, handovers } from '../../db/schema-handovers';
import { recordEffects } from '../../effects/record-effects';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import type { Schedule } from '../../jobs/schedules';
import { requireCurrentMembership } from '../cabins';
import { fullNameOf } from '../notifications';
import { readHandover } from './handover-read';

// The next stay's booker hears of a handover (issue #41; decision 060): at 08:00 the day before
// they arrive (a job), or at once when it is written later than that. handover_notices keeps it
// to once per (handover, next stay): a rewrite, the job and a late write never tell twice.

export const HANDOVER_SCHEDULES: readonly Schedule[] = [
  { kind: JOB_KINDS.handoverNotices, hour: 8, minute: 0 },
];

type Stay = { id: string; cabinId: string; userId: string; startDate: string; endDate: string };

const stayColumns = {
  id: bookings.id,
  cabinId: bookings.cabinId,
  userId: bookings.userId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
};
const approvedIn = (cabinId: string) => and(eq(bookings.cabinId, cabinId), eq(bookings.status, 'approved'));

/** The approved stay after `stay`: the first to start on or after its departure. */
export async function nextStayOf(db: Executor, stay: Stay): Promise<Stay | null> {
  const [next] = await db
    .select(stayColumns)
    .from(bookings)
    .where(and(approvedIn(stay.cabinId), gte(bookings.startDate, stay.endDate), ne(bookings.id, stay.id)))
    .orderBy(asc(bookings.startDate))
    .limit(1);
  return next ?? null;
}

/** The approved stay before `stay`: the last to leave on or before its arrival. */
async function previousStayOf(db: Executor, stay: Stay): Promise<Stay | null> {
  const [previous] = await db
    .select(stayColumns)
    .from(bookings)
    .where(and(approvedIn(stay.cabinId), lte(bookings.endDate, stay.startDate), ne(bookings.id, stay.id)))
    .orderBy(desc(bookings.endDate))
    .limit(1);
  return previous ?? null;
}

/**
 * Tells `next`'s booker of `stay`'s handover, once: the notice row is the proof, so a second call
 * (a rewrite, the job after a late write) adds nothing. Nobody is told of their own handover.
 */
async function tellOnce(tx: Transaction, stay: Stay, next: Stay): Promise<void> {
  const [written] = await tx
    .select({ writtenBy: handovers.writtenBy })
    .from(handovers)
    .where(eq(handovers.bookingId, stay.id));
  if (!written) return;
  const inserted = await tx
    .insert(handoverNotices)
    .values({ bookingId: stay.id, nextBookingId: next.id })
    .onConflictDoNothing()
    .returning({ bookingId: handoverNotices.bookingId });
  if (inserted.length === 0 || written.writtenBy === next.userId) return;
  const writerName = written.writtenBy ? await fullNameOf(tx, written.writtenBy) : '';
  await recordEffects(tx, {
    notifications: [
      {
        cabinId: next.cabinId,
        recipientIds: [next.userId],
        actorId: written.writtenBy,
        data: { type: 'handover_ready', writerName, startDate: next.startDate, endDate: next.endDate },
      },
    ],
  });
}

/**
 * After a write: when the next stay arrives tomorrow or has already started (the job's moment has
 * passed), its booker is told now; otherwise the job tells them the day before.
 */
export async function tellIfLate(tx: Transaction, now: Date, stay: Stay): Promise<void> {
  const next = await nextStayOf(tx, stay);
  if (!next) return;
  const today = dateInTimeZone(now);
  if (today >= addDays(next.startDate, -1) && today < next.endDate) await tellOnce(tx, stay, next);
}

const occurrence = z.object({ date: z.iso.date() });

export function handoverJobHandlers(db: Database): Record<string, JobHandler> {
  const notices: JobHandler = async (payload) => {
    const parsed = occurrence.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('malformed schedule payload');
    const arriving = await db
      .select(stayColumns)
      .from(bookings)
      .where(and(eq(bookings.status, 'approved'), eq(bookings.startDate, addDays(parsed.data.date, 1))));
    return async (tx) => {
      for (const next of arriving) {
        const previous = await previousStayOf(tx, next);
        if (previous) await tellOnce(tx, previous, next);
      }
    };
  };
  return { [JOB_KINDS.handoverNotices]: notices };
}

/**
 * GET /api/handovers/previous (the dashboard's "From the last stay"): the caller's approved stay
 * that arrives within three days or is under way, and the handover of the stay before it.
 */
export async function previousHandover(db: Database, now: Date, userId: string): Promise<PreviousHandover> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const today = dateInTimeZone(now);
  const [mine] = await db
    .select(stayColumns)
    .from(bookings)
    .where(
      and(
        approvedIn(cabinId),
        eq(bookings.userId, userId),
        lte(bookings.startDate, addDays(today, HANDOVER_SHOWN_DAYS_BEFORE)),
        gt(bookings.endDate, today),
      ),
    )
    .orderBy(asc(bookings.startDate))
    .limit(1);
  if (!mine) return { stay: null, previous: null };
  const stay = { id: mine.id, startDate: mine.startDate, endDate: mine.endDate };
  const before = await previousStayOf(db, mine);
  const handover = before ? await readHandover(db, before.id) : null;
  if (!before || !handover) return { stay, previous: null };
  const [booker] = await db
    .select({ person: fullNamedPersonAt(bookings.userId) })
    .from(bookings)
    .where(eq(bookings.id, before.id));
  return {
    stay,
    previous: {
      stay: {
        id: before.id,
        startDate: before.startDate,
        endDate: before.endDate,
        bookerName: booker?.person?.fullName ?? '',
      },
      handover,
    },
  };
}
