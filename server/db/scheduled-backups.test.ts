import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../jobs/job-kinds';
import { latestOccurrence } from '../jobs/schedules';
import { createCabinAs } from '../test/cabin-fixtures';
import { snapshotDatabase } from '../test/db-snapshot';
import { callAs, createTestApp, signUp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase } from '../test/test-database';
import { restoreDataDir } from './backup';
import { backupsToDelete } from './backup-retention';
import { countDifferences, verifyBackup } from './backup-verification';
import { type DatabaseHandle, openDatabase } from './client';
import { pgliteDirOf } from './data-dir-lock';
import { restorePostgres } from './postgres-restore';
import { type BackupSettings, listBackups } from './scheduled-backups';

// Issue #39, item 2 (decision 052): the backup runs on its schedule as a durable job, on the
// embedded database and on PostgreSQL (CI's second pass), is written whole, and restores every
// row; retention keeps 7 daily, 4 weekly and 12 monthly backups.

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** What `/readyz` says of backups when they are on. */
type Readiness = { backup?: { lastGoodAt: string | null; ageHours: number | null } };

/** 04:00 in Oslo on 28 November 2026: half an hour after the default schedule's run. */
const AFTER_THE_NIGHTS_RUN = new Date('2026-11-28T03:00:00Z');

describe('the backup schedule', () => {
  it('runs at 03:30 Oslo time, in winter and in summer', () => {
    const nightly = { kind: JOB_KINDS.backup, cron: '30 3 * * *' };
    expect(latestOccurrence(nightly, AFTER_THE_NIGHTS_RUN).at.toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(latestOccurrence(nightly, new Date('2026-11-28T02:29:00Z')).at.toISOString()).toBe(
      '2026-11-27T02:30:00.000Z',
    );
    expect(latestOccurrence(nightly, new Date('2026-07-01T12:00:00Z')).at.toISOString()).toBe(
      '2026-07-01T01:30:00.000Z',
    );
    const weekly = { kind: JOB_KINDS.backup, cron: '0 2 * * 0' };
    expect(latestOccurrence(weekly, AFTER_THE_NIGHTS_RUN)).toEqual({
      date: '2026-11-22',
      at: new Date('2026-11-22T01:00:00Z'),
    });
  });
});

describe('retention', () => {
  it('keeps the newest of each of the last 7 days, 4 weeks and 12 months, and deletes the rest', () => {
    const backups: { takenAt: Date; day: string }[] = [];
    for (let day = new Date('2025-10-01T02:30:00Z'); day <= AFTER_THE_NIGHTS_RUN; ) {
      backups.push({ takenAt: day, day: day.toISOString().slice(0, 10) });
      day = new Date(day.getTime() + 24 * 60 * 60_000);
    }
    const deleted = new Set(backupsToDelete(backups));
    const kept = backups.filter((backup) => !deleted.has(backup)).map((backup) => backup.day);
    expect(kept.sort()).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      // The Sundays that end the two weeks before the last seven days.
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});

/** The app on a database of its own, with the backup schedule on, and where a backup is restored. */
async function appWithBackups(dir: string): Promise<{ t: TestApp; settings: BackupSettings }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made = serverUrl ? await createPostgresTestDatabase(serverUrl) : null;
  const settings: BackupSettings = { dir, schedule: '30 3 * * *', databaseUrl: made?.url ?? null };
  const t = await createTestApp({
    now: () => AFTER_THE_NIGHTS_RUN,
    backups: settings,
    ...(made ? { database: made.database } : {}),
  });
  return { t, settings };
}

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A backup file restored into a database of its own (the way the README says an operator does). */
async function restoredDatabase(file: string): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = folder('hytta-restored-');
    await restoreDataDir(dataDir, file);
    return openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dataDir) });
  }
  const { database, url } = await createPostgresTestDatabase(serverUrl, { migrated: false });
  await restorePostgres(url, file);
  return database;
}

/** Every table's rows but the job queue's (the backup's own job finishes after it is taken). */
async function everyRow(database: DatabaseHandle): Promise<Record<string, string>> {
  const { jobs: _jobs, ...rows } = await (await snapshotDatabase(database.db)).checksum();
  return rows;
}

