import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { CreateMeterReadingBody, MeterReading } from '@shared/schemas/power';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { bookings, cabins, users } from '../../db/schema';
import { meterReadings } from '../../db/schema-power';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { requireCurrentMembership } from '../cabins';

// The cabin's meter readings (issue #41, decision 062). Every member reads the meter and sees the
// readings; its writer, the owner and admins delete one. Readings never go down in time order:
// a new one must lie between the one before it and the one after it, checked with the cabin's
// row locked, so two readings written at once cannot slip past each other.

export const meterReadingNotFound = () => notFound('Meter reading not found', 'meter_reading_not_found');
const bookingNotFound = () => badRequest('bookingId must be a stay of this cabin', 'validation');

export const readingColumns = {
  id: meterReadings.id,
  tenthsKwh: meterReadings.tenthsKwh,
  readAt: meterReadings.readAt,
  bookingId: meterReadings.bookingId,
  userId: meterReadings.userId,
  userName: users.name,
  userDisplayName: users.displayName,
  createdAt: meterReadings.createdAt,
};

type ReadingRow = {
  id: string;
  tenthsKwh: number;
  readAt: Date;
  bookingId: string | null;
  userId: string | null;
  userName: string | null;
  userDisplayName: string | null;
  createdAt: Date;
};

export function toMeterReading(row: ReadingRow, role: Role, callerId: string): MeterReading {
  return {
    id: row.id,
    value: row.tenthsKwh / 10,
    readAt: row.readAt.toISOString(),
    bookingId: row.bookingId,
    user: row.userId ? { id: row.userId, name: row.userDisplayName || row.userName || '' } : null,
    mayDelete: can(role, 'deleteMeterReading', { isWriter: row.userId === callerId }),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readingsWhere(executor: Executor, where: ReturnType<typeof and>) {
  return executor
    .select(readingColumns)
    .from(meterReadings)
    .leftJoin(users, eq(users.id, meterReadings.userId))
    .where(where)
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.createdAt));
}

/** GET /api/meter-readings: the cabin's readings, newest first. */
export async function listMeterReadings(db: Database, userId: string): Promise<MeterReading[]> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  const rows = await readingsWhere(db, and(eq(meterReadings.cabinId, cabinId)));
  return rows.reverse().map((row) => toMeterReading(row, role, userId));
}

async function lockCabin(tx: Transaction, cabinId: string): Promise<void> {
  await tx.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('update');
}

const kwh = (tenths: number) => (tenths / 10).toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** POST /api/meter-readings. */
export async function createMeterReading(
  db: Database,
  now: Date,
  userId: string,
  body: CreateMeterReadingBody,
): Promise<MeterReading> {
  const readAt = new Date(body.readAt);
  // A minute's grace for the clock of the phone the reading was typed on.
  if (readAt.getTime() > now.getTime() + 60_000) {
    throw badRequest('readAt cannot be later than now', 'meter_reading_in_future');
  }
  const tenthsKwh = Math.round(body.value * 10);
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    await lockCabin(tx, cabinId);
    if (body.bookingId) {
      const [stay] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, body.bookingId), eq(bookings.cabinId, cabinId)));
      if (!stay) throw bookingNotFound();
    }
    const [before] = await tx
      .select({ tenthsKwh: meterReadings.tenthsKwh })
      .from(meterReadings)
      .where(and(eq(meterReadings.cabinId, cabinId), lt(meterReadings.readAt, readAt)))
      .orderBy(desc(meterReadings.readAt))
      .limit(1);
    if (before && tenthsKwh < before.tenthsKwh) {
      throw badRequest(
        `value ${kwh(tenthsKwh)} kWh is lower than the reading before it (${kwh(before.tenthsKwh)} kWh): the meter never goes backwards`,
        'meter_reading_out_of_order',
      );
    }
    const [after] = await tx
      .select({ tenthsKwh: meterReadings.tenthsKwh })
      .from(meterReadings)
      .where(and(eq(meterReadings.cabinId, cabinId), gt(meterReadings.readAt, readAt)))
      .orderBy(asc(meterReadings.readAt))
      .limit(1);
    if (after && tenthsKwh > after.tenthsKwh) {
      throw badRequest(
        `value ${kwh(tenthsKwh)} kWh is higher than the reading after it (${kwh(after.tenthsKwh)} kWh): the meter never goes backwards`,
        'meter_reading_out_of_order',
      );
    }
    const [created] = await tx
      .insert(meterReadings)
      .values({ cabinId, bookingId: body.bookingId ?? null, userId, tenthsKwh, readAt, createdAt: now })
      .returning({ id: meterReadings.id });
    if (!created) throw new Error('insert returned no reading');
    // The stay's prices are fetched in the background at once, not an hour later.
    await recordEffects(tx, {
      live: [{ type: 'power_changed', cabinId }],
      jobs: body.bookingId ? [{ kind: JOB_KINDS.powerPrices, payload: {} }] : [],
    });
    const [row] = await readingsWhere(tx, and(eq(meterReadings.id, created.id)));
    if (!row) throw new Error('reading vanished');
    return toMeterReading(row, role, userId);
  });
}

/** DELETE /api/meter-readings/{id}: its writer, the owner, admins. */
export async function deleteMeterReading(
  db: Database,
  userId: string,
  id: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    await lockCabin(tx, cabinId);
    const [row] = await tx
      .select({ userId: meterReadings.userId })
      .from(meterReadings)
      .where(and(eq(meterReadings.id, id), eq(meterReadings.cabinId, cabinId)));
    if (!row) throw meterReadingNotFound();
    if (!can(role, 'deleteMeterReading', { isWriter: row.userId === userId })) {
      throw forbidden(
        'Only its writer, the owner or an admin can delete a meter reading',
        'owner_or_admin_only',
      );
    }
    await tx.delete(meterReadings).where(eq(meterReadings.id, id));
    await recordEffects(tx, { live: [{ type: 'power_changed', cabinId }] });
    return { message: 'Meter reading deleted' };
  });
}
