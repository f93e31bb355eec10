import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dateInTimeZone } from '@shared/calendar-dates';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { CHECKLIST_SCHEDULES } from '../server/features/checklists';
import { COST_SCHEDULES } from '../server/features/costs';
import { MESSAGE_SCHEDULES } from '../server/features/messages';
import { NGINX, startNginx } from '../server/test/nginx-process';
import {
  type BenchServer,
  freePort,
  rssMb,
  startBenchServer,
  waitUntilIdle,
  writeResult,
} from './support/bench-server';
import { explainHotQueries } from './support/scale-explain';
import { openScaleSockets, type SocketHolder } from './support/scale-live';
import {
  type BookingPair,
  measureBookingCycles,
  measureFirstScreen,
  type ReminderFigures,
  runMorningReminder,
} from './support/scale-measure';
import {
  cabinIdOf,
  markOccurrencesDone,
  memberOf,
  reminderDates,
  type ScaleSize,
  seedScale,
  signInDirectly,
} from './support/scale-seed';
import { addDays } from './support/seed-cabin';

// `npm run bench:scale` (issue #39, decision 053): how far one machine goes. Seeds BENCH_CABINS
// cabins (10,000) and BENCH_MEMBERS members (100,000) with a year of history straight into a new
// PostgreSQL database, starts two app processes behind deploy/nginx/hytta.conf (Debian's nginx,
// run as this script's child), then measures: the dashboard's first-screen calls at 200 signed-in
// members, a booking's request and decision meanwhile, the live event from a write on one process
// to 5,000 sockets spread over both, the morning reminder for every member, and each process's
// memory. A benchmark, not a test: it prints figures and writes bench/results/latest.json
// (section `scale`). The database is dropped at the end.

const SIZE: ScaleSize = {
  cabins: Number(process.env.BENCH_CABINS ?? 10_000),
  members: Number(process.env.BENCH_MEMBERS ?? 100_000),
};
const READERS = Number(process.env.BENCH_READERS ?? 200);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const WRITE_PARALLEL = Number(process.env.BENCH_WRITE_PARALLEL ?? 10);
const LIVE_WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 300);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { readP99Ms: 50, writeP99Ms: 100, liveP99Ms: 100, reminderMinutes: 10 };
/** Cabins whose owner decides the benchmark's booking requests. */
const BOOKING_CABINS = 50;

/** Members spread evenly over the cabins: the `count` signed-in members reading the dashboard. */
function spreadMembers(count: number): number[] {
  const step = Math.max(1, Math.floor(SIZE.cabins / count));
  // The second member of each chosen cabin: an admin, who reads what a member reads.
  return Array.from({ length: Math.min(count, SIZE.cabins) }, (_, index) =>
    memberOf(1 + index * step, 1, SIZE),
  );
}

/** The socket holders: every member of the first cabins, until there are `count`. */
function socketMembers(count: number): number[] {
  const perCabin = Math.floor(SIZE.members / SIZE.cabins);
  const members: number[] = [];
  for (let cabin = 1; cabin <= SIZE.cabins && members.length < count; cabin += 1) {
    for (let nth = 0; nth < perCabin && members.length < count; nth += 1)
      members.push(memberOf(cabin, nth, SIZE));
  }
  return members;
}

function machine(): string {
  const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  return `${cpus().length} cores (${model}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory`;
}

const rssOf = (servers: readonly BenchServer[]) => servers.map((server) => rssMb(server.child.pid));

