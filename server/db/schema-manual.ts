import type { ManualContact } from '@shared/schemas/manual';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cabins, users } from './schema';

// The house manual (issue #15): its key facts and its sections (their photos are in
// schema-photos.ts). One schema file per feature; drizzle.config.ts reads every one.

/** The manual's key facts, one row per cabin; its existence also says the template was laid out. */
export const manualFacts = pgTable('manual_facts', {
  cabinId: uuid('cabin_id')
    .primaryKey()
    .references(() => cabins.id, { onDelete: 'cascade' }),
  wifiName: text('wifi_name').notNull().default(''),
  wifiPassword: text('wifi_password').notNull().default(''),
  doorCode: text('door_code').notNull().default(''),
  address: text('address').notNull().default(''),
  directions: text('directions').notNull().default(''),
  emergency: text('emergency').notNull().default(''),
  contacts: jsonb('contacts').notNull().$type<ManualContact[]>().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const manualSections = pgTable(
  'manual_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('manual_sections_cabin_position_idx').on(table.cabinId, table.position),
    check('manual_sections_title_not_blank', sql`length(btrim(${table.title})) > 0`),
  ],
);
