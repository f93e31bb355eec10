import { createHash, randomBytes } from 'node:crypto';
import { dateInTimeZone } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import {
  type createPeakPeriodBodySchema,
  type PeakPeriod,
  peakPeriodProblems,
  ROTATION_YEARS_SHOWN,
  type updatePeakPeriodBodySchema,
} from '@shared/schemas/peak-periods';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { cabins } from '../../db/schema';
import { peakPeriods } from '../../db/schema-peak-periods';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { effectiveHouseholds } from '../households';
import { periodsOverlap, rotationYears, shiftYears, yearOf } from './peak-calendar';

// Peak periods of the caller's current cabin (issue #16; decision 035). Every member reads them;
// the owner and admins write them. Writes lock the cabin row, so two editors' overlap checks run
// one after the other.

export type PeakPeriodRow = typeof peakPeriods.$inferSelect;

export const peakPeriodNotFound = () => notFound('Peak period not found', 'peak_period_not_found');

/** Whether households can still enter wishes: a draw, not drawn, on or before the deadline. */
export const wishesOpen = (row: PeakPeriodRow, today: string) =>
  row.method === 'draw' && row.draw === null && row.wishDeadline !== null && today <= row.wishDeadline;

/** The published sha256 of a seed (hex of its UTF-8 bytes), as the browser computes it to check. */
export const seedCommitmentOf = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/**
 * A period as every member reads it: a draw period shows the commitment to its seed, never the
 * seed, which only the recorded result reveals once drawn (decision 043).
 */
export function toPeakPeriod(row: PeakPeriodRow, today: string): PeakPeriod {
  return {
    id: row.id,
    name: row.name,
    firstNight: row.firstNight,
    lastNight: row.lastNight,
    method: row.method,
    capNights: row.capNights,
    wishDeadline: row.wishDeadline,
    rotationOrder: row.rotationOrder,
    rotation: row.method === 'rotation' ? rotationYears(row, yearOf(today), ROTATION_YEARS_SHOWN) : null,
    wishesOpen: wishesOpen(row, today),
    seedCommitment: row.method === 'draw' ? seedCommitmentOf(row.drawSeed) : null,
    draw: row.draw,
  };
}

/** The cabin's periods, earliest first. */
export async function periodRowsOf(db: Executor, cabinId: string): Promise<PeakPeriodRow[]> {
  return db
    .select()
    .from(peakPeriods)
    .where(eq(peakPeriods.cabinId, cabinId))
    .orderBy(asc(peakPeriods.firstNight), asc(peakPeriods.createdAt));
}

