import { createHash } from 'node:crypto';
import type { Language } from '@shared/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings, cabins, calendarFeedTokens, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { buildFeedCalendar, type FeedBooking } from './feed-ics';
import { hashFeedToken, isWellFormedFeedToken } from './feed-token';

export type FeedRequest = { cabinId: string; token: string | undefined; language: Language };
export type Feed = { body: string; etag: string };

/**
 * One answer for a wrong, revoked or missing token and for a cabin that does not exist, so the
 * feed tells a guesser nothing.
 */
const feedNotFound = () => notFound('Calendar feed not found', 'calendar_feed_not_found');

async function cabinOfToken(db: Database, cabinId: string, token: string) {
  const [cabin] = await db
    .select({ name: cabins.name })
    .from(calendarFeedTokens)
    .innerJoin(cabins, eq(cabins.id, calendarFeedTokens.cabinId))
    .where(
      and(eq(calendarFeedTokens.tokenHash, hashFeedToken(token)), eq(calendarFeedTokens.cabinId, cabinId)),
    )
    .limit(1);
  return cabin ?? null;
}

async function feedBookings(db: Database, cabinId: string): Promise<FeedBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      fullName: users.name,
      displayName: users.displayName,
      adults: bookings.adults,
      children: bookings.children,
      notes: bookings.notes,
      sequence: bookings.sequence,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    // Declined stays are not in the feed: a subscriber's calendar drops them at the next fetch.
    .where(and(eq(bookings.cabinId, cabinId), inArray(bookings.status, ['approved', 'pending'])))
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  // The query already left declined stays out; flatMap narrows the status's type to match.
  return rows.flatMap(({ fullName, displayName, status, ...row }) =>
    status === 'declined' ? [] : [{ ...row, status, guestName: displayName?.trim() || fullName }],
  );
}

/** A strong validator of the exact bytes: a change to a booking, a name or the cabin changes it. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

/** GET /api/calendar/{cabinId}/feed?token=: the cabin's calendar for the holder of a member's token. */
export async function calendarFeed(
  db: Database,
  publicUrl: string,
  { cabinId, token, language }: FeedRequest,
): Promise<Feed> {
  if (!token || !isWellFormedFeedToken(token) || !z.uuid().safeParse(cabinId).success) throw feedNotFound();
  const cabin = await cabinOfToken(db, cabinId, token);
  if (!cabin) throw feedNotFound();
  const body = buildFeedCalendar({
    cabinName: cabin.name,
    appUrl: new URL('/calendar', publicUrl).toString(),
    language,
    bookings: await feedBookings(db, cabinId),
  });
  return { body, etag: etagOf(body) };
}

/** Whether an `If-None-Match` header names the current version (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
