import { dateInTimeZone } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { can, OWNER } from '@shared/policy';
import { asPriceArea, powerCost } from '@shared/power-cost';
import type { StayPower } from '@shared/schemas/power';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, cabinMembers, cabins } from '../../db/schema';
import { meterReadings, powerCharges } from '../../db/schema-power';
import { recordEffects } from '../../effects/record-effects';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { addExpenseOwedByHousehold } from '../costs';
import { householdIdOf } from '../households';
import { readingsWhere, toMeterReading } from './meter-reading-service';
import { datesBetween, storedPriceDays } from './price-days';

// A stay's power (issue #41, decision 062): its first and last meter reading (those written for
// it), the kWh between them priced at the stored spot prices of the time between, and its charge
// to the booker's household. Always a 200 with a status: what is missing is shown, not an error.

const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');

type Computed = { power: StayPower; cabinId: string; bookerId: string; endAt: Date | null };

/** The stay's power as every member sees it; GET /api/power/today reuses it for the last stay. */
export async function computeStayPower(
  executor: Executor,
  cabinId: string,
  role: Parameters<typeof can>[0],
  userId: string,
  bookingId: string,
): Promise<Computed> {
  const [stay] = await executor
    .select({ id: bookings.id, userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.cabinId, cabinId)));
  if (!stay) throw bookingNotFound();
  const [settings] = await executor
    .select({
      priceArea: cabins.priceArea,
      gridFeeOre: cabins.gridFeeOre,
      addVat: cabins.addVat,
      fixedPriceOre: cabins.fixedPriceOre,
    })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  const readings = await readingsWhere(executor, and(eq(meterReadings.bookingId, bookingId)));
  const [charge] = await executor
    .select({
      expenseId: powerCharges.expenseId,
      amountOre: powerCharges.amountOre,
      chargedAt: powerCharges.chargedAt,
    })
    .from(powerCharges)
    .where(eq(powerCharges.bookingId, bookingId));
  const first = readings[0];
  const last = readings.length > 1 ? readings[readings.length - 1] : undefined;
  const power: StayPower = {
    status: 'needs_readings',
    bookingId,
    startReading: first ? toMeterReading(first, role ?? 'member', userId) : null,
    endReading: last ? toMeterReading(last, role ?? 'member', userId) : null,
    kWh: first && last ? (last.tenthsKwh - first.tenthsKwh) / 10 : null,
    breakdown: null,
    charge: charge ? { ...charge, chargedAt: charge.chargedAt.toISOString() } : null,
    mayCharge: false,
  };
  const computed = { power, cabinId, bookerId: stay.userId, endAt: last?.readAt ?? null };
  if (!first || !last || !settings) return computed;
  const area = asPriceArea(settings.priceArea);
  if (!area && settings.fixedPriceOre === null)
    return { ...computed, power: { ...power, status: 'needs_price_area' } };
  const priceDays =
    settings.fixedPriceOre === null && area
      ? await storedPriceDays(executor, area, datesBetween(first.readAt, last.readAt))
      : [];
  const cost = powerCost({
    tenthsKwh: last.tenthsKwh - first.tenthsKwh,
    startAt: first.readAt.toISOString(),
    endAt: last.readAt.toISOString(),
    priceDays,
    settings: { ...settings, priceArea: area },
  });
  if (!cost) return { ...computed, power: { ...power, status: 'price_pending' } };
  return {
    ...computed,
    power: {
      ...power,
      status: 'ready',
      breakdown: cost,
      mayCharge: !charge && cost.totalOre > 0 && can(role, 'choosePowerPrices'),
    },
  };
}

/** GET /api/bookings/{id}/power: every member of the cabin. */
export async function getStayPower(db: Database, userId: string, bookingId: string): Promise<StayPower> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  return (await computeStayPower(db, cabinId, role, userId, bookingId)).power;
}

const DESCRIPTION = {
  no: (kWh: number) => `Strøm: ${kWh.toLocaleString('nb-NO')} kWh`,
  en: (kWh: number) => `Power: ${kWh.toLocaleString('en-GB')} kWh`,
} satisfies Record<Language, (kWh: number) => string>;

/**
 * POST /api/bookings/{id}/power/charge: the owner or an admin charges the stay's power to its
 * booker's household, as an electricity expense paid by the owner; once per stay.
 */
export async function chargeStayPower(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  language: Language,
): Promise<StayPower> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    if (!can(role, 'choosePowerPrices')) {
      throw forbidden("Only the owner or an admin can charge a stay's power", 'owner_or_admin_only');
    }
    // One charge per stay, and no reading changing under it: the cabin's row is the lock.
    await tx.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('update');
    const { power, bookerId, endAt } = await computeStayPower(tx, cabinId, role, userId, bookingId);
    if (power.charge) throw conflict("This stay's power has already been charged", 'already_charged');
    const cost = power.breakdown;
    if (power.status !== 'ready' || !cost || !endAt || cost.totalOre <= 0) {
      throw conflict(
        `The stay's power cannot be charged yet (${power.status}): it needs readings at its start and end and the spot prices`,
        'power_not_ready',
      );
    }
    const [owner] = await tx
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.role, OWNER)));
    if (!owner) throw new Error('a cabin without an owner');
    const expenseId = await addExpenseOwedByHousehold(tx, {
      cabinId,
      description: DESCRIPTION[language](cost.kWh),
      amountOre: cost.totalOre,
      date: dateInTimeZone(endAt),
      paidById: owner.userId,
      householdId: await householdIdOf(tx, cabinId, bookerId),
      createdById: userId,
      now,
    });
    await tx.insert(powerCharges).values({
      cabinId,
      bookingId,
      expenseId,
      tenthsKwh: Math.round(cost.kWh * 10),
      amountOre: cost.totalOre,
      chargedBy: userId,
      chargedAt: now,
    });
    await recordEffects(tx, { live: [{ type: 'power_changed', cabinId }] });
    return (await computeStayPower(tx, cabinId, role, userId, bookingId)).power;
  });
}