async function main() {
  if (!existsSync(NGINX)) {
    console.error(
      `bench:scale runs deploy/nginx/hytta.conf in Debian's nginx, which is missing at ${NGINX}. ` +
        'Install it with: apt-get update && apt-get install -y nginx',
    );
    process.exit(1);
  }
  process.env.BENCH_PORT ??= '4100';
  console.log(`bench:scale on ${machine()}: ${SIZE.cabins} cabins, ${SIZE.members} members`);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = `hytta_scale_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const client = new pg.Client({ connectionString: databaseUrl });
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const migrating = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await migrating.migrate();
    await migrating.close();
    await client.connect();
    cleanups.push(() => client.end());

    const today = dateInTimeZone(new Date());
    const reminder = reminderDates(today);
    console.log('Seeding:');
    const seeded = await seedScale(client, SIZE, { today, reminderDueDate: reminder.dueDate });
    await markOccurrencesDone(
      client,
      [...MESSAGE_SCHEDULES, ...CHECKLIST_SCHEDULES, ...COST_SCHEDULES],
      new Date(),
    );
    const { rows: sizeRows } = await client.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(`Seeded in ${seeded.seconds} s; the database is ${sizeRows[0]?.size}`);

    const readers = spreadMembers(READERS);
    const explained = await explainHotQueries(
      client,
      readers[0] ?? 1,
      (((readers[0] ?? 1) - 1) % SIZE.cabins) + 1,
      reminder.dueDate,
    );
    console.log('EXPLAIN ANALYZE of the hot statements:');
    console.table(Object.fromEntries(explained.map(({ query, ...rest }) => [query, rest])));

    const secret = randomBytes(32).toString('hex');
    const holders = socketMembers(SOCKETS);
    const bookingCabins = Array.from(
      { length: Math.min(BOOKING_CABINS, SIZE.cabins) },
      (_, index) =>
        // Cabins at the far end, so the booking writes' events do not reach the measured sockets.
        SIZE.cabins - index,
    );
    const signedIn = [
      ...new Set([
        ...readers,
        ...holders,
        ...bookingCabins.flatMap((cabin) => [memberOf(cabin, 0, SIZE), memberOf(cabin, 2, SIZE)]),
      ]),
    ];
    const cookies = await signInDirectly(client, signedIn, secret);
    const cookieOf = (member: number) => cookies.get(member) ?? '';

    // nginx's port first, then the processes from the next port on (freePort starts at
    // BENCH_PORT and nginx is not listening yet).
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    process.env.BENCH_PORT = String(nginxPort + 1);
    const servers: BenchServer[] = [];
    for (let index = 0; index < 2; index += 1) {
      const server = await startBenchServer({
        databaseUrl,
        env: { SESSION_SECRET: secret, TRUST_PROXY: 'true', PUBLIC_URL: publicUrl, BACKUP_SCHEDULE: 'off' },
      });
      servers.push(server);
      cleanups.push(server.stop);
    }
    const nginx = await startNginx({
      listenPort: nginxPort,
      backendPorts: servers.map((server) => Number(new URL(server.baseUrl).port)),
      workerConnections: 2 * (SOCKETS + READERS) + 1024,
    });
    cleanups.push(nginx.remove);
    await Promise.all(servers.map((server) => waitUntilIdle(server.child.pid)));
    const idleMb = rssOf(servers);

    const socketHolders: SocketHolder[] = holders.map((member) => ({
      cookie: cookieOf(member),
      cabinId: cabinIdOf(((member - 1) % SIZE.cabins) + 1),
    }));
    const sockets = await openScaleSockets(`${publicUrl.replace('http', 'ws')}/ws`, publicUrl, socketHolders);
    cleanups.push(async () => sockets.close());
    console.log(`${sockets.count} sockets open through nginx in ${sockets.openSeconds} s`);

    const readerCookies = readers.map(cookieOf);
    // A short warm-up, so the figures are not those of code still being compiled.
    await measureFirstScreen(publicUrl, readerCookies, READERS, 3);
    const pairs: BookingPair[] = bookingCabins.map((cabin) => ({
      owner: cookieOf(memberOf(cabin, 0, SIZE)),
      asker: cookieOf(memberOf(cabin, 2, SIZE)),
    }));
    const [reads, writes] = await Promise.all([
      measureFirstScreen(publicUrl, readerCookies, READERS, DURATION_S),
      measureBookingCycles(publicUrl, pairs, addDays(today, 400), WRITE_PARALLEL, DURATION_S),
    ]);
    const afterReadsMb = rssOf(servers);
    // Each phase's figures as soon as they are measured: a later phase that runs out of time
    // does not take them with it.
    console.log('reads:', JSON.stringify(reads));
    console.log('writes:', JSON.stringify(writes));

    // Writes straight to the first process; the sockets are spread over both by nginx.
    const writers = new Map<string, string>();
    for (const [index, holder] of socketHolders.entries()) {
      if (!writers.has(holder.cabinId)) writers.set(holder.cabinId, socketHolders[index]?.cookie ?? '');
    }
    const live = await sockets.measure(servers[0]?.baseUrl ?? '', publicUrl, writers, LIVE_WRITES);
    const withSocketsMb = rssOf(servers);
    console.log(
      'live:',
      JSON.stringify(live),
      'RSS MB:',
      JSON.stringify({ idleMb, afterReadsMb, withSocketsMb }),
    );

    const reminders = await runMorningReminder(
      client,
      reminder.occurrence,
      reminder.dueDate,
      SIZE.members,
      Number(process.env.BENCH_REMINDER_TIMEOUT_MINUTES ?? 2 * TARGETS.reminderMinutes),
    );
    const afterRemindersMb = rssOf(servers);
    sockets.close();
    await nginx.stop();
    const socketsPerProcess = servers.map(
      (server) =>
        nginx
          .accessLog()
          .filter((entry) => entry.uri === '/ws' && entry.upstream === new URL(server.baseUrl).host).length,
    );

    const result = {
      machine: machine(),
      size: SIZE,
      seed: { ...seeded, databaseSize: sizeRows[0]?.size },
      reads: { ...reads, paths: FIRST_SCREEN_PATHS_LABEL, durationS: DURATION_S },
      writes: { ...writes, parallel: WRITE_PARALLEL },
      live: { ...live, sockets: sockets.count, socketsPerProcess },
      reminders,
      explained,
      rssMb: {
        idle: idleMb,
        afterReads: afterReadsMb,
        withSockets: withSocketsMb,
        afterReminders: afterRemindersMb,
      },
      targets: TARGETS,
      measuredAt: new Date().toISOString(),
    };
    printTable(result);
    writeResult('scale', result);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const FIRST_SCREEN_PATHS_LABEL = 'the six GETs of server/http/page-answers.ts PAGE_ANSWER_PATHS';

type Result = {
  reads: { p50Ms: number; p99Ms: number; requestsPerSecond: number; failures: number; members: number };
  writes: {
    createP99Ms: number;
    decideP99Ms: number;
    p99Ms: number;
    cyclesPerSecond: number;
    parallel: number;
  };
  live: { p50Ms: number; p99Ms: number; sockets: number; writes: number; socketsPerProcess: number[] };
  reminders: ReminderFigures;
  rssMb: Record<string, number[]>;
};

function printTable({ reads, writes, live, reminders, rssMb: rss }: Result) {
  const met = (value: boolean) => (value ? 'yes' : 'NO');
  console.table({
    [`first-screen reads, ${reads.members} members (${reads.requestsPerSecond} req/s, ${reads.failures} failed)`]:
      {
        measured: `p50 ${reads.p50Ms} ms, p99 ${reads.p99Ms} ms`,
        target: `p99 < ${TARGETS.readP99Ms} ms`,
        met: met(reads.p99Ms < TARGETS.readP99Ms && reads.failures === 0),
      },
    [`booking request + decision, ${writes.parallel} callers (${writes.cyclesPerSecond} cycles/s)`]: {
      measured: `create p99 ${writes.createP99Ms} ms, decide p99 ${writes.decideP99Ms} ms`,
      target: `p99 < ${TARGETS.writeP99Ms} ms`,
      met: met(writes.p99Ms < TARGETS.writeP99Ms),
    },
    [`live event, ${live.sockets} sockets (${live.socketsPerProcess.join(' + ')}), ${live.writes} writes`]: {
      measured: `p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms`,
      target: `p99 < ${TARGETS.liveP99Ms} ms`,
      met: met(live.p99Ms < TARGETS.liveP99Ms),
    },
    [`morning reminder, ${reminders.expected} members`]: {
      measured:
        `${reminders.notified} written in ${reminders.notifiedMinutes} min, ${reminders.duplicates} duplicates, ` +
        `job claimed ${reminders.attempts}x; delivery jobs ${reminders.deliveryJobsDone}/${reminders.deliveryJobs} done ` +
        (reminders.minutes === null ? 'when the wait ran out' : `after ${reminders.minutes} min`),
      target: `all within ${TARGETS.reminderMinutes} min, none twice`,
      met: met(
        reminders.notified === reminders.expected &&
          reminders.duplicates === 0 &&
          reminders.minutes !== null &&
          reminders.minutes < TARGETS.reminderMinutes,
      ),
    },
    ...Object.fromEntries(
      Object.entries(rss).map(([moment, values]) => [
        `RSS per process, ${moment}`,
        { measured: values.map((value) => `${value} MB`).join(', '), target: '-', met: '-' },
      ]),
    ),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