describe('a scheduled backup', () => {
  it('runs once for the night, and restores every row after the data is lost', async () => {
    const dir = folder('hytta-backups-');
    const { t } = await appWithBackups(dir);
    try {
      const owner = await signUp(t.app, { fullName: 'Kari Nordmann' });
      await createCabinAs(t.app, owner, 'Sjøbua');
      await callAs(t.app, owner, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
      await callAs(
        t.app,
        owner,
        'POST',
        '/api/bookings',
        {
          startDate: '2026-12-20',
          endDate: '2026-12-27',
          adults: 2,
          children: 1,
        },
        201,
      );

      await t.app.jobs.runDue();
      const backups = await listBackups(dir);
      const extension = t.database.kind === 'pglite' ? 'tar.gz' : 'dump';
      expect(backups.map((backup) => backup.name)).toEqual([`hytta-2026-11-28T02-30-00Z.${extension}`]);
      expect(backups[0]?.bytes).toBeGreaterThan(1000);
      const before = await everyRow(t.database);
      // Restored into a scratch database and checked before it counts.
      expect(backups[0]?.verification).toEqual({
        ok: true,
        checkedAt: AFTER_THE_NIGHTS_RUN.toISOString(),
        findings: [],
      });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json<Readiness>().backup).toEqual({
        lastGoodAt: '2026-11-28T02:30:00.000Z',
        ageHours: 0.5,
      });
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--list'], {
        cwd: root,
        env: { ...process.env, BACKUP_DIR: dir },
      });
      expect(stdout).toContain(`2026-11-28 03:30`);
      expect(stdout).toContain(`verified 2026-11-28 04:00  ${backups[0]?.name}`);

      // However often the runner looks again that night, the night's backup is taken once.
      await t.app.jobs.runDue();
      expect((await listBackups(dir)).map((backup) => backup.name)).toHaveLength(1);
      const [{ runs } = { runs: 0 }] = await t.database.query<{ runs: number }>(
        `select count(*)::int as runs from jobs where kind = '${JOB_KINDS.backup}' and state = 'done'`,
      );
      expect(runs).toBe(1);

      await t.database.query('delete from cabins');
      await t.database.query('delete from users');
      const restored = await restoredDatabase(backups[0]?.file ?? '');
      try {
        const after = await everyRow(restored);
        expect(after).toEqual(before);
        expect(await restored.query('select name from shopping_items')).toEqual([{ name: 'Kaffe' }]);
        expect(await restored.query(`select start_date::text as start from bookings`)).toEqual([
          { start: '2026-12-20' },
        ]);
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
    }
  });

  it('that cannot be written fails, is queued to be tried again, and leaves no file', async () => {
    const parent = folder('hytta-backups-');
    // A file where the folder should be: nothing can be written there.
    const dir = join(parent, 'backups');
    writeFileSync(dir, 'not a folder');
    const { t } = await appWithBackups(dir);
    try {
      await t.app.jobs.runDue();
      const jobs = await t.database.query<{ state: string; attempts: number; error: string }>(
        `select state, attempts, last_error as error from jobs where kind = '${JOB_KINDS.backup}'`,
      );
      expect(jobs).toEqual([
        { state: 'queued', attempts: 1, error: expect.stringMatching(/EEXIST|ENOTDIR/) },
      ]);
      expect(readdirSync(parent)).toEqual(['backups']);
      // A monitor sees that no backup is good.
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json<Readiness>().backup).toEqual({ lastGoodAt: null, ageHours: null });
    } finally {
      await t.close();
    }
  });
});

describe('a backup that failed its check', () => {
  it('is kept, listed as failed, and dropped once a newer backup is proven', async () => {
    const dir = folder('hytta-backups-');
    const { t } = await appWithBackups(dir);
    try {
      const extension = t.database.kind === 'pglite' ? 'tar.gz' : 'dump';
      const failedName = `hytta-2026-11-27T02-30-00Z.${extension}`;
      writeFileSync(join(dir, failedName), 'the copy of a night whose check could not run');
      const failedCheck = {
        ok: false,
        checkedAt: '2026-11-27T03:00:00.000Z',
        findings: ['permission denied to create database'],
      };
      writeFileSync(
        join(dir, `${failedName}.json`),
        JSON.stringify({
          takenAt: '2026-11-27T02:30:00.000Z',
          bytes: 46,
          rows: {},
          verification: failedCheck,
        }),
      );
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--list'], {
        cwd: root,
        env: { ...process.env, BACKUP_DIR: dir },
      });
      expect(stdout).toContain(`FAILED: permission denied to create database  ${failedName}`);

      await t.app.jobs.runDue();
      expect(readdirSync(dir).sort()).toEqual([
        `hytta-2026-11-28T02-30-00Z.${extension}`,
        `hytta-2026-11-28T02-30-00Z.${extension}.json`,
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the check of a backup', () => {
  it('fails a backup that cannot be restored, and one whose rows differ from the source', async () => {
    const dir = folder('hytta-backups-');
    const { t, settings } = await appWithBackups(dir);
    try {
      await signUp(t.app, { fullName: 'Kari Nordmann' });
      await t.app.jobs.runDue();
      const [backup] = await listBackups(dir);
      const file = backup?.file ?? '';
      const rows = { 'public.users': 1 };
      const truncated = join(dir, 'truncated');
      writeFileSync(truncated, readFileSync(file).subarray(0, 200));
      const broken = await verifyBackup(truncated, settings.databaseUrl, rows, () => AFTER_THE_NIGHTS_RUN);
      expect(broken.ok).toBe(false);
      expect(broken.findings[0]).toMatch(/^the backup could not be restored: /);
      expect(
        countDifferences(
          { 'public.users': 2, 'public.cabins': 1 },
          { 'public.users': 1, 'public.cabins': 1 },
        ),
      ).toEqual(['public.users: 1 rows restored, 2 at backup time']);
    } finally {
      await t.close();
    }
  });
});
