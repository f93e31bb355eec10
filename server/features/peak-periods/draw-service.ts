import { randomBytes } from 'node:crypto';
import { addDays } from '@shared/calendar-dates';
import { DRAW_HISTORY_YEARS, type DrawResult } from '@shared/schemas/peak-periods';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { peakPeriods, peakWishes } from '../../db/schema-fair-share';
import { conflict } from '../../http/errors';
import { publishLive } from '../../live/publish';
import { effectiveHouseholds } from '../households';
import { notifyUsers } from '../notifications';
import { runDraw } from './draw';
import { shiftYears } from './peak-calendar';
import { peakNightsBetween } from './peak-history';
import { findPeriodRow, periodRowsOf, requireFairShareEditor } from './peak-period-service';

// Running a period's draw (issue #16; decision 035): the pure draw (draw.ts) on the wishes, the
// history and a seed, then its grants become approved bookings in the same transaction that
// records the result on the period. The draw's bookings skip the peak rules: they are the rules.

export async function drawPeriod(
  db: Database,
  userId: string,
  periodId: string,
  seedGiven: string | undefined,
  now: Date,
): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    const cabinId = await requireFairShareEditor(tx, userId, 'run the draw');
    const period = await findPeriodRow(tx, cabinId, periodId, true);
    if (period.method !== 'draw')
      throw conflict('This peak period is not allocated by a draw', 'not_a_draw_period');
    if (period.draw) throw conflict('This peak period has already been drawn', 'already_drawn');

    const households = await effectiveHouseholds(tx, cabinId);
    const byId = new Map(households.map((household) => [household.householdId, household]));
    // Wishes saved for a household that is gone (its members regrouped since) are not drawn.
    const saved = (await tx.select().from(peakWishes).where(eq(peakWishes.periodId, periodId))).filter(
      (row) => (byId.get(row.householdId)?.memberIds.length ?? 0) > 0,
    );
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
    const seed = seedGiven ?? randomBytes(16).toString('hex');
    const outcome = runDraw({
      seed,
      period,
      wishes: saved.map((row) => ({ householdId: row.householdId, wishes: row.wishes })),
      pastNights,
      booked,
    });

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
    };
    await tx.update(peakPeriods).set({ draw: result, updatedAt: now }).where(eq(peakPeriods.id, periodId));

    const members = await tx
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, cabinId));
    await notifyUsers(tx, {
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
    });
    await publishLive(tx, { type: 'peak_periods_changed', cabinId }, { type: 'booking_created', cabinId });
    return result;
  });
}
