import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

// Live-update latency (issue #6, DESIGN target: p99 < 100 ms on loopback with 500 sockets).
// The server runs as its own process, as in production (embedded database, or PostgreSQL when
// DATABASE_URL is set); this process holds 500 sockets of 50 members in one cabin, makes
// sequential writes through the API, and times each write from just before its request until
// each socket receives the event. Prints a table and writes bench/results/latest.json.

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const WRITES = Number(process.env.BENCH_WRITES ?? 100);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = join(repoRoot, 'bench', 'results', 'latest.json');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      SIGN_IN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Resolves on the start-up line; stdout keeps being read so the pipe never fills.
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      if (line.includes('Hytta is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited during start-up (${code})`)));
  });
  return { baseUrl, child };
}

async function call(baseUrl: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function member(baseUrl: string, index: number): Promise<string> {
  const username = `bench${index}_${Date.now().toString(36)}`;
  const response = await call(baseUrl, '/api/identity/sign-up/email', {
    email: `${username}@example.no`,
    password: 'bench-password-123',
    name: `Bench ${index}`,
    username,
  });
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

type BenchSocket = { arrivals: number[]; socket: WebSocket };

function openJoined(url: string, cookie: string, cabinId: string, onEvent: () => void): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    const entry: BenchSocket = { arrivals: [], socket };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', cabinId })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'joined') resolve(entry);
      else if (message.type === 'shopping_item_created') {
        entry.arrivals.push(performance.now());
        onEvent();
      }
    });
    socket.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hytta-bench-'));
  const { baseUrl, child } = await startServer(dataDir);
  try {
    const cookies: string[] = [];
    for (let index = 0; index < MEMBERS; index += 1) cookies.push(await member(baseUrl, index));
    const [ownerCookie = ''] = cookies;
    const cabin = (await (
      await call(baseUrl, '/api/cabin/create', { name: 'Benchhytta' }, ownerCookie)
    ).json()) as {
      id: string;
      accessCode: string;
    };
    for (const cookie of cookies.slice(1)) {
      await call(baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, cookie);
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
      await call(baseUrl, '/api/shopping-items', { name: `Vare ${write}` }, cookies[write % cookies.length]);
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
    mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
    let previous: Record<string, unknown> = {};
    try {
      previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
    } catch {
      // No earlier results: start a new file.
    }
    writeFileSync(resultsFile, `${JSON.stringify({ ...previous, liveUpdates: result }, null, 2)}\n`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
