import {
  CABIN_EVENT_TYPES,
  type CabinEventType,
  USER_EVENT_TYPES,
  type UserEventType,
} from '@shared/live-events';
import type { LiveEvent } from './live-channel';

/** One connected socket, as the hub sees it. */
export type LiveClient = {
  readonly userId: string;
  /** The cabin it joined; null before a join or after the user left that cabin. */
  cabinId: string | null;
  send: (message: string) => void;
};

const cabinEventTypes = new Set<string>(CABIN_EVENT_TYPES);
const userEventTypes = new Set<string>(USER_EVENT_TYPES);

/** A NOTIFY payload as a LiveEvent, or null when it is not one of ours. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || !('type' in value) || typeof value.type !== 'string')
    return null;
  const userId = 'userId' in value && typeof value.userId === 'string' ? value.userId : undefined;
  if (cabinEventTypes.has(value.type)) {
    if (!('cabinId' in value) || typeof value.cabinId !== 'string') return null;
    const type = value.type as CabinEventType;
    return userId ? { type, cabinId: value.cabinId, userId } : { type, cabinId: value.cabinId };
  }
  if (userEventTypes.has(value.type) && userId) return { type: value.type as UserEventType, userId };
  if (value.type === 'sessions_ended' && userId) return { type: 'sessions_ended', userId };
  return null;
}

/**
 * The sockets of this process, by cabin and by user. Every process has its own hub and hears
 * every event through PostgreSQL; it delivers each to its own sockets only. Messages are
 * serialized once per event, not once per socket.
 */
export class LiveHub {
  private readonly rooms = new Map<string, Set<LiveClient>>();
  private readonly users = new Map<string, Set<LiveClient>>();

  add(client: LiveClient): void {
    addTo(this.users, client.userId, client);
  }

  join(client: LiveClient, cabinId: string): void {
    this.leaveRoom(client);
    client.cabinId = cabinId;
    addTo(this.rooms, cabinId, client);
  }

  /** Takes the client out of its cabin's room (it stays connected, hearing only its own events). */
  leave(client: LiveClient): void {
    this.leaveRoom(client);
  }

  remove(client: LiveClient): void {
    this.leaveRoom(client);
    removeFrom(this.users, client.userId, client);
  }

  /** How many sockets a user has open on this process. */
  socketCountOf(userId: string): number {
    return this.users.get(userId)?.size ?? 0;
  }

  dispatch(event: LiveEvent): void {
    // For the server processes themselves (socket-server.ts acts on it); no browser hears it.
    if (event.type === 'sessions_ended') return;
    if (!('cabinId' in event)) {
      const message = JSON.stringify({ type: event.type });
      for (const client of this.users.get(event.userId) ?? []) client.send(message);
      return;
    }
    const room = this.rooms.get(event.cabinId);
    if (!room) return;
    const message = JSON.stringify({ type: event.type, cabinId: event.cabinId });
    for (const client of [...room]) client.send(message);
    // Someone who is no longer a member stops hearing the cabin at once, on every process.
    if (event.type === 'member_removed' && event.userId) {
      for (const client of [...room]) if (client.userId === event.userId) this.leaveRoom(client);
    }
    if (event.type === 'cabin_deleted') for (const client of [...room]) this.leaveRoom(client);
  }

  /** After a gap in the event stream: every socket should refetch what it shows. */
  resyncAll(): void {
    const message = JSON.stringify({ type: 'resync' });
    for (const clients of this.users.values()) for (const client of clients) client.send(message);
  }

  private leaveRoom(client: LiveClient): void {
    if (client.cabinId !== null) removeFrom(this.rooms, client.cabinId, client);
    client.cabinId = null;
  }
}

function addTo(map: Map<string, Set<LiveClient>>, key: string, client: LiveClient) {
  const set = map.get(key);
  if (set) set.add(client);
  else map.set(key, new Set([client]));
}

function removeFrom(map: Map<string, Set<LiveClient>>, key: string, client: LiveClient) {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
