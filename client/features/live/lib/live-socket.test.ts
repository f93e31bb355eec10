import { LIVE_MAX_RECONNECTS, LIVE_RECONNECT_STEP_MS } from '@shared/constants';
import { LIVE_CLOSE_UNAUTHORIZED } from '@shared/live-events';
import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { LiveSocket, type LiveSocketOptions, liveSocketUrl } from './live-socket';

const CABIN = 'cabin-1';
const http = { protocol: 'http:', host: 'hytta.test:5173' };

let onMessage: Mock<LiveSocketOptions['onMessage']>;
let onReconnected: Mock<() => void>;
let onSessionEnded: Mock<() => void>;
let warn: MockInstance<typeof console.warn>;
let live: LiveSocket | null = null;

function startSocket(options: Partial<LiveSocketOptions> = {}): LiveSocket {
  live = new LiveSocket({
    cabinId: CABIN,
    onMessage,
    onReconnected,
    onSessionEnded,
    WebSocket: FakeWebSocket,
    location: http,
    ...options,
  });
  live.start();
  return live;
}

/** Lets the clock run `ms`, and says how many sockets were created meanwhile. */
function socketsCreatedWithin(ms: number): number {
  const before = FakeWebSocket.instances.length;
  vi.advanceTimersByTime(ms);
  return FakeWebSocket.instances.length - before;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  onMessage = vi.fn();
  onReconnected = vi.fn();
  onSessionEnded = vi.fn();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  live?.stop();
  live = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveSocket: connecting', () => {
  it('connects to /ws on the page host and sends the join with the cabin id once open', () => {
    startSocket();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://hytta.test:5173/ws');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sentMessages).toEqual([{ type: 'join', cabinId: CABIN }]);
  });

  it('uses wss when the page is https', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'hytta.no' })).toBe('wss://hytta.no/ws');
    startSocket({ location: { protocol: 'https:', host: 'hytta.no' } });
    expect(FakeWebSocket.latest().url).toBe('wss://hytta.no/ws');
  });

  it('defaults to window.location', () => {
    startSocket({ location: undefined });
    expect(FakeWebSocket.latest().url).toBe(`ws://${window.location.host}/ws`);
  });

  it('delivers parsed messages, and ignores garbage with a warning while it keeps working', () => {
    startSocket();
    const socket = FakeWebSocket.latest();
    socket.openAndJoin(CABIN);
    expect(onMessage).toHaveBeenLastCalledWith({ type: 'joined', cabinId: CABIN });

    socket.receive('{not json');
    socket.receive('42');
    socket.receive('null');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(onMessage).toHaveBeenCalledTimes(1);

    socket.receive({ type: 'shopping_item_created', cabinId: CABIN });
    expect(onMessage).toHaveBeenLastCalledWith({ type: 'shopping_item_created', cabinId: CABIN });
    socket.receive({ type: 'something_new' });
    expect(onMessage).toHaveBeenLastCalledWith({ type: 'something_new' });
    expect(socket.isClosedByClient).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('LiveSocket: reconnecting (product section 4: at most 5, 1 s x attempt number)', () => {
  it('waits 1000, 2000, 3000, 4000 and 5000 ms between attempts, then gives up', () => {
    expect(LIVE_MAX_RECONNECTS).toBe(5);
    expect(LIVE_RECONNECT_STEP_MS).toBe(1000);
    const socket = startSocket();
    FakeWebSocket.latest().openAndJoin(CABIN);
    FakeWebSocket.latest().serverClose(1001);

    for (const delay of [1000, 2000, 3000, 4000, 5000]) {
      expect(socketsCreatedWithin(delay - 1)).toBe(0);
      expect(socketsCreatedWithin(1)).toBe(1);
      // Refused (never opens), as a signed-out or unreachable upgrade is.
      FakeWebSocket.latest().serverClose(1006);
    }
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(socketsCreatedWithin(60_000)).toBe(0);
    expect(socket.isStopped).toBe(true);
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('counts afresh after a reconnect that was joined', () => {
    startSocket();
    FakeWebSocket.latest().openAndJoin(CABIN);
    FakeWebSocket.latest().serverClose(1006);
    expect(socketsCreatedWithin(1000)).toBe(1);
    FakeWebSocket.latest().serverClose(1006);
    expect(socketsCreatedWithin(2000)).toBe(1);
    FakeWebSocket.latest().openAndJoin(CABIN);

    FakeWebSocket.latest().serverClose(1001);
    expect(socketsCreatedWithin(999)).toBe(0);
    expect(socketsCreatedWithin(1)).toBe(1);
  });

  it('does not count afresh for a connection that opened but was never joined', () => {
    startSocket();
    FakeWebSocket.latest().serverClose(1006);
    expect(socketsCreatedWithin(1000)).toBe(1);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().serverClose(1006);
    expect(socketsCreatedWithin(1999)).toBe(0);
    expect(socketsCreatedWithin(1)).toBe(1);
  });

  it('calls onReconnected after a reconnect is joined, not after the first connection', () => {
    startSocket();
    FakeWebSocket.latest().openAndJoin(CABIN);
    expect(onReconnected).not.toHaveBeenCalled();

    FakeWebSocket.latest().serverClose(1001);
    vi.advanceTimersByTime(1000);
    const second = FakeWebSocket.latest();
    second.open();
    expect(second.sentMessages).toEqual([{ type: 'join', cabinId: CABIN }]);
    expect(onReconnected).not.toHaveBeenCalled();
    second.receive({ type: 'joined', cabinId: CABIN });
    expect(onReconnected).toHaveBeenCalledTimes(1);
    second.receive({ type: 'joined', cabinId: CABIN });
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect after stop(), and closes the socket', () => {
    const socket = startSocket();
    const first = FakeWebSocket.latest();
    first.openAndJoin(CABIN);
    socket.stop();
    expect(first.closedWith).toEqual({ code: 1000, reason: undefined });
    first.serverClose(1000);
    expect(socketsCreatedWithin(60_000)).toBe(0);
    first.receive({ type: 'booking_created', cabinId: CABIN });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending reconnect on stop()', () => {
    const socket = startSocket();
    FakeWebSocket.latest().serverClose(1006);
    socket.stop();
    expect(socketsCreatedWithin(60_000)).toBe(0);
  });

  it('stops after a not_member error', () => {
    const socket = startSocket();
    const first = FakeWebSocket.latest();
    first.open();
    first.receive({ type: 'error', message: 'Not a member', code: 'not_member' });
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', code: 'not_member' }));
    expect(first.isClosedByClient).toBe(true);
    first.serverClose(4403);
    expect(socketsCreatedWithin(60_000)).toBe(0);
    expect(socket.isStopped).toBe(true);
  });

  it('keeps going after another error code', () => {
    startSocket();
    const first = FakeWebSocket.latest();
    first.openAndJoin(CABIN);
    first.receive({ type: 'error', message: 'Bad message', code: 'bad_message' });
    expect(first.isClosedByClient).toBe(false);
    first.serverClose(1006);
    expect(socketsCreatedWithin(1000)).toBe(1);
  });

  it('stops when the server closes with 4401 (session ended), and says so', () => {
    const socket = startSocket();
    FakeWebSocket.latest().openAndJoin(CABIN);
    FakeWebSocket.latest().serverClose(LIVE_CLOSE_UNAUTHORIZED);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(socketsCreatedWithin(60_000)).toBe(0);
    expect(socket.isStopped).toBe(true);
  });
});
