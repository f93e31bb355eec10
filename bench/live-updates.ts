import type { WebSocket } from 'ws';
import { postJson, signUpCookie, startBenchServer, writeResult } from './support/bench-server';
import { openJoinedSocket } from './support/live-socket';
import { percentile } from './support/load';

// Live-update latency (issue #6, decision 014's budget: p99 < 100 ms on loopback with 500 sockets).
// The server runs as its own process, as in production (embedded database, or PostgreSQL when
// DATABASE_URL is set); this process holds 500 sockets of 50 members in one cabin, makes
// sequential writes through the API, and times each write from just before its request until
// each socket receives the event. Prints a table and writes bench/results/latest.json.

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const WRITES = Number(process.env.BENCH_WRITES ?? 100);

type BenchSocket = { arrivals: number[]; socket: WebSocket };

async function openJoined(
  url: string,
  cookie: string,
  cabinId: string,
  onEvent: () => void,
): Promise<BenchSocket> {
  const arrivals: number[] = [];
  const socket = await openJoinedSocket(url, { cookie }, cabinId, (message) => {
    if (message.type !== 'shopping_item_created') return;
    arrivals.push(performance.now());
    onEvent();
  });
  return { arrivals, socket };
}

async function main() {
  const server = await startBenchServer();
  const { baseUrl } = server;
  try {
    const cookies: string[] = [];
    for (let index = 0; index < MEMBERS; index += 1)
      cookies.push(await signUpCookie(baseUrl, `bench${index}`));
    const [ownerCookie = ''] = cookies;
    const cabin = (await (
      await postJson(baseUrl, '/api/cabin/create', { name: 'Benchhytta' }, ownerCookie)
    ).json()) as {
      id: string;
      accessCode: string;
    };
    for (const cookie of cookies.slice(1)) {
      await postJson(baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, cookie);
    }

    let received = 0;
    let allArrived: () => void = () => {};
    const onEvent = () => {
      received += 1;
      if (received === SOCKETS) allArrived();
    };
    const wsUrl = `${baseUrl.replace('http', 'ws')}/ws`;
    const sockets: BenchSocket[] = [];
    for (let index = 0; index < SOCKETS; index += 1) {
      sockets.push(await openJoined(wsUrl, cookies[index % cookies.length] ?? '', cabin.id, onEvent));
    }

    const starts: number[] = [];
    for (let write = 0; write < WRITES; write += 1) {
      received = 0;
      const arrived = new Promise<void>((resolve) => (allArrived = resolve));
      starts.push(performance.now());
      await postJson(
        baseUrl,
        '/api/shopping-items',
        { name: `Vare ${write}` },
        cookies[write % cookies.length],
      );
      await arrived;
    }
    const latencies = sockets
      .flatMap((entry) => entry.arrivals.map((arrival, write) => arrival - (starts[write] ?? arrival)))
      .sort((a, b) => a - b);
    for (const entry of sockets) entry.socket.close();

    const result = {
      sockets: SOCKETS,
      members: MEMBERS,
      writes: WRITES,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(2)),
      targetP99Ms: 100,
      measuredAt: new Date().toISOString(),
    };
    console.table({ 'live updates (write -> every socket)': result });
    console.log(result.p99Ms < result.targetP99Ms ? 'p99 within target' : 'p99 ABOVE target');
    writeResult('liveUpdates', result);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
