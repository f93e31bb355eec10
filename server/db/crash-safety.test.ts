import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieHeaderOf, type ServerProcess, startServerProcess } from '../test/server-process';
import { createPostgresTestDatabase } from '../test/test-database';
import { type AckedWrites, writeUntilKilled } from '../test/write-stream';
import { pgliteDirOf } from './data-dir-lock';
import {
  amcheckFindings,
  danglingForeignKeys,
  migrationDifferences,
  overlappingBookings,
  type Query,
} from './integrity-checks';

// A server process killed with SIGKILL in the middle of a stream of writes (decision 016): after
// a restart on the same data every write whose 2xx answer arrived is there as it was answered,
// and the database is whole. On PGlite always; on PostgreSQL in CI's second run.

const SECRET = 'crash-safety-test-secret-long-enough-for-auth';
/** Acknowledged writes before the kill; more are in flight when it lands. */
const KILL_AFTER = 40;

type Target = {
  start: () => Promise<ServerProcess>;
  /** The embedded database's lock file (PGlite only: PostgreSQL needs none). */
  lockFile?: string;
  /** Direct access to the database while no server runs: a query function and its closing. */
  inspect: () => Promise<{ query: Query; close: () => Promise<void> }>;
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'hytta-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function started(server: ServerProcess): ServerProcess {
  cleanups.push(server.kill);
  return server;
}

function pgliteTarget(): Target {
  const dataDir = tempDataDir();
  return {
    lockFile: join(dataDir, 'hytta.lock'),
    start: async () => started(await startServerProcess({ dataDir, sessionSecret: SECRET })),
    inspect: async () => {
      const client = await PGlite.create(pgliteDirOf(dataDir), { extensions: { amcheck, btree_gist } });
      await client.exec('create extension if not exists amcheck');
      return {
        query: async <Row>(sql: string) => (await client.query<Row>(sql)).rows,
        close: () => client.close(),
      };
    },
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const { database, url } = await createPostgresTestDatabase(serverUrl);
  cleanups.push(() => database.close());
  const dataDir = tempDataDir();
  return {
    start: async () =>
      started(await startServerProcess({ databaseUrl: url, dataDir, sessionSecret: SECRET })),
    inspect: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('create extension if not exists amcheck');
      return {
        query: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
        close: () => client.end(),
      };
    },
  };
}

async function signUpAndCreateCabin(baseUrl: string): Promise<{ cookie: string; cabinId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/identity/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: 'krasj@example.no',
      password: 'correct-horse-battery',
      name: 'Kari Krasj',
      username: 'krasj',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const cookie = cookieHeaderOf(signUp);
  const created = await fetch(`${baseUrl}/api/cabin/create`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Krasjhytta' }),
  });
  expect(created.status).toBe(201);
  return { cookie, cabinId: ((await created.json()) as { id: string }).id };
}

type ListedItem = { id: string; name: string; status: string };
type ListedBooking = { id: string; startDate: string; endDate: string; status: string };

/** Every acknowledged write, as the API lists it after the restart. */
async function expectAckedWritesListed(baseUrl: string, cookie: string, acked: AckedWrites) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    // The session written before the crash still signs the user in.
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const items = new Map((await get<ListedItem[]>('/api/shopping-items')).map((item) => [item.id, item]));
  for (const item of acked.items) {
    expect(items.get(item.id), `acknowledged item ${item.name}`).toMatchObject({
      name: item.name,
      ...(item.status ? { status: item.status } : {}),
    });
  }
  const bookings = new Map(
    (await get<ListedBooking[]>('/api/bookings')).map((booking) => [booking.id, booking]),
  );
  for (const booking of acked.bookings) {
    expect(bookings.get(booking.id), `acknowledged booking ${booking.startDate}`).toMatchObject({
      startDate: booking.startDate,
      endDate: booking.endDate,
      status: 'approved',
    });
  }
  return { items: items.size, bookings: bookings.size };
}

async function crashAndRecover(target: Target): Promise<void> {
  const first = await target.start();
  const { cookie, cabinId } = await signUpAndCreateCabin(first.baseUrl);
  const { acked, inFlightAtKill } = await writeUntilKilled(first.baseUrl, cookie, {
    killAfter: KILL_AFTER,
    kill: first.kill,
  });
  expect(acked.count).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill landed in the middle of the stream, not after it.
  expect(inFlightAtKill).toBeGreaterThan(0);
  const lockOf = (file: string) => readFileSync(file, 'utf8').trim();
  // SIGKILL ran no shutdown code: the dead process still holds the lock, which is stale.
  if (target.lockFile) expect(lockOf(target.lockFile)).toBe(String(first.pid));

  const second = await target.start();
  if (target.lockFile) expect(lockOf(target.lockFile)).toBe(String(second.pid));
  const listed = await expectAckedWritesListed(second.baseUrl, cookie, acked);
  const after = await fetch(`${second.baseUrl}/api/shopping-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: second.baseUrl, cookie },
    body: JSON.stringify({ name: 'Etter krasjet' }),
  });
  expect(after.status, 'a write after the restart').toBe(201);
  await second.stop();

  const { query, close } = await target.inspect();
  try {
    const [counts] = await query<{ items: number; bookings: number }>(`
      select (select count(*)::int from shopping_items where cabin_id = '${cabinId}') as items,
             (select count(*)::int from bookings where cabin_id = '${cabinId}') as bookings`);
    expect(counts).toEqual({ items: listed.items + 1, bookings: listed.bookings });
    expect(await danglingForeignKeys(query)).toEqual([]);
    expect(await overlappingBookings(query)).toEqual([]);
    const migrations = await migrationDifferences(query);
    expect(migrations.applied).toEqual(migrations.files);
    const { checked, findings } = await amcheckFindings(query);
    expect(checked).toBeGreaterThan(10);
    expect(findings).toEqual([]);
  } finally {
    await close();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;
const targets: { name: string; target: () => Promise<Target> }[] = [
  { name: 'PGlite', target: async () => pgliteTarget() },
  // CI's second run; PGlite runs in both.
  ...(serverUrl ? [{ name: 'PostgreSQL', target: () => postgresTarget(serverUrl) }] : []),
];

describe('a server killed with SIGKILL in the middle of writes', () => {
  it.each(targets)(
    'on $name keeps every acknowledged write and leaves a whole database',
    async ({ target }) => crashAndRecover(await target()),
    90_000,
  );
});
