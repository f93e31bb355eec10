import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  LIVE_CLOSE_NOT_MEMBER,
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_PATH,
  type LiveErrorCode,
  type LiveServerMessage,
} from '@shared/live-events';
import { liveJoinMessageSchema } from '@shared/schemas/live';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { DatabaseHandle } from '../db/client';
import { LIVE_CHANNEL } from './live-channel';
import { type LiveClient, LiveHub, parseLiveEvent } from './live-hub';

export type LiveSocketOptions = {
  database: DatabaseHandle;
  /** The signed-in user of a request's cookies, or null. */
  userIdFromHeaders: (headers: IncomingHttpHeaders) => Promise<string | null>;
  isMember: (cabinId: string, userId: string) => Promise<boolean>;
  /** Browser origins allowed to open a socket (a socket request carries cookies, like a POST). */
  allowedOrigins: readonly string[];
  /** Ping, session re-check and message-budget period. */
  heartbeatMs?: number;
  maxSocketsPerUser?: number;
  /**
   * Every session of a user ended (their account was deleted), announced by whichever process deleted it, or the
   * listener missed events: the process forgets the sessions it remembers.
   */
  onSessionsEnded?: () => void;
};

const MAX_MESSAGE_BYTES = 4 * 1024;
/** A client sends one join per socket; this many messages per heartbeat is abuse. */
const MESSAGES_PER_HEARTBEAT = 20;
const GOING_AWAY = 1001;
const POLICY_VIOLATION = 1008;
/** How long clients get to answer the going-away close before their sockets are cut. */
const CLOSE_GRACE_MS = 2_000;
/**
 * Session look-ups a heartbeat runs at once. All at once, a beat of 2,500 sockets' cookies took
 * every connection of the pool and the requests waited behind it (decision 053); in turns of four
 * they leave the pool to the requests.
 */
const BEAT_LOOKUPS_AT_ONCE = 4;

/** Runs `work` on each item, at most `atOnce` at a time, in order. */
async function inTurns<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

type SocketState = { client: LiveClient; alive: boolean; messages: number; headers: IncomingHttpHeaders };

/**
 * The live connection at `/ws`: authenticated from the session cookie at upgrade, one cabin per
 * socket after a membership-checked join, events from PostgreSQL LISTEN fanned out by the hub.
 */
