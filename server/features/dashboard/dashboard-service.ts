import { type ActivityEvent, activityMessage, formerMemberName } from '@shared/activity-texts';
import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { ACTIVITY_FEED_LIMIT, type Language, RECENT_VISITS_DAYS } from '@shared/constants';
import type { Activity, Stats } from '@shared/schemas/notifications';
import { type AnyColumn, and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, shoppingItems, users, visits } from '../../db/schema';
import { requireCurrentMembership } from '../cabins';

// The dashboard's recent-activity feed and stats widgets (product sections 2, 3, 7; decision 008).

type Source = 'visit' | 'item-added' | 'item-completed' | 'booking';

const ACTIVITY_TYPE: Record<Source, Activity['type']> = {
  visit: 'visit',
  'item-added': 'shopping',
  'item-completed': 'shopping',
  booking: 'booking',
};

/** Where one source's entries come from: its table, whose row it is, and the columns shown. */
type SourceColumns = {
  table: PgTable;
  cabinId: AnyColumn;
  /** The acting member: who logged, added, ticked off or requested. */
  userId: AnyColumn;
  rowId: AnyColumn;
  itemName: AnyColumn | null;
  startDate: AnyColumn | null;
  endDate: AnyColumn | null;
  /** When it happened; rows where it is null (an item not ticked off) are not entries. */
  at: AnyColumn;
};

/**
 * One branch of the feed's UNION ALL: every branch selects the same columns under the same
 * names (the union takes its column names from the first branch), newest first and bounded by
 * the feed's limit, so no branch ever reads more than the feed can show.
 */
function branch(db: Database, cabinId: string, source: Source, columns: SourceColumns) {
  const text = (column: AnyColumn | null) =>
    column ? sql<string | null>`${column}::text` : sql<string | null>`null::text`;
  return db
    .select({
      id: sql<string>`${source}::text || ':' || ${columns.rowId}::text`.as('id'),
      source: sql<Source>`${source}::text`.as('source'),
      itemName: text(columns.itemName).as('item_name'),
      startDate: text(columns.startDate).as('start_date'),
      endDate: text(columns.endDate).as('end_date'),
      userName: sql<string | null>`${users.name}`.as('user_name'),
      at: sql<Date>`${columns.at}`.mapWith(visits.createdAt).as('at'),
    })
    .from(columns.table)
    .leftJoin(users, eq(users.id, columns.userId))
    .where(and(eq(columns.cabinId, cabinId), isNotNull(columns.at)))
    .orderBy(desc(columns.at), asc(columns.rowId))
    .limit(ACTIVITY_FEED_LIMIT);
}

function eventOf(row: FeedRow): ActivityEvent {
  switch (row.source) {
    case 'visit':
      return { kind: 'visit_logged', startDate: row.startDate ?? '', endDate: row.endDate ?? '' };
    case 'booking':
      return { kind: 'booking_requested', startDate: row.startDate ?? '', endDate: row.endDate ?? '' };
    case 'item-added':
      return { kind: 'item_added', itemName: row.itemName ?? '' };
    case 'item-completed':
      return { kind: 'item_completed', itemName: row.itemName ?? '' };
  }
}

type FeedRow = {
  id: string;
  source: Source;
  itemName: string | null;
  startDate: string | null;
  endDate: string | null;
  userName: string | null;
  at: Date;
};

/**
 * What happened lately in the caller's current cabin, newest first: visits logged, items added
 * to and ticked off the shopping list, stays requested. One query: each source's newest rows
 * (ORDER BY ... LIMIT), merged and cut to the limit by the database.
 */
export async function listActivity(db: Database, userId: string, language: Language): Promise<Activity[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const visitsLogged = branch(db, cabinId, 'visit', {
    table: visits,
    cabinId: visits.cabinId,
    userId: visits.userId,
    rowId: visits.id,
    itemName: null,
    startDate: visits.startDate,
    endDate: visits.endDate,
    at: visits.createdAt,
  });
  const item = {
    table: shoppingItems,
    cabinId: shoppingItems.cabinId,
    rowId: shoppingItems.id,
    itemName: shoppingItems.name,
    startDate: null,
    endDate: null,
  };
  const itemsAdded = branch(db, cabinId, 'item-added', {
    ...item,
    userId: shoppingItems.addedByUserId,
    at: shoppingItems.createdAt,
  });
  const itemsCompleted = branch(db, cabinId, 'item-completed', {
    ...item,
    userId: shoppingItems.completedByUserId,
    at: shoppingItems.completedAt,
  });
  const bookingsRequested = branch(db, cabinId, 'booking', {
    table: bookings,
    cabinId: bookings.cabinId,
    userId: bookings.userId,
    rowId: bookings.id,
    itemName: null,
    startDate: bookings.startDate,
    endDate: bookings.endDate,
    at: bookings.createdAt,
  });

  const rows: FeedRow[] = await unionAll(visitsLogged, itemsAdded, itemsCompleted, bookingsRequested)
    .orderBy(sql`"at" desc`, sql`"id" asc`)
    .limit(ACTIVITY_FEED_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: ACTIVITY_TYPE[row.source],
    message: activityMessage(eventOf(row), language),
    userName: row.userName ?? formerMemberName(language),
    timestamp: row.at.toISOString(),
  }));
}

/**
 * The stats widget: visits of the current cabin that overlap the recent window (the last
 * RECENT_VISITS_DAYS days and today, as calendar dates in Oslo), and the items still needed.
 */
export async function dashboardStats(db: Database, now: Date, userId: string): Promise<Stats> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const today = dateInTimeZone(now);
  const windowStart = addDays(today, -RECENT_VISITS_DAYS);
  const [recentVisits, neededItems] = await Promise.all([
    db.$count(
      visits,
      and(eq(visits.cabinId, cabinId), lte(visits.startDate, today), gte(visits.endDate, windowStart)),
    ),
    db.$count(shoppingItems, and(eq(shoppingItems.cabinId, cabinId), eq(shoppingItems.status, 'needed'))),
  ]);
  return { recentVisits, shoppingItems: neededItems };
}
