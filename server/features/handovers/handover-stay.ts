import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import { HANDOVER_WINDOW_DAYS_AFTER } from '@shared/schemas/handovers';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fullNamedPersonAt } from '../../db/people';
import { bookings, visits } from '../../db/schema';
import { handovers } from '../../db/schema-handovers';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { householdIdOf } from '../households';

// The stay a handover belongs to, and who may write it when (issue #41, part 1; decision 060).

export const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');
export const handoverNotFound = () => notFound('Handover not found: write it first', 'handover_not_found');
export const handoverClosed = () =>
  conflict(
    `A handover is written from the stay's last night until ${HANDOVER_WINDOW_DAYS_AFTER} days after departure`,
    'handover_closed',
  );

export type HandoverStay = {
  id: string;
  cabinId: string;
  userId: string;
  startDate: string;
  endDate: string;
  status: string;
  bookerName: string;
};

export type StayAccess = {
  stay: HandoverStay;
  role: Role;
  /** Whether today is in the window: from the last night (endDate - 1) to endDate + 14. */
  open: boolean;
  mayWrite: boolean;
};

/** Whether `today` is in the stay's handover window, in the cabin's days. */
export function isHandoverOpen(stay: Pick<HandoverStay, 'endDate'>, today: string): boolean {
  return today >= addDays(stay.endDate, -1) && today <= addDays(stay.endDate, HANDOVER_WINDOW_DAYS_AFTER);
}

/**
 * Who "took part" in a stay (decision 060): its booker, a member of the booker's household (the
 * household books for its people), or a member with a guest-book entry on the stay's dates.
 */
async function tookPart(db: Executor, stay: HandoverStay, userId: string): Promise<boolean> {
  if (stay.userId === userId) return true;
  const [mine, theirs] = [
    await householdIdOf(db, stay.cabinId, userId),
    await householdIdOf(db, stay.cabinId, stay.userId),
  ];
  if (mine === theirs) return true;
  const [visit] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.cabinId, stay.cabinId),
        eq(visits.userId, userId),
        lte(visits.startDate, stay.endDate),
        gte(visits.endDate, stay.startDate),
      ),
    )
    .limit(1);
  return visit !== undefined;
}

/**
 * The stay in the caller's current cabin (another cabin's is as unknown as none), with what the
 * caller may do with its handover today. `lock` locks the stay's row: a write and the photos of
 * one stay go one after the other.
 */
export async function stayAccess(
  db: Executor,
  now: Date,
  userId: string,
  bookingId: string,
  lock = false,
): Promise<StayAccess> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  const query = db
    .select({
      id: bookings.id,
      cabinId: bookings.cabinId,
      userId: bookings.userId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      booker: fullNamedPersonAt(bookings.userId),
    })
    .from(bookings)
    .where(and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw bookingNotFound();
  const { booker, ...rest } = row;
  const stay = { ...rest, bookerName: booker?.fullName ?? '' };
  const open = stay.status === 'approved' && isHandoverOpen(stay, dateInTimeZone(now));
  const mayWrite = can(role, 'writeHandover', { tookPart: await tookPart(db, stay, userId) });
  return { stay, role, open, mayWrite };
}

/** The access of one who is to write now: an approved stay, their right, the window open. */
export async function requireWritable(
  db: Executor,
  now: Date,
  userId: string,
  bookingId: string,
): Promise<StayAccess> {
  const access = await stayAccess(db, now, userId, bookingId, true);
  if (access.stay.status !== 'approved') {
    throw conflict('Only approved stays have a handover', 'handover_stay_not_approved');
  }
  if (!access.mayWrite) {
    throw forbidden(
      'Only those who took part in the stay, the owner and the admins write its handover',
      'not_your_handover',
    );
  }
  if (!access.open) throw handoverClosed();
  return access;
}

/** Who wrote the stay's handover last, or undefined when none is written. */
export async function handoverWriterOf(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ writtenBy: handovers.writtenBy })
    .from(handovers)
    .where(eq(handovers.bookingId, bookingId));
  return row;
}
