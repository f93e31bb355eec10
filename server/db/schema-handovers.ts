import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, bytea, cabins, tasks, users } from './schema';

// Between two stays, part 1 (issue #41): the handover a stay leaves for the next one. One schema
// file per feature; drizzle.config.ts reads it.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What a stay left behind, one per stay, rewritten in place while the stay's window is open. The
 * checks repeat the API's bounds so no path stores a handover that cannot be read back.
 */
export const handovers = pgTable(
  'handovers',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    /** Who wrote it last; the account going leaves the handover with the cabin, unattributed. */
    writtenBy: text('written_by').references(() => users.id, { onDelete: 'set null' }),
    firewood: text('firewood').notNull(),
    heating: text('heating').notNull(),
    water: text('water').notNull(),
    fridge: text('fridge').notNull().default(''),
    note: text('note').notNull().default(''),
    needsFixing: text('needs_fixing').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('handovers_cabin_idx').on(table.cabinId, table.updatedAt),
    check('handovers_firewood', sql`${table.firewood} in ('full', 'half', 'low', 'empty')`),
    check('handovers_heating', sql`${table.heating} in ('off', 'frost', 'low', 'on')`),
    check('handovers_water', sql`${table.water} in ('on', 'off')`),
    check('handovers_fridge_length', sql`length(${table.fridge}) <= 500`),
    check('handovers_note_length', sql`length(${table.note}) <= 2000`),
    check('handovers_needs_fixing_count', sql`cardinality(${table.needsFixing}) <= 10`),
  ],
);

/** A photo of a handover, re-encoded as a guest-book photo is (decision 033); at most 3 per stay. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => handovers.bookingId, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('handover_photos_booking_idx').on(table.bookingId, table.createdAt),
    check('handover_photos_type', sql`${table.contentType} in ('image/jpeg', 'image/webp')`),
    check('handover_photos_width', sql`${table.width} between 1 and 1600`),
    check('handover_photos_height', sql`${table.height} between 1 and 1600`),
  ],
);

/** A "needs fixing" line made a maintenance task: once per line, until the task is deleted. */
export const handoverTasks = pgTable(
  'handover_tasks',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => handovers.bookingId, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    taskId: uuid('task_id')
      .notNull()
      .unique()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.itemIndex] }),
    check('handover_tasks_index', sql`${table.itemIndex} between 0 and 9`),
  ],
);

/**
 * The next stay's booker told of a handover: once per (handover, next stay), so the job and a late
 * write never tell twice, and a stay that moves in front tells its own booker.
 */
export const handoverNotices = pgTable(
  'handover_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => handovers.bookingId, { onDelete: 'cascade' }),
    nextBookingId: uuid('next_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.nextBookingId] }),
    index('handover_notices_next_idx').on(table.nextBookingId),
  ],
);
