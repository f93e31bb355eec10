import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, cabins, users } from './schema';
import { expenses } from './schema-costs';

// Between two stays, part 3 (issue #41): meter readings, the spot prices they are priced at, and
// a stay's power charged to its booker. The cabin's price settings are columns of `cabins`. One
// schema file per feature; drizzle.config.ts reads it.

/**
 * A reading of the cabin's meter, in tenths of a kWh (the API takes one decimal), so sums are
 * exact. Readings never go down in time order; the service checks that under the cabin's lock.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    /** The stay it was read for; null for a reading on its own, or once the stay is deleted. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    tenthsKwh: bigint('tenths_kwh', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meter_readings_cabin_read_idx').on(table.cabinId, table.readAt),
    index('meter_readings_booking_idx').on(table.bookingId),
    check('meter_readings_not_negative', sql`${table.tenthsKwh} >= 0`),
  ],
);

/** One interval of a day's spot price, as published (NOK per kWh without VAT). */
export type PowerPriceInterval = { start: string; end: string; nokPerKwh: number };

/**
 * A day's published spot prices in one price area. A day's prices never change once published,
 * so a row is written once and read for ever.
 */
export const powerPriceDays = pgTable(
  'power_price_days',
  {
    priceArea: text('price_area').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    intervals: jsonb('intervals').$type<PowerPriceInterval[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.priceArea, table.date] }),
    check('power_price_days_area', sql`${table.priceArea} in ('NO1', 'NO2', 'NO3', 'NO4', 'NO5')`),
  ],
);

/**
 * A stay's power charged to its booker: once per stay (the unique booking id). The row goes with
 * its expense, so deleting the expense lets the stay be charged again.
 */
export const powerCharges = pgTable(
  'power_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().unique(),
    expenseId: uuid('expense_id')
      .notNull()
      .unique()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    tenthsKwh: bigint('tenths_kwh', { mode: 'number' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    chargedBy: text('charged_by').references(() => users.id, { onDelete: 'set null' }),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('power_charges_cabin_idx').on(table.cabinId),
    check('power_charges_amount_positive', sql`${table.amountOre} > 0`),
    check('power_charges_kwh_not_negative', sql`${table.tenthsKwh} >= 0`),
  ],
);
