import { LIVE_MAX_RECONNECTS, LIVE_RECONNECT_STEP_MS } from '@shared/constants';
import {
  LIVE_CLOSE_NOT_MEMBER,
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_PATH,
  type LiveJoinMessage,
} from '@shared/live-events';
import { type LiveMessage, parseLiveMessage } from './live-event-routing';

/** Our own close when the connection is no longer wanted. */
const CLOSE_NORMAL = 1000;

/** The part of a browser WebSocket this module uses (tests pass a fake). */
export interface LiveWebSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type LiveWebSocketConstructor = new (url: string) => LiveWebSocket;

export type LiveSocketTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type LiveSocketOptions = {
  cabinId: string;
  /** Every parsed server message, `joined` and `error` included. */
  onMessage: (message: LiveMessage) => void;
  /** After a reconnect was joined again: events may have been missed while it was down. */
  onReconnected?: () => void;
  /** The server closed with 4401: the session ended; no reconnect. */
  onSessionEnded?: () => void;
  /** Defaults to the global WebSocket. */
  WebSocket?: LiveWebSocketConstructor;
  /** Defaults to the global setTimeout / clearTimeout (read when the socket is created). */
  timers?: LiveSocketTimers;
  /** Where the page is served from; defaults to window.location. */
  location?: Pick<Location, 'protocol' | 'host'>;
};

/** The live endpoint on the page's own host: `wss:` when the page is https (product section 7). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_PATH}`;
}

/**
 * One live connection for one cabin (product sections 4 and 7). `start()` opens it and sends the
 * join; every parsed message goes to `onMessage` (unparsable ones are logged and dropped). After
 * a close it reconnects at most LIVE_MAX_RECONNECTS times, waiting LIVE_RECONNECT_STEP_MS times
 * the attempt number; a connection the server joined again starts the count afresh. It stops
 * for good after `stop()`, a refused join (`not_member`) or a 4401 close (session ended).
 */
export class LiveSocket {
  private readonly options: LiveSocketOptions;
  private readonly WebSocketImpl: LiveWebSocketConstructor;
  private readonly timers: LiveSocketTimers;
  private readonly url: string;
  private socket: LiveWebSocket | null = null;
  private reconnectTimer: unknown = null;
  /** Reconnects made since the last joined connection. */
  private attempts = 0;
  /** Connections made so far: every join after the first is a reconnect. */
  private connections = 0;
  /** Whether the current connection was joined. */
  private joined = false;
  private stopped = false;

  constructor(options: LiveSocketOptions) {
    this.options = options;
    this.WebSocketImpl = options.WebSocket ?? (globalThis.WebSocket as LiveWebSocketConstructor);
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    this.url = liveSocketUrl(options.location ?? window.location);
  }

  /** Opens the connection (once; a stopped socket stays stopped). */
  start(): void {
    if (this.stopped || this.socket || this.reconnectTimer !== null) return;
    this.connect();
  }

  /** Closes the connection for good: no reconnect, no more callbacks. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.reconnectTimer !== null) {
      this.timers.clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      try {
        socket.close(CLOSE_NORMAL);
      } catch {
        // Already closing or closed.
      }
    }
  }

  /** Whether the socket has stopped for good (asked to, refused, or out of attempts). */
  get isStopped(): boolean {
    return this.stopped;
  }

  private connect(): void {
    let socket: LiveWebSocket;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch (error) {
      console.warn('Live connection could not be created', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.connections += 1;
    this.joined = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const join: LiveJoinMessage = { type: 'join', cabinId: this.options.cabinId };
      socket.send(JSON.stringify(join));
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    // A failed connection fires error, then close; the close decides.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      detach(socket);
      this.socket = null;
      if (event.code === LIVE_CLOSE_UNAUTHORIZED) {
        this.stopped = true;
        this.options.onSessionEnded?.();
        return;
      }
      if (event.code === LIVE_CLOSE_NOT_MEMBER) {
        this.stopped = true;
        return;
      }
      this.scheduleReconnect();
    };
  }

  private receive(data: unknown): void {
    const message = typeof data === 'string' ? parseLiveMessage(data) : null;
    if (!message) {
      console.warn('Ignored an unreadable live message', data);
      return;
    }
    if (message.type === 'joined') {
      const firstJoin = !this.joined;
      this.joined = true;
      this.attempts = 0;
      this.options.onMessage(message);
      if (firstJoin && this.connections > 1 && !this.stopped) this.options.onReconnected?.();
      return;
    }
    if (message.type === 'error') {
      console.warn('Live connection error', message);
      this.options.onMessage(message);
      // Not a member of this cabin (no longer): joining again would be refused again.
      if (message.code === 'not_member') this.stop();
      return;
    }
    this.options.onMessage(message);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    if (this.attempts >= LIVE_MAX_RECONNECTS) {
      this.stopped = true;
      return;
    }
    this.attempts += 1;
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, LIVE_RECONNECT_STEP_MS * this.attempts);
  }
}

function detach(socket: LiveWebSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}
