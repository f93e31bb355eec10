import { createHash } from 'node:crypto';
import { addDays } from '@shared/calendar-dates';
import type { WishRefusalReason } from '@shared/schemas/peak-periods';
import { type Stay, staysShareNight } from './peak-calendar';

// The draw of a peak period (issue #16; decision 035), as a pure function: the same wishes,
// history and seed give the same result, so anyone can re-run a recorded draw.
//
// The order: households with wishes, fewest past peak nights first; ties by the sha256 hex of
// `${seed}:${householdId}`, smallest first. Then rounds: in each, in that order, a household
// that still has wishes gets its best one still free (wishes not free are refused with the
// reason and the next is tried in the same turn), at most one per round, until no wishes are left.

export type HouseholdWishes = { householdId: string; wishes: readonly Stay[] };

export type DrawInput = {
  seed: string;
  /** The period's nights, `[firstNight, lastNight]` inclusive. */
  period: { firstNight: string; lastNight: string };
  /** Each household's wishes, best first. */
  wishes: readonly HouseholdWishes[];
  /** Peak nights over the years before the period, by household id (0 when missing). */
  pastNights: Readonly<Record<string, number>>;
  /** Stays already in the cabin (approved or waiting for approval). */
  booked: readonly Stay[];
};

export type DrawAllocation = Stay & { householdId: string; rank: number; round: number };
export type DrawRefusal = Stay & { householdId: string; rank: number; reason: WishRefusalReason };
export type DrawOutcome = {
  order: string[];
  pastNights: Record<string, number>;
  allocations: DrawAllocation[];
  refused: DrawRefusal[];
};

export const tieBreak = (seed: string, householdId: string) =>
  createHash('sha256').update(`${seed}:${householdId}`).digest('hex');

/** Households with wishes, in the order they choose. */
export function drawOrder(input: Pick<DrawInput, 'seed' | 'wishes' | 'pastNights'>): string[] {
  const keyed = input.wishes
    .filter((household) => household.wishes.length > 0)
    .map(({ householdId }) => ({
      householdId,
      nights: input.pastNights[householdId] ?? 0,
      tie: tieBreak(input.seed, householdId),
    }));
  keyed.sort(
    (a, b) =>
      a.nights - b.nights ||
      (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0) ||
      (a.householdId < b.householdId ? -1 : a.householdId > b.householdId ? 1 : 0),
  );
  return keyed.map((entry) => entry.householdId);
}

export function runDraw(input: DrawInput): DrawOutcome {
  const order = drawOrder(input);
  const departureLimit = addDays(input.period.lastNight, 1);
  const queues = new Map(
    input.wishes.map((household) => [
      household.householdId,
      household.wishes.map((wish, index) => ({ ...wish, rank: index + 1 })),
    ]),
  );
  const allocations: DrawAllocation[] = [];
  const refused: DrawRefusal[] = [];
  for (let round = 1; order.some((id) => (queues.get(id)?.length ?? 0) > 0); round += 1) {
    for (const householdId of order) {
      const queue = queues.get(householdId) ?? [];
      for (let wish = queue.shift(); wish; wish = queue.shift()) {
        const stay = { startDate: wish.startDate, endDate: wish.endDate };
        const reason: WishRefusalReason | null =
          wish.startDate < input.period.firstNight || wish.endDate > departureLimit
            ? 'outside_period'
            : allocations.some((taken) => staysShareNight(taken, stay))
              ? 'taken_in_draw'
              : input.booked.some((booked) => staysShareNight(booked, stay))
                ? 'already_booked'
                : null;
        if (reason) {
          refused.push({ householdId, ...stay, rank: wish.rank, reason });
          continue;
        }
        allocations.push({ householdId, ...stay, rank: wish.rank, round });
        break;
      }
    }
  }
  const pastNights = Object.fromEntries(order.map((id) => [id, input.pastNights[id] ?? 0]));
  return { order, pastNights, allocations, refused };
}
