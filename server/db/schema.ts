import type { NotificationData } from '@shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL 15. Constraints that Drizzle cannot express (the
// booking exclusion constraint, FK column lists) live in the custom migration next to the
// generated ones; see server/db/migrations.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The user a row belongs to; the row goes with the user. */
const ownedByUser = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The cabin a row belongs to; deleting the cabin removes it (product section 4). */
const inCabin = () =>
  uuid('cabin_id')
    .notNull()
    .references(() => cabins.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------------------------------------
// Identity (Better Auth). Property names are Better Auth's field names; columns are snake_case.
// The user row is also the app's user: the built-in provider and the app share it, so a user who
// signs up through /api/identity is a complete app user at once.
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Better Auth's `name`; the app calls it fullName. */
    name: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Better Auth's `image`; the app calls it profilePicture. */
    image: text('profile_picture'),
    username: text('username').unique(),
    displayUsername: text('display_username'),
    displayName: text('display_name'),
    currentCabinId: uuid('current_cabin_id'),
    /** The language e-mails and push messages are written in (issue #14): the app's, as last chosen. */
    language: text('language').notNull().default('no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_full_name_not_blank', sql`length(btrim(${table.name})) > 0`),
    check('users_language_known', sql`${table.language} in ('no', 'en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownedByUser(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownedByUser(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Better Auth's rate-limit counters, kept in the database so several processes share them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Passkeys (issue #39, decision 054): Better Auth's passkey plugin keeps one row per WebAuthn
 * credential. The public key never leaves the server; a credential belongs to one account only.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: ownedByUser(),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (table) => [
    index('passkeys_user_id_idx').on(table.userId),
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialID),
  ],
);

/** Binary bytes on both drivers (pictures, photos). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer; features always see a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded profile pictures, kept in the database so every process (and a backup of the
 * database) has them. `users.profile_picture` then holds the URL that serves this row.
 */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** Changes with every upload, so the picture's URL can be cached for good. */
    version: text('version').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profile_pictures_type', sql`${table.contentType} in ('image/jpeg', 'image/png', 'image/gif')`),
    check('profile_pictures_size', sql`octet_length(${table.data}) < 5242880`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cabins and membership
// ---------------------------------------------------------------------------------------------

export const cabinRole = pgEnum('cabin_role', ['owner', 'admin', 'member']);

export const cabins = pgTable(
  'cabins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accessCode: text('access_code').notNull().unique(),
    /**
     * Counts the changes to what the cabin's booking list shows; triggers on bookings and users
     * raise it in the writing transaction, so a server may reuse a list it built for the same
     * count (decision 014).
     */
    bookingsVersion: integer('bookings_version').notNull().default(0),
    /** The home county's school breaks, ISO weeks (issue #40; decision 056). */
    winterBreakWeek: integer('winter_break_week').notNull().default(8),
    autumnBreakWeek: integer('autumn_break_week').notNull().default(40),
    /** What a stay's power costs (issue #41): the spot price area, or a fixed price per kWh. */
    priceArea: text('price_area'),
    gridFeeOre: integer('grid_fee_ore').notNull().default(0),
    addVat: boolean('add_vat').notNull().default(true),
    fixedPriceOre: integer('fixed_price_ore'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('cabins_name_not_blank', sql`length(btrim(${table.name})) > 0`),
    check('cabins_coordinates_together', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
    check('cabins_winter_break_week', sql`${table.winterBreakWeek} in (8, 9)`),
    check('cabins_autumn_break_week', sql`${table.autumnBreakWeek} in (40, 41)`),
    check(
      'cabins_price_area',
      sql`${table.priceArea} is null or ${table.priceArea} in ('NO1', 'NO2', 'NO3', 'NO4', 'NO5')`,
    ),
    check('cabins_grid_fee', sql`${table.gridFeeOre} between 0 and 100000`),
    check(
      'cabins_fixed_price',
      sql`${table.fixedPriceOre} is null or ${table.fixedPriceOre} between 0 and 100000`,
    ),
  ],
);

export const cabinMembers = pgTable(
  'cabin_members',
  {
    cabinId: inCabin(),
    userId: ownedByUser(),
    role: cabinRole('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cabinId, table.userId] }),
    index('cabin_members_user_id_idx').on(table.userId),
    // At most one owner per cabin; the services keep "at least one" inside transactions.
    uniqueIndex('cabin_members_one_owner_idx').on(table.cabinId).where(sql`${table.role} = 'owner'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bookings and the visit log
// ---------------------------------------------------------------------------------------------

export const bookingStatus = pgEnum('booking_status', ['pending', 'approved', 'declined']);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    userId: ownedByUser(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    notes: text('notes'),
    status: bookingStatus('status').notNull().default('pending'),
    responseNotes: text('response_notes'),
    /** Counts the changes a calendar subscriber should see (the feed's SEQUENCE, RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bookings_cabin_start_idx').on(table.cabinId, table.startDate),
    index('bookings_user_id_idx').on(table.userId),
    check('bookings_dates_ordered', sql`${table.endDate} > ${table.startDate}`),
    check('bookings_adults_range', sql`${table.adults} between 1 and 10`),
    check('bookings_children_range', sql`${table.children} between 0 and 10`),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name').notNull(),
    message: text('message'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('visits_cabin_start_idx').on(table.cabinId, table.startDate),
    check('visits_dates_ordered', sql`${table.endDate} >= ${table.startDate}`),
    check('visits_adults_range', sql`${table.adults} between 0 and 10`),
    check('visits_children_range', sql`${table.children} between 0 and 10`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Shopping list and maintenance log
// ---------------------------------------------------------------------------------------------

export const shoppingItemStatus = pgEnum('shopping_item_status', ['needed', 'completed']);

export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    name: text('name').notNull(),
    status: shoppingItemStatus('status').notNull().default('needed'),
    addedByUserId: text('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedByUserId: text('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('shopping_items_cabin_idx').on(table.cabinId, table.status),
    // One needed item per name and cabin, whatever the case: adding "Kaffe" twice is one item.
    uniqueIndex('shopping_items_needed_name_idx')
      .on(table.cabinId, sql`lower(${table.name})`)
      .where(sql`${table.status} = 'needed'`),
    check('shopping_items_name_not_blank', sql`length(btrim(${table.name})) > 0`),
    check(
      'shopping_items_completion_matches_status',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);

export const taskStatus = pgEnum('task_status', ['open', 'done']);
export const taskRepeatUnit = pgEnum('task_repeat_unit', ['week', 'month', 'year']);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    title: text('title').notNull(),
    notes: text('notes'),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    repeatEvery: integer('repeat_every'),
    repeatUnit: taskRepeatUnit('repeat_unit'),
    /** The first due date of a recurring series; occurrences are counted from it. */
    repeatAnchor: date('repeat_anchor', { mode: 'string' }),
    /** 0 for the first occurrence of a series, 1 for the next, ... */
    occurrence: integer('occurrence').notNull().default(0),
    /** The occurrence whose completion opened this one; reopening that one removes this. */
    previousTaskId: uuid('previous_task_id').references((): AnyPgColumn => tasks.id, {
      onDelete: 'set null',
    }),
    status: taskStatus('status').notNull().default('open'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedByUserId: text('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tasks_cabin_status_due_idx').on(table.cabinId, table.status, table.dueDate),
    check('tasks_title_not_blank', sql`length(btrim(${table.title})) > 0`),
    check(
      'tasks_completion_matches_status',
      sql`(${table.status} = 'done') = (${table.completedAt} is not null)`,
    ),
    index('tasks_previous_idx').on(table.previousTaskId),
    check(
      'tasks_repeat_together',
      sql`(${table.repeatEvery} is null) = (${table.repeatUnit} is null) and (${table.repeatEvery} is null or ${table.repeatEvery} > 0)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications and calendar feed tokens
// ---------------------------------------------------------------------------------------------

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedByUser(),
    cabinId: uuid('cabin_id').references(() => cabins.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * The facts the text needs (shared/schemas/notifications.ts); the title and message are
     * written in the reader's language when read (shared/notification-texts.ts).
     */
    data: jsonb('data').notNull().$type<NotificationData>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // The bell's unread count, polled by every signed-in client.
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.isRead} = false`),
  ],
);

/** One personal calendar-feed token per member and cabin; only its hash is stored. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: uuid('cabin_id').notNull(),
    userId: text('user_id').notNull(),
    /** SHA-256 of the token: what a feed request is looked up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The token encrypted with a key derived from the server secret, so the subscribe dialog can
     * show the same URL again; the database alone does not give the token away (decision 012).
     */
    tokenSealed: text('token_sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('calendar_feed_tokens_member_idx').on(table.cabinId, table.userId),
    // Leaving or being removed from the cabin revokes the token with the membership.
    foreignKey({
      name: 'calendar_feed_tokens_membership_fk',
      columns: [table.cabinId, table.userId],
      foreignColumns: [cabinMembers.cabinId, cabinMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * People an owner or admin removed from a cabin (issue #13): their access-code join is refused
 * until someone allows them back or invites them again. Leaving on one's own leaves no row.
 */
export const cabinRemovals = pgTable(
  'cabin_removals',
  {
    cabinId: inCabin(),
    userId: ownedByUser(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: text('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.cabinId, table.userId] })],
);

/**
 * Open invitations to a cabin: a membership starts only when the invitee accepts. Answered and
 * withdrawn invitations are deleted; an expired one stays until the pair is invited again.
 */
export const cabinInvitations = pgTable(
  'cabin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cabinId: inCabin(),
    inviteeId: text('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One invitation per person and cabin: inviting again while one is open is a 409.
    uniqueIndex('cabin_invitations_cabin_invitee_idx').on(table.cabinId, table.inviteeId),
    index('cabin_invitations_invitee_idx').on(table.inviteeId),
    check('cabin_invitations_expiry_after_creation', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/**
 * The owner's open offer to hand the cabin over (issue #13): nothing changes until the member
 * accepts. One per cabin; it goes with the membership of either side.
 */
export const cabinOwnershipOffers = pgTable(
  'cabin_ownership_offers',
  {
    cabinId: uuid('cabin_id')
      .primaryKey()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('cabin_ownership_offers_to_idx').on(table.toUserId),
    foreignKey({
      name: 'cabin_ownership_offers_from_membership_fk',
      columns: [table.cabinId, table.fromUserId],
      foreignColumns: [cabinMembers.cabinId, cabinMembers.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cabin_ownership_offers_to_membership_fk',
      columns: [table.cabinId, table.toUserId],
      foreignColumns: [cabinMembers.cabinId, cabinMembers.userId],
    }).onDelete('cascade'),
    check('cabin_ownership_offers_to_someone_else', sql`${table.fromUserId} <> ${table.toUserId}`),
  ],
);
