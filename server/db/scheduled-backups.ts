import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_KINDS } from '../jobs/job-kinds';
import type { JobHandler } from '../jobs/job-runner';
import { PermanentJobError } from '../jobs/job-runner';
import type { Schedule } from '../jobs/schedules';
import { snapshot, writeAtomically } from './backup';
import { backupsToDelete } from './backup-retention';
import { type RowCounts, rowCounts, type Verification } from './backup-verification';
import type { DatabaseHandle } from './client';
import { runPgTool } from './postgres-tools';

// Backups that run themselves (issue #39, decision 052). BACKUP_SCHEDULE's runs are durable jobs
// (a unique key per run), so however many processes there are, each run is taken once. A backup
// of the embedded database is its data directory's tarball (decision 019); of PostgreSQL,
// pg_dump's custom format. Each is written under a temporary name and renamed, so a file with a
// backup's name is whole. Then it is restored into a scratch database and checked
// (backup-verification.ts); what was found is written beside it (`<backup>.json`). After a backup
// that passed, retention deletes what it no longer keeps, and every one that failed.

export type BackupSettings = {
  /** Where backups go (BACKUP_DIR, `./data/backups` by default). */
  dir: string;
  /** When, as a cron expression in Europe/Oslo time (BACKUP_SCHEDULE, `30 3 * * *` by default). */
  schedule: string;
  /** The PostgreSQL to dump; null on the embedded database. */
  databaseUrl: string | null;
};

/** What is written beside a backup: its source's rows when it was taken, and its check. */
export type BackupManifest = { takenAt: string; bytes: number; rows: RowCounts; verification: Verification };

export type BackupFile = {
  file: string;
  name: string;
  takenAt: Date;
  bytes: number;
  /** Null for a backup without a manifest (one `npm run backup` made by hand). */
  verification: Verification | null;
};

const manifestOf = (file: string) => `${file}.json`;

async function readManifest(file: string): Promise<BackupManifest | null> {
  const text = await readFile(manifestOf(file), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return JSON.parse(text) as BackupManifest;
  } catch {
    return null;
  }
}

const BACKUP_NAME = /^hytta-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(tar\.gz|dump)$/;

/** A backup's file name: the run's time (UTC), and what restores it by its extension. */
function backupFileName(takenAt: Date, kind: DatabaseHandle['kind']): string {
  const stamp = takenAt.toISOString().slice(0, 19).replaceAll(':', '-');
  return `hytta-${stamp}Z.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** The backups in `dir`, newest first (other files are left alone, and not listed). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const [, date, hour, minute, second] = match;
    const file = join(dir, name);
    const { size } = await stat(file);
    const verification = (await readManifest(file))?.verification ?? null;
    backups.push({
      file,
      name,
      takenAt: new Date(`${date}T${hour}:${minute}:${second}Z`),
      bytes: size,
      verification,
    });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * pg_dump of the database as one transaction saw it, and that transaction's row counts: the
 * counts are read in a REPEATABLE READ transaction whose snapshot pg_dump is given, so they are
 * the dump's to the row, however many writes happen meanwhile.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<RowCounts> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const temporary = `${file}.${process.pid}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const [exported] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    const rows = await rowCounts(async <Row>(text: string) => (await client.query(text)).rows as Row[]);
    await runPgTool('pg_dump', databaseUrl, [
      '--format=custom',
      '--no-owner',
      `--snapshot=${exported?.id}`,
      `--file=${temporary}`,
    ]);
    await rename(temporary, file);
    return rows;
  } finally {
    await rm(temporary, { force: true });
    await client.query('commit').catch(() => {});
    await client.end();
  }
}

/**
 * The check of a backup, run in a process of its own (verify-backup-process.ts says why): the
 * built script beside the built server, or the TypeScript through tsx where the server runs so.
 */
