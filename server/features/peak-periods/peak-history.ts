import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import type { FairShare } from '@shared/schemas/households';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { requireCurrentMembership } from '../cabins';
import { type EffectiveHousehold, effectiveHouseholds, householdIdOf } from '../households';
import { peakNightsByYear, yearOf } from './peak-calendar';
import { type PeakPeriodRow, periodRowsOf } from './peak-period-service';

// Peak nights (issue #16): nights of a household's members' approved stays inside peak periods,
// counted in the year of the night and for the household the booker is in now (decision 035).

/** How many years the fair-share answer shows: this one and the three before. */
const FAIR_SHARE_YEARS = 4;

/** Peak nights by household and year of the approved stays with nights from `fromNight` to `toNight`. */
export async function peakNightsBetween(
  db: Executor,
  cabinId: string,
  periods: readonly PeakPeriodRow[],
  households: readonly EffectiveHousehold[],
  fromNight: string,
  toNight: string,
) {
  const stays = await db
    .select({ userId: bookings.userId, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.cabinId, cabinId),
        eq(bookings.status, 'approved'),
        lt(bookings.startDate, addDays(toNight, 1)),
        gt(bookings.endDate, fromNight),
      ),
    );
  const householdOf = new Map(
    households.flatMap((household) => household.memberIds.map((userId) => [userId, household.householdId])),
  );
  return peakNightsByYear(periods, stays, householdOf, fromNight, toNight);
}

/** GET /api/fair-share: every household's peak nights this year and the three before. */
export async function fairShare(db: Database, userId: string, now: Date): Promise<FairShare> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const year = yearOf(dateInTimeZone(now));
    const households = await effectiveHouseholds(tx, cabinId);
    const periods = await periodRowsOf(tx, cabinId);
    const firstYear = year - (FAIR_SHARE_YEARS - 1);
    const counts = await peakNightsBetween(
      tx,
      cabinId,
      periods,
      households,
      `${firstYear}-01-01`,
      `${year}-12-31`,
    );
    const years = Array.from({ length: FAIR_SHARE_YEARS }, (_, index) => year - index);
    return {
      year,
      myHouseholdId: await householdIdOf(tx, cabinId, userId),
      households: households.map((household) => ({
        householdId: household.householdId,
        name: household.name,
        memberIds: household.memberIds,
        nightsByYear: years.map((y) => ({ year: y, nights: counts.get(household.householdId)?.get(y) ?? 0 })),
      })),
    };
  });
}
