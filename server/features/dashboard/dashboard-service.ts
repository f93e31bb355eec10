import { type ActivityEvent, activityMessage, formerMemberName } from '@shared/activity-texts';
import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { ACTIVITY_FEED_LIMIT, type Language, RECENT_VISITS_DAYS } from '@shared/constants';
import type { Activity, Stats } from '@shared/schemas/notifications';
import { type AnyColumn, and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookings, shoppingItems, users, visits } from '../../db/schema';
import { requireCurrentMembership } from '../cabins';

// The dashboard's recent-activity feed and stats widgets (spec sections 2, 3, 7; decision 008).

type Source = 'visit' | 'item-added' | 'item-completed' | 'booking';

const ACTIVITY_TYPE: Record<Source, Activity['type']> = {
  visit: 'visit',
  'item-added': 'shopping',
  'item-completed': 'shopping',
  booking: 'booking',
};

/**
 * One branch of the feed's UNION ALL: every branch selects the same columns under the same
 * names (the union takes its column names from the first branch), newest first and bounded by
 * the feed's limit, so no branch ever reads more than the feed can show.
 */
function branch(
  db: Database,
  source: Source,
  columns: {
    rowId: AnyColumn;
    itemName: AnyColumn | null;
    startDate: AnyColumn | null;
    endDate: AnyColumn | null;
    at: AnyColumn;
  },
) {
  const text = (column: AnyColumn | null) =>
    column ? sql<string | null>`${column}::text` : sql<string | null>`null::text`;
  return db.select({
    id: sql<string>`${source}::text || ':' || ${columns.rowId}::text`.as('id'),
    source: sql<Source>`${source}::text`.as('source'),
    itemName: text(columns.itemName).as('item_name'),
    startDate: text(columns.startDate).as('start_date'),
    endDate: text(columns.endDate).as('end_date'),
    userName: sql<string | null>`${users.name}`.as('user_name'),
    at: sql<Date>`${columns.at}`.mapWith(visits.createdAt).as('at'),
  });
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
  const limit = ACTIVITY_FEED_LIMIT;
  const visitsLogged = branch(db, 'visit', {
    rowId: visits.id,
    itemName: null,
    startDate: visits.startDate,
    endDate: visits.endDate,
    at: visits.createdAt,
  })
    .from(visits)
    .leftJoin(users, eq(users.id, visits.userId))
    .where(eq(visits.cabinId, cabinId))
    .orderBy(desc(visits.createdAt), asc(visits.id))
    .limit(limit);
  const itemsAdded = branch(db, 'item-added', {
    rowId: shoppingItems.id,
    itemName: shoppingItems.name,
    startDate: null,
    endDate: null,
    at: shoppingItems.createdAt,
  })
    .from(shoppingItems)
    .leftJoin(users, eq(users.id, shoppingItems.addedByUserId))
    .where(eq(shoppingItems.cabinId, cabinId))
    .orderBy(desc(shoppingItems.createdAt), asc(shoppingItems.id))
    .limit(limit);
  const itemsCompleted = branch(db, 'item-completed', {
    rowId: shoppingItems.id,
    itemName: shoppingItems.name,
    startDate: null,
    endDate: null,
    at: shoppingItems.completedAt,
  })
    .from(shoppingItems)
    .leftJoin(users, eq(users.id, shoppingItems.completedByUserId))
    .where(and(eq(shoppingItems.cabinId, cabinId), isNotNull(shoppingItems.completedAt)))
    .orderBy(desc(shoppingItems.completedAt), asc(shoppingItems.id))
    .limit(limit);
  const bookingsRequested = branch(db, 'booking', {
    rowId: bookings.id,
    itemName: null,
    startDate: bookings.startDate,
    endDate: bookings.endDate,
    at: bookings.createdAt,
  })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.cabinId, cabinId))
    .orderBy(desc(bookings.createdAt), asc(bookings.id))
    .limit(limit);

  const rows: FeedRow[] = await unionAll(visitsLogged, itemsAdded, itemsCompleted, bookingsRequested)
    .orderBy(sql`"at" desc`, sql`"id" asc`)
    .limit(limit);
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
