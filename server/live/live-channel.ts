import type { CabinEventType, UserEventType } from '@shared/live-events';

// Live events travel through PostgreSQL NOTIFY on one channel: a change records them with
// `recordEffects` (server/effects/record-effects.ts) inside its transaction, so they are delivered
// on commit only, and every server process on the same database hears them, in commit order.

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
