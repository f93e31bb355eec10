// The live connection (product section 7; docs/architecture.md, "The live-event path"). Events only say
// what changed and where; clients refetch, so an event never carries state a client trusts.

/** Events sent to every socket that joined the cabin. */
export const CABIN_EVENT_TYPES = [
  'booking_created',
  'booking_updated',
  'booking_deleted',
  'shopping_item_created',
  'shopping_item_updated',
  'shopping_item_deleted',
  'visit_created',
  'visit_updated',
  'visit_deleted',
  'task_created',
  'task_updated',
  'task_deleted',
  // Beyond the spec's list: members and cabin details change too, and a client showing them
  // should refresh (unknown types are ignored by older clients).
  'member_joined',
  'member_updated',
  'member_removed',
  'cabin_updated',
  'cabin_deleted',
  // The house manual's facts, sections or order changed (issue #15).
  'manual_changed',
  // A checklist template was added, changed or deleted; a run was started or ticked (issue #15).
  'checklists_changed',
  'checklist_run_updated',
  // Fair share (issue #16): households, peak periods (wishes, draws) and costs changed.
  'households_changed',
  'peak_periods_changed',
  'expenses_changed',
  // A stay's handover was written, or its photos or tasks changed (issue #41).
  'handover_changed',
  // Meter readings or a stay's power charge changed (issue #41).
  'power_changed',
] as const;
export type CabinEventType = (typeof CABIN_EVENT_TYPES)[number];

/** Sent only to the sockets of one user, whatever cabin they joined. */
export const USER_EVENT_TYPES = [
  'notification_created',
  // The user's open invitations or ownership offers changed (issue #13): the bell and Settings refetch.
  'invitations_changed',
] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/**
 * Server -> client. `resync` follows a gap in the server's own event stream (its database
 * listener reconnected): the client refetches everything it shows.
 */
export type LiveServerMessage =
  | { type: CabinEventType; cabinId: string }
  | { type: UserEventType }
  | { type: 'joined'; cabinId: string }
  | { type: 'resync' }
  | { type: 'error'; message: string; code: LiveErrorCode };

export const LIVE_ERROR_CODES = ['not_member', 'bad_message'] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

/**
 * Client -> server: the one message a client sends, right after the socket opens. The server
 * checks it with `liveJoinMessageSchema` (./schemas/live), kept apart so the client's live
 * connection does not load Zod (issue #11).
 */
export type LiveJoinMessage = { type: 'join'; cabinId: string };

/** The path of the WebSocket endpoint on the app's own host. */
export const LIVE_PATH = '/ws';

/** Close codes: 4401 the session ended; 1001 the server is going away (clients reconnect). */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
/** Close code after a refused join (the `not_member` error comes first); clients do not retry. */
export const LIVE_CLOSE_NOT_MEMBER = 4403;
