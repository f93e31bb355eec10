import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, cabins, users } from './schema';

// The season (issue #40): a cabin's booking rules, the waitlist for taken nights, and swap
// offers between two approved stays. One schema file per feature; drizzle.config.ts reads it.

const inCabin = () =>
  uuid('cabin_id')
    .notNull()
    .references(() => cabins.id, { onDelete: 'cascade' });
const ownedByUser = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The rules around ordinary stays. A cabin without a row has none; a null number is "no limit".
 * The checks repeat the API's bounds so no write, whatever its path, stores a rule that cannot be
 * read back.
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    cabinId: uuid('cabin_id')
      .primaryKey()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    maxDaysAhead: integer('max_days_ahead'),
    minNights: integer('min_nights'),
    maxNights: integer('max_nights'),
    /** ISO weekdays (1 = Monday .. 7 = Sunday) a stay may start and end on; empty: any day. */
    changeoverWeekdays: integer('changeover_weekdays').array().notNull().default(sql`'{}'::integer[]`),
    maxUpcomingStays: integer('max_upcoming_stays'),
    bufferNights: integer('buffer_nights').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'booking_rules_days_ahead',
      sql`${table.maxDaysAhead} is null or ${table.maxDaysAhead} between 0 and 3660`,
    ),
    check(
      'booking_rules_min_nights',
      sql`${table.minNights} is null or ${table.minNights} between 1 and 365`,
    ),
    check(
      'booking_rules_max_nights',
      sql`${table.maxNights} is null or ${table.maxNights} between 1 and 365`,
    ),
    check(
      'booking_rules_nights_ordered',
      sql`${table.minNights} is null or ${table.maxNights} is null or ${table.minNights} <= ${table.maxNights}`,
    ),
    check(
      'booking_rules_weekdays',
      sql`${table.changeoverWeekdays} <@ array[1, 2, 3, 4, 5, 6, 7] and cardinality(${table.changeoverWeekdays}) <= 7`,
    ),
    check(
      'booking_rules_upcoming',
      sql`${table.maxUpcomingStays} is null or ${table.maxUpcomingStays} between 1 and 100`,
    ),
    check('booking_rules_buffer', sql`${table.bufferNights} between 0 and 3`),
  ],
);

/**
 * A member waiting for nights that are taken: told when all of them come free. `notifiedAt` is
 * when it was last told, so nights that come free twice tell it twice but one change tells once.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    userId: ownedByUser('user_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('waitlist_entries_cabin_idx').on(table.cabinId, table.createdAt),
    index('waitlist_entries_user_idx').on(table.userId),
    check('waitlist_entries_dates_ordered', sql`${table.endDate} > ${table.startDate}`),
  ],
);

/**
 * An offer to exchange the dates of two approved stays. The sequences are the stays' as offered:
 * a stay that changed since (every update raises its sequence) closes the offer.
 */
export const swapOffers = pgTable(
  'swap_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    withBookingId: uuid('with_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromUserId: ownedByUser('from_user_id'),
    toUserId: ownedByUser('to_user_id'),
    bookingSequence: integer('booking_sequence').notNull(),
    withBookingSequence: integer('with_booking_sequence').notNull(),
    /** open, accepted, declined or withdrawn; a lapsed offer is an open one whose stays moved. */
    status: text('status').notNull().default('open'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('swap_offers_cabin_idx').on(table.cabinId),
    index('swap_offers_to_user_idx').on(table.toUserId),
    index('swap_offers_from_user_idx').on(table.fromUserId),
    index('swap_offers_with_booking_idx').on(table.withBookingId),
    uniqueIndex('swap_offers_one_open_pair_idx')
      .on(table.bookingId, table.withBookingId)
      .where(sql`${table.status} = 'open'`),
    check('swap_offers_two_stays', sql`${table.bookingId} <> ${table.withBookingId}`),
    check('swap_offers_status', sql`${table.status} in ('open', 'accepted', 'declined', 'withdrawn')`),
    check('swap_offers_answered', sql`(${table.status} = 'open') = (${table.answeredAt} is null)`),
  ],
);