async function verifyInOwnProcess(
  file: string,
  databaseUrl: string | null,
  expected: RowCounts,
  now: Date,
): Promise<Verification> {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(
    new URL(fromSource ? './verify-backup-process.ts' : './verify-backup.js', import.meta.url),
  );
  const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  child.stdin.end(JSON.stringify({ file, databaseUrl, expected, now: now.toISOString() }));
  const code = await exited;
  if (code === 0) return JSON.parse(output) as Verification;
  const reason = errors.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`;
  return { ok: false, checkedAt: now.toISOString(), findings: [`the check stopped: ${reason}`] };
}

/** How often the embedded database's copy is taken again when a write came between it and its count. */
const PGLITE_ATTEMPTS = 3;

/**
 * The embedded database's copy, and its row counts: PGlite takes the copy between two queries,
 * so the rows are counted before and after, and the copy taken again if they differ.
 */
async function dumpPglite(database: DatabaseHandle, file: string): Promise<RowCounts> {
  for (let attempt = 1; attempt <= PGLITE_ATTEMPTS; attempt += 1) {
    const before = await rowCounts(database.query);
    const data = await snapshot(database);
    const after = await rowCounts(database.query);
    if (JSON.stringify(before) === JSON.stringify(after)) {
      await writeAtomically(file, data);
      return after;
    }
  }
  throw new Error(`The database kept changing while it was copied (${PGLITE_ATTEMPTS} tries)`);
}

/**
 * Takes the backup of the run at `takenAt` into the settings' folder and proves it; after a proven
 * one applies retention, and a failed one is an error (kept, marked failed in its record).
 */
export async function takeScheduledBackup(
  database: DatabaseHandle,
  settings: BackupSettings,
  takenAt: Date,
  now: () => Date,
): Promise<{ backup: BackupFile; deleted: string[] }> {
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(takenAt, database.kind);
  const file = join(settings.dir, name);
  let rows: RowCounts;
  if (database.kind === 'pglite') rows = await dumpPglite(database, file);
  else if (settings.databaseUrl) rows = await dumpPostgres(settings.databaseUrl, file);
  else throw new Error('A backup of PostgreSQL needs its URL');
  const verification = await verifyInOwnProcess(
    file,
    database.kind === 'pglite' ? null : settings.databaseUrl,
    rows,
    now(),
  );
  const { size } = await stat(file);
  const manifest: BackupManifest = { takenAt: takenAt.toISOString(), bytes: size, rows, verification };
  await writeAtomically(manifestOf(file), Buffer.from(JSON.stringify(manifest, null, 2)));
  if (!verification.ok) {
    // Kept: a check that could not run (no CREATEDB, say) says nothing against the copy, and the
    // only copy of last night is better than none. Retention drops it once a newer one is proven.
    throw new Error(`The backup ${name} failed its check: ${verification.findings.join('; ')}`);
  }
  const backups = await listBackups(settings.dir);
  const failed = backups.filter((one) => one.verification?.ok === false);
  const deleted = [...failed, ...backupsToDelete(backups.filter((one) => !failed.includes(one)))];
  for (const old of deleted) {
    await rm(old.file, { force: true });
    await rm(manifestOf(old.file), { force: true });
  }
  const backup = backups.find((one) => one.name === name);
  if (!backup) throw new Error(`The backup ${file} is not there after it was written`);
  return { backup, deleted: deleted.map((old) => old.name) };
}

/** The backup schedule, for the job runner. */
export function backupSchedules(settings: BackupSettings): Schedule[] {
  return [{ kind: JOB_KINDS.backup, cron: settings.schedule }];
}

type Log = {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/** The backup job: a failure is logged as an error, and retried by the queue. */
export function backupJobHandlers(
  database: DatabaseHandle,
  settings: BackupSettings,
  log: Log,
  now: () => Date,
): Record<string, JobHandler> {
  const handler: JobHandler = async (payload) => {
    const at = (payload as { at?: unknown } | null)?.at;
    const takenAt = typeof at === 'string' ? new Date(at) : null;
    if (!takenAt || Number.isNaN(takenAt.getTime()))
      throw new PermanentJobError('a backup run needs its time');
    try {
      const { backup, deleted } = await takeScheduledBackup(database, settings, takenAt, now);
      log.info({ file: backup.file, bytes: backup.bytes, deleted }, 'backup written');
    } catch (error) {
      log.error(
        { dir: settings.dir, error: error instanceof Error ? error.message : String(error) },
        'backup failed',
      );
      throw error;
    }
    return undefined;
  };
  return { [JOB_KINDS.backup]: handler };
}