export async function findPeriodRow(db: Executor, cabinId: string, periodId: string, lock = false) {
  const query = db
    .select()
    .from(peakPeriods)
    .where(and(eq(peakPeriods.cabinId, cabinId), eq(peakPeriods.id, periodId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw peakPeriodNotFound();
  return row;
}

export async function requireFairShareEditor(tx: Transaction, userId: string, action: string) {
  const { cabinId, role } = await requireCurrentMembership(tx, userId);
  if (!can(role, 'manageFairShare'))
    throw forbidden(`Only the owner or an admin can ${action}`, 'owner_or_admin_only');
  await tx.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('update');
  return cabinId;
}

export async function listPeakPeriods(db: Database, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const today = dateInTimeZone(now);
    return { peakPeriods: (await periodRowsOf(tx, cabinId)).map((row) => toPeakPeriod(row, today)) };
  });
}

type Fields = Pick<
  PeakPeriodRow,
  'name' | 'firstNight' | 'lastNight' | 'method' | 'capNights' | 'wishDeadline' | 'rotationOrder'
>;

/** Keeps only the fields of the period's method (a changed method drops the others). */
function normalized(fields: Fields): Fields {
  return {
    ...fields,
    capNights: fields.method === 'cap' ? fields.capNights : null,
    wishDeadline: fields.method === 'draw' ? fields.wishDeadline : null,
    rotationOrder: fields.method === 'rotation' ? fields.rotationOrder : null,
  };
}

/** The rules a whole period keeps, checked on the period as it would be after the write. */
async function checkPeriod(
  tx: Transaction,
  cabinId: string,
  fields: Fields,
  rotationChanged: boolean,
  exceptId?: string,
): Promise<void> {
  const [problem] = peakPeriodProblems(fields);
  if (problem) throw badRequest(problem.message, 'validation');
  if (fields.method === 'rotation') {
    if (fields.lastNight >= shiftYears(fields.firstNight, 1)) {
      throw badRequest('A rotating period must be shorter than a year', 'validation');
    }
    if (rotationChanged) {
      const known = new Set(
        (await effectiveHouseholds(tx, cabinId)).map((household) => household.householdId),
      );
      if (!(fields.rotationOrder ?? []).every((id) => known.has(id))) {
        throw badRequest('The rotation names a household that is not in this cabin', 'validation');
      }
    }
  }
  const others = (await periodRowsOf(tx, cabinId)).filter((row) => row.id !== exceptId);
  const clash = others.find((other) => periodsOverlap(fields, other));
  if (clash) {
    throw conflict(`The nights overlap the peak period “${clash.name}”`, 'peak_periods_overlap');
  }
}

export async function createPeakPeriod(
  db: Database,
  userId: string,
  body: z.output<typeof createPeakPeriodBodySchema>,
  now: Date,
): Promise<PeakPeriod> {
  return db.transaction(async (tx) => {
    const cabinId = await requireFairShareEditor(tx, userId, 'add peak periods');
    const fields = normalized({
      name: body.name,
      firstNight: body.firstNight,
      lastNight: body.lastNight,
      method: body.method,
      capNights: body.capNights ?? null,
      wishDeadline: body.wishDeadline ?? null,
      rotationOrder: body.rotationOrder ?? null,
    });
    await checkPeriod(tx, cabinId, fields, true);
    const [created] = await tx
      .insert(peakPeriods)
      // The seed is made here and never changes: a draw can use no other (decision 043).
      .values({
        cabinId,
        ...fields,
        drawSeed: randomBytes(32).toString('hex'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned no peak period');
    await recordEffects(tx, { live: [{ type: 'peak_periods_changed', cabinId }] });
    return toPeakPeriod(created, dateInTimeZone(now));
  });
}

export async function changePeakPeriod(
  db: Database,
  userId: string,
  periodId: string,
  body: z.output<typeof updatePeakPeriodBodySchema>,
  now: Date,
): Promise<PeakPeriod> {
  return db.transaction(async (tx) => {
    const cabinId = await requireFairShareEditor(tx, userId, 'change peak periods');
    const current = await findPeriodRow(tx, cabinId, periodId, true);
    const fields = normalized({
      name: body.name ?? current.name,
      firstNight: body.firstNight ?? current.firstNight,
      lastNight: body.lastNight ?? current.lastNight,
      method: body.method ?? current.method,
      capNights: body.capNights !== undefined ? body.capNights : current.capNights,
      wishDeadline: body.wishDeadline !== undefined ? body.wishDeadline : current.wishDeadline,
      rotationOrder: body.rotationOrder !== undefined ? body.rotationOrder : current.rotationOrder,
    });
    const datesOrMethodChanged =
      fields.firstNight !== current.firstNight ||
      fields.lastNight !== current.lastNight ||
      fields.method !== current.method;
    if (current.draw && datesOrMethodChanged) {
      throw conflict(
        'This peak period has been drawn: its dates and method stay as they were',
        'already_drawn',
      );
    }
    const rotationChanged = body.rotationOrder !== undefined || fields.method !== current.method;
    await checkPeriod(tx, cabinId, fields, rotationChanged, periodId);
    const [updated] = await tx
      .update(peakPeriods)
      .set({ ...fields, updatedAt: now })
      .where(eq(peakPeriods.id, periodId))
      .returning();
    if (!updated) throw peakPeriodNotFound();
    await recordEffects(tx, { live: [{ type: 'peak_periods_changed', cabinId }] });
    return toPeakPeriod(updated, dateInTimeZone(now));
  });
}

/** Deletes the period and its wishes; stays a draw made stay, as ordinary approved bookings. */
export async function removePeakPeriod(db: Database, userId: string, periodId: string) {
  return db.transaction(async (tx) => {
    const cabinId = await requireFairShareEditor(tx, userId, 'delete peak periods');
    const removed = await tx
      .delete(peakPeriods)
      .where(and(eq(peakPeriods.cabinId, cabinId), eq(peakPeriods.id, periodId)))
      .returning({ id: peakPeriods.id });
    if (removed.length === 0) throw peakPeriodNotFound();
    await recordEffects(tx, { live: [{ type: 'peak_periods_changed', cabinId }] });
    return { message: 'Peak period deleted' };
  });
}
