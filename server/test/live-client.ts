import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

export type LiveMessage = { type: string; cabinId?: string; code?: string; message?: string };

/** A test's WebSocket: messages are queued and read in order with `next()`, never by waiting a while. */
export type TestSocket = {
  next: () => Promise<LiveMessage>;
  /** Reads until a message of the given type; returns it. */
  nextOf: (type: string) => Promise<LiveMessage>;
  send: (data: unknown) => void;
  closed: Promise<{ code: number }>;
  /** Whether the socket has closed by now. */
  isClosed: () => boolean;
  /** Resolves at the server's next ping (one per heartbeat). */
  nextPing: () => Promise<void>;
  close: () => void;
};

/** The `ws://` URL of an app that is listening. */
export function liveUrlOf(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/ws`;
}

/** Opens a socket with the given cookie; resolves once open. */
export function openSocket(
  url: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers: { cookie, ...headers } });
  const queue: LiveMessage[] = [];
  const waiting: { resolve: (message: LiveMessage) => void; reject: (error: Error) => void }[] = [];
  let closedWith: number | null = null;
  const closedError = (code: number) =>
    new Error(`the socket closed (code ${code}) while the test waited for a message`);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveMessage;
    const reader = waiting.shift();
    if (reader) reader.resolve(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.on('close', (code) => {
      closedWith = code;
      // A reader still waiting will never be answered: it fails now, naming the close, instead
      // of at the test's time limit.
      for (const reader of waiting.splice(0)) reader.reject(closedError(code));
      resolve({ code });
    }),
  );
  const next = () =>
    new Promise<LiveMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else if (closedWith !== null) reject(closedError(closedWith));
      else waiting.push({ resolve, reject });
    });
  const nextOf = async (type: string) => {
    for (;;) {
      const message = await next();
      if (message.type === type) return message;
    }
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        next,
        nextOf,
        send: (data) => socket.send(typeof data === 'string' ? data : JSON.stringify(data)),
        closed,
        isClosed: () => closedWith !== null,
        nextPing: () => new Promise<void>((pinged) => socket.once('ping', () => pinged())),
        close: () => socket.close(),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The HTTP status an upgrade is refused with (or 101 if it is accepted). */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** Opens a socket and joins a cabin; resolves after the server confirmed the join. */
export async function joinedSocket(
  url: string,
  cookie: string,
  cabinId: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const socket = await openSocket(url, cookie, headers);
  socket.send({ type: 'join', cabinId });
  const reply = await socket.next();
  if (reply.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(reply)}`);
  return socket;
}
