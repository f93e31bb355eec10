import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cabinMembers, cabins, users } from './schema';

// Households (issue #16): the family branches of a cabin's members, by which peak periods and
// costs are shared. One schema file per feature; drizzle.config.ts reads every one.

/** A family branch of a cabin's members. A member in none is a household of their own. */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Ownership share in hundredths of a percent (10000 = 100 %); null when unset. */
    shareBasisPoints: integer('share_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('households_cabin_idx').on(table.cabinId),
    check('households_name_not_blank', sql`length(btrim(${table.name})) > 0`),
    check(
      'households_share_range',
      sql`${table.shareBasisPoints} is null or ${table.shareBasisPoints} between 0 and 10000`,
    ),
  ],
);

/**
 * Who is in which household. The key (cabin, user) keeps a member in at most one household of a
 * cabin, and the reference to cabin_members takes them out when they leave or are removed.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    cabinId: uuid('cabin_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.cabinId, table.userId] }),
    index('household_members_household_idx').on(table.householdId),
    foreignKey({
      name: 'household_members_cabin_member_fk',
      columns: [table.cabinId, table.userId],
      foreignColumns: [cabinMembers.cabinId, cabinMembers.userId],
    }).onDelete('cascade'),
  ],
);
