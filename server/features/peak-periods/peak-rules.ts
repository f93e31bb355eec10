import { addDays } from '@shared/calendar-dates';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { peakPeriods } from '../../db/schema-peak-periods';
import { HttpError } from '../../http/errors';
import { householdIdOf, householdMemberIdsOf } from '../households';
import { nightsInside, occurrencesTouching, rotationHolder } from './peak-calendar';

// The booking rules of peak periods (issue #16; decision 035), for every booker, the owner
// included: a draw period is closed until drawn, a rotation's year belongs to one household, a
// cap limits a household's nights. The draw's own bookings do not come through here.

export type PeakCheck = {
  cabinId: string;
  /** The booker: whose household the rules are about. */
  userId: string;
  startDate: string;
  endDate: string;
  /** The booking being changed or approved, not counted against its own cap. */
  excludeBookingId?: string;
};

/**
 * A peak rule's 409, with the period and the occurrence it is about: a caller that words the
 * refusal its own way (a swap, decision 059) names the period from these facts.
 */
export class PeakRuleRefusal extends HttpError {
  readonly period: { name: string; firstNight: string; lastNight: string; capNights: number | null };
  constructor(
    message: string,
    code: 'peak_period_closed' | 'peak_period_reserved' | 'peak_cap_exceeded',
    period: PeakRuleRefusal['period'],
  ) {
    super(409, message, code);
    this.period = period;
  }
}

/** Refuses a stay the cabin's peak periods do not allow, with a 409 naming the period. */
export async function enforcePeakRules(tx: Executor, check: PeakCheck): Promise<void> {
  const lastNight = addDays(check.endDate, -1);
  const periods = await tx
    .select()
    .from(peakPeriods)
    .where(and(eq(peakPeriods.cabinId, check.cabinId), lt(peakPeriods.firstNight, check.endDate)));
  const touched = periods.flatMap((period) =>
    occurrencesTouching(period, check.startDate, lastNight).map((occurrence) => ({ period, occurrence })),
  );
  if (touched.length === 0) return;
  let householdId: string | undefined;
  for (const { period, occurrence } of touched) {
    const conflict = (message: string, code: ConstructorParameters<typeof PeakRuleRefusal>[1]) =>
      new PeakRuleRefusal(message, code, {
        name: period.name,
        firstNight: occurrence.firstNight,
        lastNight: occurrence.lastNight,
        capNights: period.capNights,
      });
    if (period.method === 'draw' && period.draw === null) {
      throw conflict(
        `“${period.name}” (${occurrence.firstNight} to ${occurrence.lastNight}) is closed for booking until the draw`,
        'peak_period_closed',
      );
    }
    if (period.method === 'rotation') {
      householdId ??= await householdIdOf(tx, check.cabinId, check.userId);
      const holder = rotationHolder(period, occurrence.year);
      if (holder !== householdId) {
        throw conflict(
          `“${period.name}” ${occurrence.year} (${occurrence.firstNight} to ${occurrence.lastNight}) belongs to another household`,
          'peak_period_reserved',
        );
      }
    }
    if (period.method === 'cap' && period.capNights !== null) {
      // Locks the period: two requests of one household for its nights are counted one after the other.
      await tx
        .select({ id: peakPeriods.id })
        .from(peakPeriods)
        .where(eq(peakPeriods.id, period.id))
        .for('update');
      const wanted = nightsInside(check, occurrence.firstNight, occurrence.lastNight);
      const already = await householdNightsIn(tx, check, occurrence);
      if (already + wanted > period.capNights) {
        throw conflict(
          `“${period.name}” allows ${period.capNights} nights per household; your household has ${already} and this stay adds ${wanted}`,
          'peak_cap_exceeded',
        );
      }
    }
  }
}

/** Nights the household's members have approved or asked for inside the occurrence. */
async function householdNightsIn(
  tx: Executor,
  check: PeakCheck,
  occurrence: { firstNight: string; lastNight: string },
): Promise<number> {
  const memberIds = await householdMemberIdsOf(tx, check.cabinId, check.userId);
  const stays = await tx
    .select({ startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.cabinId, check.cabinId),
        inArray(bookings.userId, memberIds),
        inArray(bookings.status, ['approved', 'pending']),
        lt(bookings.startDate, addDays(occurrence.lastNight, 1)),
        gt(bookings.endDate, occurrence.firstNight),
        ...(check.excludeBookingId ? [ne(bookings.id, check.excludeBookingId)] : []),
      ),
    );
  return stays.reduce(
    (sum, stay) => sum + nightsInside(stay, occurrence.firstNight, occurrence.lastNight),
    0,
  );
}
