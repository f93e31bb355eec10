import type { WebSocket } from 'ws';
import { openJoinedSocket } from './live-socket';
import { percentile, sortedCopy } from './load';
import { inParallel } from './seed-cabin';

// The live part of `npm run bench:scale`: thousands of sockets through the proxy, each a member
// joined to their cabin, and writes whose events are timed from just before the request until
// each socket of the cabin has it. Every process hears every event through PostgreSQL (its own
// writes too), so a socket on the other process is reached the same way as one on the writer's.

export type SocketHolder = { cookie: string; cabinId: string };

export type ScaleSockets = {
  count: number;
  openSeconds: number;
  /** Times `writes` shopping-list additions, one at a time, sent to `writeUrl`. */
  measure: (
    writeUrl: string,
    origin: string,
    writers: ReadonlyMap<string, string>,
    writes: number,
  ) => Promise<LiveFigures>;
  close: () => void;
};

export type LiveFigures = { writes: number; deliveries: number; p50Ms: number; p99Ms: number; maxMs: number };

/** How many sockets open at once: a crowd reconnecting, not a stampede. */
const OPENING_PARALLEL = 50;

/** Opens one socket per holder through `wsUrl` (the proxy), each joined to its cabin. */
export async function openScaleSockets(
  wsUrl: string,
  origin: string,
  holders: readonly SocketHolder[],
): Promise<ScaleSockets> {
  const perCabin = new Map<string, number>();
  for (const { cabinId } of holders) perCabin.set(cabinId, (perCabin.get(cabinId) ?? 0) + 1);
  // The write being timed: which cabin's sockets still have to hear it, and since when.
  let current: { cabinId: string; startedAt: number; remaining: number; done: () => void } | null = null;
  const latencies: number[] = [];
  const onMessage = (message: { type: string; cabinId?: string }) => {
    if (message.type !== 'shopping_item_created' || !current || message.cabinId !== current.cabinId) return;
    latencies.push(performance.now() - current.startedAt);
    current.remaining -= 1;
    if (current.remaining === 0) current.done();
  };
  const sockets: WebSocket[] = [];
  const started = performance.now();
  await inParallel(holders.length, OPENING_PARALLEL, async (index) => {
    const holder = holders[index];
    if (!holder) return;
    sockets.push(await openJoinedSocket(wsUrl, { cookie: holder.cookie, origin }, holder.cabinId, onMessage));
  });
  const openSeconds = Number(((performance.now() - started) / 1000).toFixed(1));

  const measure: ScaleSockets['measure'] = async (writeUrl, writeOrigin, writers, writes) => {
    latencies.length = 0;
    const cabins = [...writers.keys()];
    for (let write = 0; write < writes; write += 1) {
      const cabinId = cabins[write % cabins.length] ?? '';
      const arrived = new Promise<void>((resolve) => {
        current = {
          cabinId,
          startedAt: performance.now(),
          remaining: perCabin.get(cabinId) ?? 0,
          done: resolve,
        };
      });
      const response = await fetch(`${writeUrl}/api/shopping-items`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: writeOrigin,
          cookie: writers.get(cabinId) ?? '',
        },
        body: JSON.stringify({ name: `Live ${write}` }),
      });
      if (!response.ok)
        throw new Error(`POST /api/shopping-items: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      await arrived;
    }
    current = null;
    const sorted = sortedCopy(latencies);
    return {
      writes,
      deliveries: sorted.length,
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    };
  };
  return {
    count: sockets.length,
    openSeconds,
    measure,
    close: () => {
      for (const socket of sockets) socket.terminate();
    },
  };
}
