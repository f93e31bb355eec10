import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedThroughApi } from '../test/seed-through-api';
import { startServerProcess } from '../test/server-process';
import { startStubServices } from '../test/stub-services/stub-services';
import { createPostgresTestDatabase } from '../test/test-database';
import { backupDataDir, restoreDataDir } from './backup';
import { openDatabase } from './client';
import { copyEmbeddedToPostgres, copyPlan } from './copy-to-postgres';
import { pgliteDirOf } from './data-dir-lock';
import type { Query } from './migration-status';

// Backups, restores and the move to PostgreSQL (decision 019), on data a real server wrote.

const work = mkdtempSync(join(tmpdir(), 'hytta-backup-'));
const dataDir = join(work, 'data');
const liveBackup = join(work, 'while-running.tar.gz');
const secret = 'a-session-secret-for-the-backup-tests-0123456';

/** Every table's rows as text, in a stable order; timestamps in UTC whatever the server's zone. */
async function contents(query: Query): Promise<Record<string, string>> {
  await query(`set timezone to 'UTC'`);
  const { order } = await copyPlan(query);
  const tables: Record<string, string> = {};
  for (const table of order) {
    const [row] = await query<{ rows: string }>(
      `select coalesce(json_agg(t order by t::text), '[]')::text as rows from "${table}" t`,
    );
    tables[table] = row?.rows ?? '';
  }
  return tables;
}

async function contentsOfDataDir(dir: string): Promise<Record<string, string>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dir) });
  try {
    return await contents(database.query);
  } finally {
    await database.close();
  }
}

let original: Record<string, string>;

beforeAll(async () => {
  // The seed prices a stay's power: the spot prices come from the price service's stub.
  const stubs = await startStubServices();
  const server = await startServerProcess({
    dataDir,
    sessionSecret: secret,
    env: { POWER_PRICE_URL: stubs.urls.powerPriceUrl },
  });
  try {
    await seedThroughApi(server.baseUrl);
    // A backup while the server runs: the running server writes it (SIGUSR2).
    const outcome = await backupDataDir(dataDir, liveBackup);
    expect(outcome.takenBy).toBe('the running server');
    await server.waitForLine('backup written');
  } finally {
    await server.stop();
    await stubs.close();
  }
  original = await contentsOfDataDir(dataDir);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('the seeded data touches every table but the migrations', () => {
    const empty = Object.entries(original).filter(([, rows]) => rows === '[]');
    // A night fee is charged only for a stay that ended after the fee was set (issue #16), and
    // the API books no past stays, so the seed has none.
    expect(empty.map(([table]) => table).sort()).toEqual(['night_fee_charges', 'verifications']);
  });

  it("restores a running server's backup into a new directory with every row", async () => {
    const target = join(work, 'restored-live');
    const { users } = await restoreDataDir(target, liveBackup);
    expect(users).toBe(2);
    expect(await contentsOfDataDir(target)).toEqual(original);
  });

  it("restores a stopped server's backup into a new directory with every row", async () => {
    const file = join(work, 'stopped.tar.gz');
    const outcome = await backupDataDir(dataDir, file);
    expect(outcome.takenBy).toBe('this process');
    expect(existsSync(join(dataDir, 'hytta.lock'))).toBe(false);
    const target = join(work, 'restored-stopped');
    await restoreDataDir(target, file);
    expect(await contentsOfDataDir(target)).toEqual(original);
  });

  it('refuses to restore over a database, and into a directory a server holds', async () => {
    await expect(restoreDataDir(dataDir, liveBackup)).rejects.toThrow(/already holds a database/);
    // A lock of another live process (this test's parent), as a running server leaves it.
    const held = join(work, 'held');
    mkdirSync(held);
    writeFileSync(join(held, 'hytta.lock'), `${process.ppid}\n`);
    await expect(restoreDataDir(held, liveBackup)).rejects.toThrow(/in use .* needs the server stopped/s);
    await expect(copyEmbeddedToPostgres(held, 'postgres://127.0.0.1:9/none')).rejects.toThrow(
      /in use .* Stop the server/s,
    );
  });

  it('says so when there is nothing to back up, or the backup file is not one', async () => {
    await expect(backupDataDir(join(work, 'nothing'), join(work, 'x.tar.gz'))).rejects.toThrow(
      /no embedded database/,
    );
    await expect(
      copyEmbeddedToPostgres(join(work, 'nothing'), 'postgres://127.0.0.1:9/none'),
    ).rejects.toThrow(/no embedded database/);
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const target = join(work, 'from-junk');
    mkdirSync(target);
    await expect(restoreDataDir(target, junk)).rejects.toThrow();
    expect(existsSync(pgliteDirOf(target))).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// Registered only on the PostgreSQL run: the PGlite run has no server to copy into.
if (serverUrl) {
  describe('moving the embedded database to PostgreSQL', () => {
    it('copies every row of every table into an empty database, and refuses a non-empty one', async () => {
      const { database, url } = await createPostgresTestDatabase(serverUrl ?? '');
      try {
        const report = await copyEmbeddedToPostgres(dataDir, url);
        expect(report.map((entry) => entry.table).sort()).toEqual(Object.keys(original).sort());
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const query: Query = async <Row>(text: string) => (await client.query(text)).rows as Row[];
          expect(await contents(query)).toEqual(original);
        } finally {
          await client.end();
        }
        await expect(copyEmbeddedToPostgres(dataDir, url)).rejects.toThrow(/not empty \(rows in .*users/);
      } finally {
        await database.close();
      }
    }, 60_000);
  });
}
