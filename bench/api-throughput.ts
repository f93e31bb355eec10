import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type BenchServer,
  rssMb,
  sendJson,
  startBenchServer,
  waitUntilIdle,
  writeResult,
} from './support/bench-server';
import {
  CONNECTIONS,
  DURATION_S,
  type LoadFigures,
  measureCycles,
  measureGet,
  startBareServer,
  startBusyCore,
  type WriteFigures,
} from './support/load';
import { addDays, seedCabin } from './support/seed-cabin';

// API throughput, writes and memory (issue #11, decision 014's budget: GET /api/bookings of a cabin
// with 1,000 bookings at >= 50% of the requests/s of a bare node:http server answering the
// same bytes, measured in the same run; issue #18: embedded server idle RSS <= 160 MB, and each
// of the two booking writes p99 < 100 ms at 10 callers on the embedded database). The server runs
// as its own process, once on the embedded database and once on a fresh PostgreSQL database
// (skipped when PostgreSQL cannot be reached). Prints tables and writes
// bench/results/latest.json (sections apiThroughput, writes, memory); not a test.
// BENCH_BUSY_CORE=1 also measures the embedded server's writes again while a CPU-bound process
// keeps one core busy (section writesBusyCore), as on a home server that runs other programs.

const STAYS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const WRITE_PARALLEL = Number(process.env.BENCH_WRITE_PARALLEL ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_RATIO = 0.5;
const TARGET_IDLE_MB = 160;
/** Each of the two writes, at WRITE_PARALLEL callers (issue #18). */
const TARGET_WRITE_P99_MS = 100;
const BUSY_CORE = process.env.BENCH_BUSY_CORE === '1';
const WRITE_CALLS = ['create', 'decide'] as const;
type Writes = WriteFigures<(typeof WRITE_CALLS)[number]>;

type ReadResult = {
  bookings: number;
  bodyBytes: number;
  app: LoadFigures;
  bare: LoadFigures;
  ratio: number;
  targetRatio: number;
  met: boolean;
};

type PassResult = {
  seedSeconds: number;
  read: ReadResult;
  writes: Writes;
  /** The embedded database's writes again with one core kept busy (BENCH_BUSY_CORE=1). */
  writesBusyCore?: Writes;
  memory: { idleMb: number; afterLoadMb: number };
};

async function measureRead(server: BenchServer, cookie: string): Promise<ReadResult> {
  const url = `${server.baseUrl}/api/bookings`;
  const answer = await fetch(url, { headers: { cookie } });
  if (!answer.ok) throw new Error(`GET /api/bookings: ${answer.status}`);
  const body = Buffer.from(await answer.arrayBuffer());
  const bookings = (JSON.parse(body.toString('utf8')) as unknown[]).length;
  const bare = await startBareServer(body, answer.headers.get('content-type') ?? 'application/json');
  try {
    // A short warm-up of each, so neither is measured while its code is still being compiled.
    const warmUp = Math.min(2, DURATION_S);
    await measureGet(url, { cookie }, warmUp);
    await measureGet(bare.url, {}, warmUp);
    const app = await measureGet(url, { cookie });
    const yardstick = await measureGet(bare.url);
    const ratio = Number((app.requestsPerSecond / yardstick.requestsPerSecond).toFixed(3));
    return {
      bookings,
      bodyBytes: body.length,
      app,
      bare: yardstick,
      ratio,
      targetRatio: TARGET_RATIO,
      met: ratio >= TARGET_RATIO && app.failures === 0,
    };
  } finally {
    await bare.stop();
  }
}

/**
 * Member asks (pending), owner approves: the two writes every stay goes through. `firstIndex`
 * moves the dates past those of an earlier measurement on the same data.
 */
async function measureWrites(
  server: BenchServer,
  seeded: Awaited<ReturnType<typeof seedCabin>>,
  firstIndex = 0,
): Promise<Writes> {
  return measureCycles(
    WRITE_PARALLEL,
    DURATION_S,
    WRITE_CALLS,
    async (index) => {
      const startDate = addDays(seeded.nextFreeDate, 2 * index);
      const member = seeded.memberCookies[index % seeded.memberCookies.length] ?? '';
      const askedAt = performance.now();
      const created = (await (
        await sendJson(
          server.baseUrl,
          'POST',
          '/api/bookings',
          { startDate, endDate: addDays(startDate, 1) },
          member,
        )
      ).json()) as { id: string; status: string };
      const approvedAt = performance.now();
      if (created.status !== 'pending') throw new Error(`a member's booking was ${created.status}`);
      // Read to the end, as the creation's answer is: a call is timed until its whole answer is in.
      await (
        await sendJson(
          server.baseUrl,
          'PUT',
          `/api/bookings/${created.id}/status`,
          { status: 'approved' },
          seeded.ownerCookie,
        )
      ).arrayBuffer();
      return [approvedAt - askedAt, performance.now() - approvedAt];
    },
    firstIndex,
  );
}

/** The writes again while another process keeps one core busy; it is stopped afterwards. */
async function measureWritesBusyCore(
  server: BenchServer,
  seeded: Awaited<ReturnType<typeof seedCabin>>,
  firstIndex: number,
): Promise<Writes> {
  const busy = await startBusyCore();
  try {
    return await measureWrites(server, seeded, firstIndex);
  } finally {
    await busy.stop();
  }
}

/**
 * Seeds a new server and lets it finish the work the seeding queued, then restarts it on the same
 * data, as a server usually starts: the idle memory is read after that start (a first start also
 * creates the embedded database, which takes far more memory for a while), before the reads, the
 * writes, and the memory after them.
 */
async function runPass(databaseUrl: string | null, busyCore = false): Promise<PassResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hytta-bench-'));
  try {
    const seeding = await startBenchServer({ databaseUrl, dataDir });
    const seedStarted = performance.now();
    const seeded = await seedCabin(seeding.baseUrl, MEMBERS, STAYS)
      .then(async (cabin) => {
        // The deliveries the seeding queued are done before the restart: an idle server restarts.
        await waitUntilIdle(seeding.child.pid);
        return cabin;
      })
      .finally(() => seeding.stop());
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    const server = await startBenchServer({ databaseUrl, dataDir });
    try {
      const idleMb = rssMb(server.child.pid);
      const read = await measureRead(server, seeded.memberCookies[0] ?? seeded.ownerCookie);
      const writes = await measureWrites(server, seeded);
      const writesBusyCore = busyCore
        ? await measureWritesBusyCore(server, seeded, writes.cycles)
        : undefined;
      return {
        seedSeconds,
        read,
        writes,
        ...(writesBusyCore ? { writesBusyCore } : {}),
        memory: { idleMb, afterLoadMb: rssMb(server.child.pid) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new database on the PostgreSQL server for one pass, dropped afterwards; null if unreachable. */
async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | { skipped: string }> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    const reason = `PostgreSQL at ${POSTGRES_URL} is unreachable (${error instanceof Error ? error.message : error})`;
    console.log(`${reason}: the PostgreSQL pass was skipped.`);
    return { skipped: reason };
  }
  const name = `hytta_bench_${process.pid}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

const describeWrites = (writes: Writes) =>
  `${writes.cyclesPerSecond} create+approve cycles/s; create p50 ${writes.createP50Ms} ms, p99 ${writes.createP99Ms} ms; ` +
  `decide p50 ${writes.decideP50Ms} ms, p99 ${writes.decideP99Ms} ms (target p99 < ${TARGET_WRITE_P99_MS} ms each)`;

function printPass(label: string, pass: PassResult) {
  const { read, writes, writesBusyCore, memory } = pass;
  console.log(
    `\n${label}: ${read.bookings} bookings (${read.bodyBytes} bytes), seeded in ${pass.seedSeconds} s`,
  );
  console.table({
    'GET /api/bookings (Hytta)': read.app,
    'same bytes (bare node:http)': read.bare,
  });
  console.log(
    `ratio ${read.ratio} (target >= ${TARGET_RATIO}): ${read.met ? 'met' : 'NOT met'}; ` +
      `RSS idle ${memory.idleMb} MB (target <= ${TARGET_IDLE_MB}), after load ${memory.afterLoadMb} MB`,
  );
  console.log(`writes: ${describeWrites(writes)}`);
  if (writesBusyCore) console.log(`writes, one core busy: ${describeWrites(writesBusyCore)}`);
}

async function main() {
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s per measurement, ${STAYS} bookings, ${MEMBERS} members`,
  );
  const pglite = await runPass(null, BUSY_CORE);
  printPass('PGlite (embedded)', pglite);
  const postgres = await withPostgresDatabase((url) => runPass(url));
  if (!('skipped' in postgres)) printPass('PostgreSQL', postgres);

  const measuredAt = new Date().toISOString();
  const passes = { pglite, postgres };
  const pick = <K extends keyof PassResult>(key: K) =>
    Object.fromEntries(
      Object.entries(passes).map(([name, pass]) => [
        name,
        'skipped' in pass ? { skipped: pass.skipped } : pass[key],
      ]),
    );
  writeResult('apiThroughput', {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    bookings: STAYS,
    members: MEMBERS,
    ...pick('read'),
    targetRatio: TARGET_RATIO,
    measuredAt,
  });
  const writeFigures = { parallel: WRITE_PARALLEL, durationS: DURATION_S, targetP99Ms: TARGET_WRITE_P99_MS };
  writeResult('writes', { ...writeFigures, ...pick('writes'), measuredAt });
  if (pglite.writesBusyCore) {
    writeResult('writesBusyCore', { ...writeFigures, pglite: pglite.writesBusyCore, measuredAt });
  }
  writeResult('memory', {
    ...pick('memory'),
    targetIdleMb: TARGET_IDLE_MB,
    met: pglite.memory.idleMb <= TARGET_IDLE_MB,
    measuredAt,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
