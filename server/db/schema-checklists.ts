import type { ChecklistKind } from '@shared/schemas/checklists';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, cabins, users } from './schema';
import { guestLinks } from './schema-guest-links';

// One schema file per feature; drizzle.config.ts reads every one.

// Checklists (issue #15, part two; docs/decisions/032-checklists.md). A template's items are
// copied into each run when it starts, so a run keeps the texts it was ticked against: editing or
// deleting the template never changes history. Deleting an account keeps its ticks, unnamed.

const checklistKindCheck = (column: unknown) =>
  sql`${column} in ('arrival', 'departure', 'seasonal', 'other')`;
/** An item that opens a form besides being ticked (issue #41): only "read the meter" so far. */
const itemActionCheck = (column: unknown) => sql`${column} is null or ${column} in ('read_meter')`;

export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull().$type<ChecklistKind>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('checklists_cabin_idx').on(table.cabinId),
    check('checklists_title_not_blank', sql`length(btrim(${table.title})) > 0`),
    check('checklists_kind_known', checklistKindCheck(table.kind)),
  ],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    action: text('action'),
  },
  (table) => [
    index('checklist_items_checklist_position_idx').on(table.checklistId, table.position),
    check('checklist_items_text_not_blank', sql`length(btrim(${table.text})) > 0`),
    check('checklist_items_action_known', itemActionCheck(table.action)),
  ],
);

export const checklistRuns = pgTable(
  'checklist_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    /** Null once the template is deleted; the run keeps its own title, kind and items. */
    checklistId: uuid('checklist_id').references(() => checklists.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    kind: text('kind').notNull().$type<ChecklistKind>(),
    /** The stay it belongs to; null for a run on its own (or once the booking is deleted). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('checklist_runs_cabin_started_idx').on(table.cabinId, table.startedAt),
    index('checklist_runs_checklist_idx').on(table.checklistId),
    index('checklist_runs_booking_idx').on(table.bookingId),
    check('checklist_runs_kind_known', checklistKindCheck(table.kind)),
  ],
);

export const checklistRunItems = pgTable(
  'checklist_run_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => checklistRuns.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    /** Set when ticked, cleared when unticked: done is `done_at is not null`. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** Ticked through a guest link (issue #41) rather than by a member; the label is kept with it. */
    doneByGuestLinkId: uuid('done_by_guest_link_id').references(() => guestLinks.id, {
      onDelete: 'set null',
    }),
    doneByGuestLabel: text('done_by_guest_label'),
    action: text('action'),
  },
  (table) => [
    index('checklist_run_items_run_position_idx').on(table.runId, table.position),
    check(
      'checklist_run_items_done_by_only_when_done',
      sql`${table.doneAt} is not null or ${table.doneBy} is null`,
    ),
    check(
      'checklist_run_items_guest_only_when_done',
      sql`${table.doneAt} is not null or (${table.doneByGuestLinkId} is null and ${table.doneByGuestLabel} is null)`,
    ),
    check(
      'checklist_run_items_one_ticker',
      sql`${table.doneBy} is null or ${table.doneByGuestLinkId} is null`,
    ),
    check('checklist_run_items_action_known', itemActionCheck(table.action)),
  ],
);
