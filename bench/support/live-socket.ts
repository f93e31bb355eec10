import { WebSocket } from 'ws';

// A benchmark's live connection: opened with a session cookie, joined to a cabin, and each
// message after the join handed to `onMessage` as it arrives (its time is the caller's to take).
// Nothing is queued: a socket that hears a hundred thousand events keeps no memory of them.

export type LiveMessage = { type: string; cabinId?: string };

/** Opens `url` with `headers` (the cookie, and the Origin behind a proxy) and joins `cabinId`. */
export function openJoinedSocket(
  url: string,
  headers: Record<string, string>,
  cabinId: string,
  onMessage: (message: LiveMessage) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    let joined = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', cabinId })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      if (joined) onMessage(message);
      else if (message.type === 'joined') {
        joined = true;
        resolve(socket);
      } else if (message.type === 'error') reject(new Error(`join refused: ${String(data)}`));
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.on('error', reject);
  });
}
