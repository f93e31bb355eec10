import { randomBytes } from 'node:crypto';
import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { runDraw } from '@shared/draw';
import {
  DRAW_HISTORY_YEARS,
  type DrawDryRun,
  type DrawInputs,
  type DrawResult,
  type drawBodySchema,
} from '@shared/schemas/peak-periods';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { peakPeriods, peakWishes } from '../../db/schema-peak-periods';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, conflict } from '../../http/errors';
import { effectiveHouseholds } from '../households';
import { shiftYears } from './peak-calendar';
import { peakNightsBetween } from './peak-history';
import { findPeriodRow, periodRowsOf, requireFairShareEditor } from './peak-period-service';

// Running a period's draw (issue #16; decisions 035 and 043): the pure draw (shared/draw.ts) on
// the wishes, the history and the seed committed to when the period was made, then its grants
// become approved bookings in the same transaction that records the result and its inputs on
// the period. The draw's bookings skip the peak rules: they are the rules.
//
// Nobody steers it: the caller gives no seed to a real draw, and the seed was fixed (its sha256
// shown to every member) before any wish. A dry run may take a seed and writes nothing; it never
// uses the committed seed, which would tell the outcome before the draw. Both wait for the wishes.

type DrawBody = z.output<typeof drawBodySchema>;

export async function drawPeriod(
  db: Database,
  userId: string,
  periodId: string,
  body: DrawBody,
  now: Date,
): Promise<DrawResult | DrawDryRun> {
  const dryRun = body.dryRun === true;
  return db.transaction(async (tx) => {
    const cabinId = await requireFairShareEditor(tx, userId, 'run the draw');
    // A dry run locks nothing of the period: it reads, and wishes may wait for the real draw only.
    const period = await findPeriodRow(tx, cabinId, periodId, !dryRun);
    if (body.seed !== undefined && !dryRun) {
      throw badRequest(
        'A draw uses the seed committed to when the period was made: a seed can be given only to a dry run',
        'seed_only_for_dry_run',
      );
    }
    if (period.method !== 'draw')
      throw conflict('This peak period is not allocated by a draw', 'not_a_draw_period');
    if (period.draw) throw conflict('This peak period has already been drawn', 'already_drawn');

    const households = await effectiveHouseholds(tx, cabinId);
    const byId = new Map(households.map((household) => [household.householdId, household]));
    // Wishes saved for a household that is gone (its members regrouped since) are not drawn.
    const saved = (await tx.select().from(peakWishes).where(eq(peakWishes.periodId, periodId)))
      .filter((row) => (byId.get(row.householdId)?.memberIds.length ?? 0) > 0)
      .sort((a, b) => (a.householdId < b.householdId ? -1 : a.householdId > b.householdId ? 1 : 0));
    const deadline = period.wishDeadline ?? period.firstNight;
    if (dateInTimeZone(now) <= deadline) {
      // A dry run shows every household's wishes: while they can change, that would let the one
      // who looked change theirs knowing the others'.
      if (dryRun) {
        throw conflict(
          `The wishes are open until ${deadline}: a dry run can be made after that`,
          'wishes_still_open',
        );
      }
      const entered = new Set(saved.map((row) => row.householdId));
      const missing = households.filter(
        (household) => household.memberIds.length > 0 && !entered.has(household.householdId),
      );
      if (missing.length > 0) {
        throw conflict(
          `The wishes are open until ${deadline} and ${missing.length} of the households have not entered any: draw after the deadline, or once every household has entered its wishes`,
          'wishes_not_all_entered',
        );
      }
    }
    const historyFrom = shiftYears(period.firstNight, -DRAW_HISTORY_YEARS);
    const history = await peakNightsBetween(
      tx,
      cabinId,
      await periodRowsOf(tx, cabinId),
      households,
      historyFrom,
      addDays(period.firstNight, -1),
    );
    const pastNights = Object.fromEntries(
      saved.map((row) => [
        row.householdId,
        [...(history.get(row.householdId)?.values() ?? [])].reduce((sum, nights) => sum + nights, 0),
      ]),
    );
    // Pending requests hold their nights too (the database keeps non-declined stays apart).
    const booked = await tx
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.cabinId, cabinId),
          ne(bookings.status, 'declined'),
          lt(bookings.startDate, addDays(period.lastNight, 1)),
          gt(bookings.endDate, period.firstNight),
        ),
      );
    const inputs: DrawInputs = {
      period: { firstNight: period.firstNight, lastNight: period.lastNight },
      wishes: saved.map((row) => ({
        householdId: row.householdId,
        name: byId.get(row.householdId)?.name ?? '',
        // Arrival first, as entered (jsonb keeps its keys in its own order).
        wishes: row.wishes.map(({ startDate, endDate }) => ({ startDate, endDate })),
      })),
      booked: [...booked].sort((a, b) =>
        a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
      ),
    };
    // A dry run's seed is the caller's or a new one, never the committed one (see above).
    const seed = dryRun ? (body.seed ?? randomBytes(16).toString('hex')) : period.drawSeed;
    const outcome = await runDraw({
      seed,
      period: inputs.period,
      wishes: inputs.wishes,
      pastNights,
      booked: inputs.booked,
    });
    if (dryRun) return { dryRun: true as const, seed, ...outcome, inputs };

    const bookerOf = new Map(
      saved.map((row) => {
        const members = byId.get(row.householdId)?.memberIds ?? [];
        // The member who saved the wishes books the stay, or another member if they have moved on.
        const booker = row.updatedBy && members.includes(row.updatedBy) ? row.updatedBy : members[0];
        return [row.householdId, booker ?? ''];
      }),
    );
    const allocations: DrawResult['allocations'] = [];
    for (const allocation of outcome.allocations) {
      let created: { id: string } | undefined;
      try {
        [created] = await tx
          .insert(bookings)
          .values({
            cabinId,
            userId: bookerOf.get(allocation.householdId) ?? '',
            startDate: allocation.startDate,
            endDate: allocation.endDate,
            status: 'approved',
          })
          .returning({ id: bookings.id });
      } catch (error) {
        // 23P01: a stay was booked meanwhile by a request that did not wait for the lock.
        if (sqlStateOf(error) === '23P01') {
          throw conflict('A stay was booked in the period meanwhile. Draw again.', 'dates_already_booked');
        }
        throw error;
      }
      if (!created) throw new Error('insert returned no booking');
      allocations.push({ ...allocation, bookingId: created.id });
    }
    const result: DrawResult = {
      seed,
      order: outcome.order,
      pastNights: outcome.pastNights,
      allocations,
      refused: outcome.refused,
      drawnAt: now.toISOString(),
      inputs,
    };
    await tx.update(peakPeriods).set({ draw: result, updatedAt: now }).where(eq(peakPeriods.id, periodId));

    const members = await tx
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, cabinId));
    await recordEffects(tx, {
      live: [
        { type: 'peak_periods_changed', cabinId },
        { type: 'booking_created', cabinId },
      ],
      notifications: [
        {
          cabinId,
          recipientIds: members.map((member) => member.userId),
          actorId: userId,
          data: {
            type: 'peak_draw_done',
            periodId,
            periodName: period.name,
            firstNight: period.firstNight,
            lastNight: period.lastNight,
          },
        },
      ],
    });
    return result;
  });
}
