import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, cabins, users } from './schema';

// Between two stays, part 2 (issue #41): a link for a stay's guests without an account. One
// schema file per feature; drizzle.config.ts reads it.

/**
 * A guest link of one approved stay. Only the SHA-256 of its token is kept (the token is shown
 * once). Ending a link sets `revoked_at` rather than deleting the row, so the ticks it made keep
 * their label; deleting the stay takes its links with it.
 */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label'),
    includeDoorCode: boolean('include_door_code').notNull().default(false),
    /** The creator's language when it was made: the page opens in it. */
    language: text('language').notNull().default('no'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guest_links_booking_idx').on(table.bookingId),
    index('guest_links_cabin_idx').on(table.cabinId),
    check('guest_links_language', sql`${table.language} in ('no', 'en')`),
    check('guest_links_label_length', sql`${table.label} is null or length(${table.label}) between 1 and 60`),
    check('guest_links_window', sql`${table.validUntil} > ${table.validFrom}`),
  ],
);
