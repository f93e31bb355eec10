import type { CabinEventType, UserEventType } from '@shared/live-events';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The PostgreSQL channel every server process listens on. */
export const LIVE_CHANNEL = 'hytta_live';

/**
 * What a write tells the live sockets. `userId` on a cabin event names the member it is about;
 * for `member_removed` the socket server also stops sending that member the cabin's events.
 */
export type LiveEvent =
  | { type: CabinEventType; cabinId: string; userId?: string }
  | { type: UserEventType; userId: string }
  | SessionsEndedEvent;

/**
 * Between server processes only, never sent to a browser: every session of `userId` is gone (the
 * account was deleted), so each process forgets the sessions it remembers and closes that user's
 * sockets at once (decision 020).
 */
export type SessionsEndedEvent = { type: 'sessions_ended'; userId: string };

/**
 * Publishes live events through PostgreSQL NOTIFY, in one statement. Call it with the write's
 * transaction: NOTIFY is delivered on commit and dropped on rollback, so sockets hear only about
 * writes that happened, and every server process on the same database hears them, in this order.
 */
export async function publishLive(db: Executor, ...events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const notifies = events.map((event) => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}
