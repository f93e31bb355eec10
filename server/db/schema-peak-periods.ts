import type { DrawResult, PeakMethod } from '@shared/schemas/peak-periods';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cabins, users } from './schema';

// Peak periods (issue #16): the weeks shared by rotation, cap or draw, and the households'
// wishes for a draw. One schema file per feature; drizzle.config.ts reads every one.

/**
 * A peak period (Easter, Christmas, the summer weeks) and how it is allocated. A rotation
 * recurs every year on the same dates from its first year on; a cap or a draw period is the one
 * stretch of nights it names. Overlaps are refused by the service (a rotation's later years are
 * not rows, so no exclusion constraint can see them).
 */
export const peakPeriods = pgTable(
  'peak_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    lastNight: date('last_night', { mode: 'string' }).notNull(),
    method: text('method').notNull().$type<PeakMethod>(),
    capNights: integer('cap_nights'),
    wishDeadline: date('wish_deadline', { mode: 'string' }),
    /** Household ids in turn (a uuid of households, or a solo `member:<userId>`). */
    rotationOrder: jsonb('rotation_order').$type<string[]>(),
    /** The draw's recorded result; set once, in the transaction that makes its bookings. */
    draw: jsonb('draw').$type<DrawResult>(),
    /**
     * The seed the draw will use, made when the period is (decision 043). Secret until the draw:
     * only its sha256 (`seedCommitment`) is answered before. Every period has one, so a period
     * changed to a draw already holds its seed; the default makes one for rows written by SQL.
     */
    drawSeed: text('draw_seed')
      .notNull()
      .default(
        sql`encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('peak_periods_cabin_idx').on(table.cabinId, table.firstNight),
    check('peak_periods_name_not_blank', sql`length(btrim(${table.name})) > 0`),
    check('peak_periods_nights_ordered', sql`${table.lastNight} >= ${table.firstNight}`),
    check('peak_periods_method', sql`${table.method} in ('cap', 'draw', 'rotation')`),
    check(
      'peak_periods_cap',
      sql`(${table.method} = 'cap') = (${table.capNights} is not null) and coalesce(${table.capNights}, 1) between 1 and 366`,
    ),
    check(
      'peak_periods_deadline',
      sql`(${table.method} = 'draw') = (${table.wishDeadline} is not null) and (${table.wishDeadline} is null or ${table.wishDeadline} < ${table.firstNight})`,
    ),
    check(
      'peak_periods_rotation',
      sql`(${table.method} = 'rotation') = (${table.rotationOrder} is not null)`,
    ),
    check('peak_periods_drawn', sql`${table.draw} is null or ${table.method} = 'draw'`),
  ],
);

/** A household's ranked wishes for a draw period, replaced whole each time they are saved. */
export const peakWishes = pgTable(
  'peak_wishes',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => peakPeriods.id, { onDelete: 'cascade' }),
    /** The effective household when saved: a households id or a solo `member:<userId>`. */
    householdId: text('household_id').notNull(),
    wishes: jsonb('wishes').notNull().$type<{ startDate: string; endDate: string }[]>(),
    /** Who saved them last: the booker of whatever the draw grants the household. */
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.householdId] }),
    check('peak_wishes_at_most_three', sql`jsonb_array_length(${table.wishes}) <= 3`),
  ],
);
