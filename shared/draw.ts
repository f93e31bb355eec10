import { addDays } from './calendar-dates';
import type { WishRefusalReason } from './schemas/peak-periods';

// The draw of a peak period (issue #16; decisions 035 and 043), as a pure function: the same
// wishes, history, stays and seed give the same result. It lives in shared/ so the browser's
// "Check the draw" re-runs exactly this code with the revealed seed and the recorded inputs.
//
// The order: households with wishes, fewest past peak nights first; ties by the sha256 hex of
// `${seed}:${householdId}`, smallest first. Then rounds: in each, in that order, a household
// that still has wishes gets its best one still free (wishes not free are refused with the
// reason and the next is tried in the same turn), at most one per round, until no wishes are left.
//
// SHA-256 is Web Crypto's (`crypto.subtle`, in browsers and in Node), so the draw is async.

/** Bookings and wishes: arrival day and departure day, so the nights are `[startDate, endDate)`. */
export type Stay = { startDate: string; endDate: string };
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

/** Whether two stays have a night in common. */
export const staysShareNight = (a: Stay, b: Stay) => a.startDate < b.endDate && b.startDate < a.endDate;

/** The lowercase hex SHA-256 of a text's UTF-8 bytes: the seed's commitment, the tie-break. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const tieBreak = (seed: string, householdId: string) => sha256Hex(`${seed}:${householdId}`);

/** Households with wishes, in the order they choose. */
export async function drawOrder(input: Pick<DrawInput, 'seed' | 'wishes' | 'pastNights'>): Promise<string[]> {
  const keyed = await Promise.all(
    input.wishes
      .filter((household) => household.wishes.length > 0)
      .map(async ({ householdId }) => ({
        householdId,
        nights: input.pastNights[householdId] ?? 0,
        tie: await tieBreak(input.seed, householdId),
      })),
  );
  keyed.sort(
    (a, b) =>
      a.nights - b.nights ||
      (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0) ||
      (a.householdId < b.householdId ? -1 : a.householdId > b.householdId ? 1 : 0),
  );
  return keyed.map((entry) => entry.householdId);
}

export async function runDraw(input: DrawInput): Promise<DrawOutcome> {
  const order = await drawOrder(input);
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
