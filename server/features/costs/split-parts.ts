import { addDays, daysBetween } from '@shared/calendar-dates';
import { splitByWeights } from '@shared/money';
import type { ExpensePart, Split } from '@shared/schemas/costs';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { householdOfMembers, type SplitHousehold, splitHouseholds } from './split-households';

// An expense's parts per member (issue #16). Every division goes through splitByWeights, so the
// parts add up to the amount exactly and a leftover øre goes by largest remainder, the same way
// every time. A household's part is shared equally among its members.

/** Shares set on the households must come to exactly 100 %. */
const FULL_SHARE_BASIS_POINTS = 10_000;
/** An adult's night in a nights split; a child's is the cabin's childNightPercent of it. */
const ADULT_NIGHT_WEIGHT = 100;

function householdParts(list: readonly SplitHousehold[], amounts: readonly number[]): ExpensePart[] {
  return list.flatMap((household, index) => {
    const memberParts = splitByWeights(
      amounts[index] ?? 0,
      household.memberIds.map(() => 1),
    );
    return household.memberIds.map((userId, memberIndex) => ({
      householdId: household.householdId,
      userId,
      amountOre: memberParts[memberIndex] ?? 0,
    }));
  });
}

function sharesParts(amountOre: number, effective: readonly SplitHousehold[]): ExpensePart[] {
  const shared = effective.filter((household) => household.shareBasisPoints !== null);
  const total = shared.reduce((sum, household) => sum + (household.shareBasisPoints ?? 0), 0);
  if (total !== FULL_SHARE_BASIS_POINTS)
    throw conflict("The households' shares must add up to 100 % first", 'no_shares_set');
  return householdParts(
    shared,
    splitByWeights(
      amountOre,
      shared.map((household) => household.shareBasisPoints ?? 0),
    ),
  );
}

function customParts(
  amountOre: number,
  effective: readonly SplitHousehold[],
  parts: readonly { householdId: string; amountOre: number }[],
): ExpensePart[] {
  const total = parts.reduce((sum, part) => sum + part.amountOre, 0);
  if (total !== amountOre) throw badRequest('The parts must add up to the amount', 'split_mismatch');
  const named = parts.map((part) => {
    const household = effective.find((candidate) => candidate.householdId === part.householdId);
    if (!household)
      throw badRequest('A part names a household this cabin does not have', 'household_not_found');
    return household;
  });
  if (new Set(named).size !== named.length) throw badRequest('A household has two parts', 'split_mismatch');
  return householdParts(
    named,
    parts.map((part) => part.amountOre),
  );
}

/** What a stay's person-nights are counted from (the nights split and the night fee). */
export const stayColumns = {
  userId: bookings.userId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  adults: bookings.adults,
  children: bookings.children,
};

/** Person-nights each current member's own approved stays have inside from..to (nights inclusive). */
async function nightsParts(
  executor: Executor,
  cabinId: string,
  amountOre: number,
  effective: readonly SplitHousehold[],
  range: { from: string; to: string },
  childNightPercent: number,
): Promise<ExpensePart[]> {
  const after = addDays(range.to, 1);
  const stays = await executor
    .select(stayColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.cabinId, cabinId),
        eq(bookings.status, 'approved'),
        lte(bookings.startDate, range.to),
        gt(bookings.endDate, range.from),
      ),
    );
  const householdOf = householdOfMembers(effective);
  const weights = new Map<string, number>();
  for (const stay of stays) {
    if (!householdOf.has(stay.userId)) continue;
    // Calendar dates sort as text: the later start and the earlier end.
    const first = [stay.startDate, range.from].sort()[1] ?? range.from;
    const end = [stay.endDate, after].sort()[0] ?? after;
    const nights = daysBetween(first, end);
    const perNight = stay.adults * ADULT_NIGHT_WEIGHT + stay.children * childNightPercent;
    weights.set(stay.userId, (weights.get(stay.userId) ?? 0) + nights * perNight);
  }
  const stayers = [...weights.entries()]
    .filter(([, weight]) => weight > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (stayers.length === 0) throw conflict('Nobody stayed at the cabin in that range', 'no_nights_in_range');
  const amounts = splitByWeights(
    amountOre,
    stayers.map(([, weight]) => weight),
  );
  return stayers.map(([userId], index) => ({
    householdId: householdOf.get(userId) ?? userId,
    userId,
    amountOre: amounts[index] ?? 0,
  }));
}

/** The parts `split` gives `amountOre` among the cabin's households as they are now. */
export async function partsOf(
  executor: Executor,
  cabinId: string,
  amountOre: number,
  split: Split,
  childNightPercent: number,
): Promise<ExpensePart[]> {
  // A household without members has nobody to pay its part.
  const effective = (await splitHouseholds(executor, cabinId)).filter(
    (household) => household.memberIds.length > 0,
  );
  switch (split.kind) {
    case 'equal':
      return householdParts(
        effective,
        splitByWeights(
          amountOre,
          effective.map(() => 1),
        ),
      );
    case 'shares':
      return sharesParts(amountOre, effective);
    case 'custom':
      return customParts(amountOre, effective, split.parts);
    case 'nights':
      if (split.to < split.from) throw badRequest('The range must end on or after its start', 'validation');
      return nightsParts(executor, cabinId, amountOre, effective, split, childNightPercent);
  }
}