export async function registerLiveSockets(app: FastifyInstance, options: LiveSocketOptions): Promise<void> {
  const hub = new LiveHub();
  const allowedOrigins = new Set(options.allowedOrigins);
  const maxPerUser = options.maxSocketsPerUser ?? 20;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<WebSocket, SocketState>();

  const stopListening = await options.database.listen(LIVE_CHANNEL, {
    onPayload: (payload) => {
      const event = parseLiveEvent(payload);
      if (event?.type === 'sessions_ended') {
        options.onSessionsEnded?.();
        for (const [socket, state] of sockets) {
          if (state.client.userId === event.userId) socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Session ended');
        }
      } else if (event) hub.dispatch(event);
      else app.log.warn({ payload: payload.slice(0, 200) }, 'live: ignored an unknown event');
    },
    onGap: () => {
      options.onSessionsEnded?.();
      app.log.warn('live: the database listener reconnected; asking clients to refetch');
      hub.resyncAll();
      // A removal may be among the events missed: every joined socket is checked again.
      for (const [socket, state] of sockets) {
        if (state.client.cabinId !== null) void stillMember(socket, state, state.client.cabinId);
      }
    },
  });

  const send = (socket: WebSocket, message: LiveServerMessage) => socket.send(JSON.stringify(message));
  const refuse = (socket: WebSocket, code: LiveErrorCode, message: string) =>
    send(socket, { type: 'error', code, message });

  const onMessage = async (socket: WebSocket, state: SocketState, data: unknown) => {
    state.messages += 1;
    if (state.messages > MESSAGES_PER_HEARTBEAT) {
      socket.close(POLICY_VIOLATION, 'Too many messages');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      app.log.warn({ userId: state.client.userId }, 'live: unparsable client message');
      refuse(socket, 'bad_message', 'Messages must be JSON');
      return;
    }
    const join = liveJoinMessageSchema.safeParse(parsed);
    if (!join.success) {
      refuse(socket, 'bad_message', 'Unknown message');
      return;
    }
    const { cabinId } = join.data;
    if (!(await stillMember(socket, state, cabinId))) return;
    hub.join(state.client, cabinId);
    // A removal that committed while the check above ran was published before this socket was
    // in the room, so it never heard it: once in, check again (issue #13).
    if (!(await stillMember(socket, state, cabinId))) return;
    send(socket, { type: 'joined', cabinId });
  };

  /** Whether the socket's user belongs to the cabin; if not, the socket is refused and closed. */
  const stillMember = async (socket: WebSocket, state: SocketState, cabinId: string) => {
    const member = await options.isMember(cabinId, state.client.userId).catch(() => false);
    if (socket.readyState !== socket.OPEN) return false;
    if (member) return true;
    hub.leave(state.client);
    refuse(socket, 'not_member', 'You are not a member of this cabin');
    socket.close(LIVE_CLOSE_NOT_MEMBER, 'Not a member');
    return false;
  };

  wss.on(
    'connection',
    (socket: WebSocket, _request: IncomingMessage, userId: string, headers: IncomingHttpHeaders) => {
      const client: LiveClient = {
        userId,
        cabinId: null,
        send: (message) => {
          if (socket.readyState === socket.OPEN) socket.send(message);
        },
      };
      const state: SocketState = { client, alive: true, messages: 0, headers };
      sockets.set(socket, state);
      hub.add(client);
      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (data) => void onMessage(socket, state, data));
      socket.on('error', () => socket.terminate());
      socket.on('close', () => {
        sockets.delete(socket);
        hub.remove(client);
      });
    },
  );

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '').split('?')[0];
    if (path !== LIVE_PATH) return reject(socket, 404, 'Not found');
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      return reject(socket, 403, 'Cross-origin socket refused');
    }
    const userId = await options.userIdFromHeaders(request.headers).catch(() => null);
    if (!userId) return reject(socket, 401, 'Not signed in');
    if (hub.socketCountOf(userId) >= maxPerUser) return reject(socket, 429, 'Too many connections');
    wss.handleUpgrade(request, socket, head, (ws) =>
      wss.emit('connection', ws, request, userId, request.headers),
    );
  };
  const upgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    void onUpgrade(request, socket, head);
  app.server.on('upgrade', upgradeListener);

  // Dead sockets are dropped, budgets reset, and a socket whose session ended is closed.
  let checking = false;
  const heartbeat = setInterval(() => {
    // One session look-up per cookie per beat: a user's tabs and devices share it.
    const byCookie = new Map<string, [WebSocket, SocketState][]>();
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      state.messages = 0;
      socket.ping();
      const cookie = state.headers.cookie ?? '';
      byCookie.set(cookie, [...(byCookie.get(cookie) ?? []), [socket, state]]);
    }
    // A beat still checking (thousands of sockets on a slow database) is not overtaken by the next.
    if (checking) return;
    checking = true;
    void inTurns([...byCookie.values()], BEAT_LOOKUPS_AT_ONCE, async (group) => {
      const [, first] = group[0] ?? [];
      if (!first) return;
      const userId = await options.userIdFromHeaders(first.headers).catch(() => first.client.userId);
      for (const [socket, state] of group) {
        if (userId !== state.client.userId) socket.close(LIVE_CLOSE_UNAUTHORIZED, 'Session ended');
      }
    }).finally(() => {
      checking = false;
    });
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  // preClose, not onClose: the HTTP server waits for upgraded sockets before it finishes closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    app.server.off('upgrade', upgradeListener);
    const closing = [...sockets.keys()].map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    for (const socket of sockets.keys()) socket.close(GOING_AWAY, 'Server shutting down');
    const forced = setTimeout(() => {
      for (const socket of sockets.keys()) socket.terminate();
    }, CLOSE_GRACE_MS);
    await Promise.all(closing);
    clearTimeout(forced);
    await stopListening();
    wss.close();
  });
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
};

/** Answers a refused upgrade with a plain HTTP error carrying the usual `{message}` body. */
function reject(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
