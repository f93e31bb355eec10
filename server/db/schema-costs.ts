import { EXPENSE_CATEGORIES, type Split } from '@shared/schemas/costs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, cabins } from './schema';

// Costs (issue #16; docs/decisions/036-costs-and-settling-up.md): expenses with their computed
// parts, payments between members, the night fee's rates and the charges it made. The ledger keeps
// user ids as plain text, without a reference to users: a deleted account's payments and parts
// stay, so every cabin's balances still add up to zero (its name simply reads as unknown).

export const expenseCategory = pgEnum('expense_category', EXPENSE_CATEGORIES);

const inCabin = () =>
  uuid('cabin_id')
    .notNull()
    .references(() => cabins.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    description: text('description').notNull(),
    amountOre: integer('amount_ore').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    paidById: text('paid_by_id').notNull(),
    category: expenseCategory('category').notNull(),
    /** The split as asked for; the parts below are what it came to when written. */
    split: jsonb('split').$type<Split>().notNull(),
    createdById: text('created_by_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expenses_cabin_date_idx').on(table.cabinId, table.date),
    check('expenses_amount_positive', sql`${table.amountOre} > 0`),
    check('expenses_description_not_blank', sql`length(btrim(${table.description})) > 0`),
  ],
);

/** Each member's part of an expense; they add up to its amount (checked by the service and tests). */
export const expenseParts = pgTable(
  'expense_parts',
  {
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    householdId: text('household_id').notNull(),
    amountOre: integer('amount_ore').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.expenseId, table.userId] }),
    check('expense_parts_amount_not_negative', sql`${table.amountOre} >= 0`),
  ],
);

/** A payment between two members; it counts once confirmed (decision 036). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    amountOre: integer('amount_ore').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /**
     * When the recipient (or the owner or an admin) confirmed it; until then it counts in no
     * balance (issue #36, item 5). Payments recorded before confirmation existed were set to their
     * creation time by the migration, with no confirmer.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedById: text('confirmed_by_id'),
  },
  (table) => [
    index('payments_cabin_date_idx').on(table.cabinId, table.date),
    check('payments_amount_positive', sql`${table.amountOre} > 0`),
    check('payments_not_to_self', sql`${table.fromUserId} <> ${table.toUserId}`),
  ],
);

/**
 * The cost settings, one row per change: the latest is in force, and a stay's night fee uses the
 * rates in force when its departure day began, however late the charge is made.
 */
export const costSettings = pgTable(
  'cost_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    feePerAdultNightOre: integer('fee_per_adult_night_ore').notNull(),
    feePerChildNightOre: integer('fee_per_child_night_ore').notNull(),
    childNightPercent: integer('child_night_percent').notNull(),
    changedById: text('changed_by_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cost_settings_cabin_changed_idx').on(table.cabinId, table.changedAt),
    check(
      'cost_settings_fees_range',
      sql`${table.feePerAdultNightOre} between 0 and 10000000 and ${table.feePerChildNightOre} between 0 and 10000000`,
    ),
    check('cost_settings_child_percent_range', sql`${table.childNightPercent} between 0 and 100`),
  ],
);

/**
 * The night fee charged for an ended stay: to its booker, credited to the cabin's owner. The
 * unique booking id makes a stay charged once however often the job runs; the row is the record,
 * so it stays when the booking is later deleted.
 */
export const nightFeeCharges = pgTable(
  'night_fee_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    bookingId: uuid('booking_id').notNull().unique(),
    userId: text('user_id').notNull(),
    ownerId: text('owner_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    /** Whole øre; bigint, as nights x people x the highest rates can pass an integer's range. */
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    chargedAt: createdAt(),
  },
  (table) => [
    index('night_fee_charges_cabin_idx').on(table.cabinId, table.endDate),
    check('night_fee_charges_amount_positive', sql`${table.amountOre} > 0`),
  ],
);

/**
 * A receipt photo of an expense, re-encoded as a guest-book photo is (at most 1600 px, no
 * metadata; decision 033). One per expense: a new upload replaces it; it goes with the expense.
 */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    expenseId: uuid('expense_id')
      .primaryKey()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('expense_receipts_type', sql`${table.contentType} in ('image/jpeg', 'image/webp')`),
    check('expense_receipts_width', sql`${table.width} between 1 and 1600`),
    check('expense_receipts_height', sql`${table.height} between 1 and 1600`),
  ],
);
