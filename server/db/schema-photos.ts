import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, cabins, users, visits } from './schema';

// Guest-book and house-manual photos (issue #15, decision 033). The bytes live in the database beside the rest,
// so a backup, the move to PostgreSQL, account deletion and every server process see them with
// no second store. Kept apart from schema.ts for the file's length; drizzle.config.ts reads it.

/**
 * A photo of a visit-log entry, as the server re-encoded it: at most 1600 px on the long side and
 * a thumbnail of at most 400, both without any metadata. It goes with its visit (and so with
 * the cabin); the uploader's account going leaves it with the cabin, unattributed.
 */
export const visitPhotos = pgTable(
  'visit_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visit_photos_visit_idx').on(table.visitId, table.createdAt),
    check('visit_photos_type', sql`${table.contentType} in ('image/jpeg', 'image/webp')`),
    check('visit_photos_width', sql`${table.width} between 1 and 1600`),
    check('visit_photos_height', sql`${table.height} between 1 and 1600`),
  ],
);

/**
 * A photo for the house manual's sections (issue #15), re-encoded as a guest-book photo is (at
 * most 1600 px, no metadata; no thumbnail: a section shows it at its own size). It belongs to
 * the cabin, not to a section: a section's Markdown points at it by URL, so moving the text
 * between sections or deleting one never loses a photo another section still shows.
 */
export const manualPhotos = pgTable(
  'manual_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('manual_photos_cabin_idx').on(table.cabinId),
    check('manual_photos_type', sql`${table.contentType} in ('image/jpeg', 'image/webp')`),
    check('manual_photos_width', sql`${table.width} between 1 and 1600`),
    check('manual_photos_height', sql`${table.height} between 1 and 1600`),
  ],
);
