import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import type { putWishesBodySchema, Wishes } from '@shared/schemas/peak-periods';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { peakWishes } from '../../db/schema-peak-periods';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, conflict } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { householdIdOf } from '../households';
import { findPeriodRow, type PeakPeriodRow, wishesOpen } from './peak-period-service';

// A household's ranked wishes for a draw period (issue #16). Any member of the household reads
// and replaces them while the wishes are open; whoever saved them last books what the draw grants.

function requireDrawPeriod(row: PeakPeriodRow) {
  if (row.method !== 'draw')
    throw conflict('This peak period is not allocated by a draw', 'not_a_draw_period');
}

async function wishesOf(
  db: Executor,
  row: PeakPeriodRow,
  householdId: string,
  today: string,
): Promise<Wishes> {
  const [saved] = await db
    .select({ wishes: peakWishes.wishes, name: users.name, displayName: users.displayName })
    .from(peakWishes)
    .leftJoin(users, eq(users.id, peakWishes.updatedBy))
    .where(and(eq(peakWishes.periodId, row.id), eq(peakWishes.householdId, householdId)));
  return {
    householdId,
    wishes: saved?.wishes ?? [],
    updatedBy: saved ? saved.displayName?.trim() || saved.name || null : null,
    wishesOpen: wishesOpen(row, today),
  };
}

export async function readWishes(db: Database, userId: string, periodId: string, now: Date): Promise<Wishes> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const row = await findPeriodRow(tx, cabinId, periodId);
    requireDrawPeriod(row);
    return wishesOf(tx, row, await householdIdOf(tx, cabinId, userId), dateInTimeZone(now));
  });
}

export async function saveWishes(
  db: Database,
  userId: string,
  periodId: string,
  body: z.output<typeof putWishesBodySchema>,
  now: Date,
): Promise<Wishes> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    // Locked: a draw that starts now waits for these wishes, or these wait and find it drawn.
    const row = await findPeriodRow(tx, cabinId, periodId, true);
    requireDrawPeriod(row);
    const today = dateInTimeZone(now);
    if (!wishesOpen(row, today)) {
      throw conflict(
        row.draw ? 'This peak period has been drawn' : `The wishes closed on ${row.wishDeadline}`,
        'wishes_closed',
      );
    }
    const departureLimit = addDays(row.lastNight, 1);
    for (const wish of body.wishes) {
      if (wish.startDate < row.firstNight || wish.endDate > departureLimit) {
        throw badRequest(
          `Each wish must be inside “${row.name}”: arriving on ${row.firstNight} or later and leaving on ${departureLimit} or earlier`,
          'wish_outside_period',
        );
      }
    }
    const householdId = await householdIdOf(tx, cabinId, userId);
    const wishes = body.wishes.map(({ startDate, endDate }) => ({ startDate, endDate }));
    if (wishes.length === 0) {
      await tx
        .delete(peakWishes)
        .where(and(eq(peakWishes.periodId, periodId), eq(peakWishes.householdId, householdId)));
    } else {
      await tx
        .insert(peakWishes)
        .values({ periodId, householdId, wishes, updatedBy: userId, updatedAt: now })
        .onConflictDoUpdate({
          target: [peakWishes.periodId, peakWishes.householdId],
          set: { wishes, updatedBy: userId, updatedAt: now },
        });
    }
    await recordEffects(tx, { live: [{ type: 'peak_periods_changed', cabinId }] });
    return wishesOf(tx, row, householdId, today);
  });
}
