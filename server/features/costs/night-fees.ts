import { daysBetween } from '@shared/calendar-dates';
import { OWNER } from '@shared/policy';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { nightFeeCharges } from '../../db/schema-costs';
import { recordEffects } from '../../effects/record-effects';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { type Schedule, zonedInstant } from '../../jobs/schedules';
import { settingsAt } from './settings-service';
import { stayColumns } from './split-parts';

// The night fee (issue #16; decision 036): when an approved stay has ended (its departure day has
// come, in Europe/Oslo), its booker is charged nights x (adults x the adult rate + children x the
// child rate), credited to the cabin's owner, who pays the cabin's bills. The rates are those in
// force when the departure day began, so a late charge is the same as a timely one.
//
// Each day shortly after midnight the job charges every ended stay not charged yet; the unique
// booking id keeps each to one charge. A process that was down at that hour adds the missed
// occurrence when it starts (the job queue's schedules), and that one run catches up every stay
// that ended meanwhile. A stay deleted or declined before it ended is never charged. The owner's
// own stays are not charged: they would pay themselves.

export const COST_SCHEDULES: readonly Schedule[] = [{ kind: JOB_KINDS.costNightFees, hour: 0, minute: 5 }];

const occurrence = z.object({ date: z.iso.date() });

/** The charges due for stays ended by `today` (a local date) and not charged yet. */
export async function dueNightFees(db: Database, today: string) {
  const ended = await db
    .select({
      bookingId: bookings.id,
      cabinId: bookings.cabinId,
      ...stayColumns,
    })
    .from(bookings)
    .leftJoin(nightFeeCharges, eq(nightFeeCharges.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'approved'), lte(bookings.endDate, today), isNull(nightFeeCharges.id)));
  if (ended.length === 0) return [];
  const owners = await db
    .select({ cabinId: cabinMembers.cabinId, userId: cabinMembers.userId })
    .from(cabinMembers)
    .where(
      and(
        eq(cabinMembers.role, OWNER),
        inArray(cabinMembers.cabinId, [...new Set(ended.map((stay) => stay.cabinId))]),
      ),
    );
  const charges = [];
  for (const stay of ended) {
    const ownerId = owners.find((owner) => owner.cabinId === stay.cabinId)?.userId;
    if (!ownerId || ownerId === stay.userId) continue;
    const rates = await settingsAt(db, stay.cabinId, zonedInstant(stay.endDate, 0, 0));
    const nights = daysBetween(stay.startDate, stay.endDate);
    const amountOre =
      nights * (stay.adults * rates.feePerAdultNightOre + stay.children * rates.feePerChildNightOre);
    if (amountOre > 0) charges.push({ ...stay, ownerId, nights, amountOre });
  }
  return charges;
}

export function costJobHandlers(db: Database): Record<string, JobHandler> {
  const nightFees: JobHandler = async (payload) => {
    const parsed = occurrence.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('malformed schedule payload');
    const charges = await dueNightFees(db, parsed.data.date);
    return async (tx) => {
      if (charges.length === 0) return;
      const written = await tx
        .insert(nightFeeCharges)
        .values(charges)
        .onConflictDoNothing({ target: nightFeeCharges.bookingId })
        .returning({ cabinId: nightFeeCharges.cabinId });
      const cabinIds = [...new Set(written.map((row) => row.cabinId))];
      await recordEffects(tx, {
        live: [...cabinIds.map((cabinId) => ({ type: 'expenses_changed' as const, cabinId }))],
      });
    };
  };
  return { [JOB_KINDS.costNightFees]: nightFees };
}
