import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type DatabaseHandle, openDatabase } from './client';
import { DataDirLockedError, lockDataDir, pgliteDirOf } from './data-dir-lock';

// Backups of the embedded database (decision 019). A backup is PGlite's own copy of its data
// directory (`dumpDataDir`), gzipped: a tarball PGlite can start from. It is taken while no query
// runs (PGlite's dump holds its query lock), so it is what a crash at that instant would leave,
// which PostgreSQL's recovery turns into the last committed state.
//
// The data directory belongs to one process (its lock, decision 003). With no server running,
// the backup opens the directory itself. With a server running, it asks that server: it writes a
// request file into the data directory and sends the server SIGUSR2; the server writes the
// snapshot and a result file that the backup waits for.

const REQUEST_FILE = 'backup-request.json';
const resultFileOf = (id: string) => `backup-result-${id}.json`;
/** How long a running server may take to write a snapshot before the backup gives up. */
const SERVER_BACKUP_TIMEOUT_MS = 120_000;

type BackupRequest = { id: string; file: string };
type BackupResult = { ok: true; bytes: number } | { ok: false; message: string };

/** Writes `data` to `file` through a temporary file, so a half-written backup never has its name. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.partial`;
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, file);
}

/** The embedded database's data directory as a gzip tarball, taken while no query runs. */
export async function snapshot(database: DatabaseHandle): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database can be backed up this way');
  return gzipSync(Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
}

export type BackupOutcome = { file: string; bytes: number; takenBy: 'this process' | 'the running server' };

/** A backup of the embedded database in `dataDir` to `file` (gzip tarball), running server or not. */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupOutcome> {
  const file = resolve(target);
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const bytes = await askRunningServer(dataDir, error.pid, file);
    return { file, bytes, takenBy: 'the running server' };
  }
  try {
    if (!(await hasDatabase(dataDir)))
      throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dataDir) });
    try {
      const data = await snapshot(database);
      await writeAtomically(file, data);
      return { file, bytes: data.length, takenBy: 'this process' };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/** Whether `dataDir` holds an embedded database (a non-empty `pglite/`). */
export async function hasDatabase(dataDir: string): Promise<boolean> {
  const entries = await readdir(pgliteDirOf(dataDir)).catch(() => []);
  return entries.length > 0;
}

async function askRunningServer(dataDir: string, pid: number, file: string): Promise<number> {
  const id = randomUUID();
  const resultFile = join(dataDir, resultFileOf(id));
  const request: BackupRequest = { id, file };
  await writeAtomically(join(dataDir, REQUEST_FILE), Buffer.from(JSON.stringify(request)));
  const answered = new Promise<BackupResult>((resolvePromise, reject) => {
    const read = () =>
      readFile(resultFile, 'utf8').then(
        (text) => {
          watcher.close();
          clearTimeout(timer);
          resolvePromise(JSON.parse(text) as BackupResult);
        },
        () => {},
      );
    const watcher = watch(dataDir, (_event, name) => {
      if (name === resultFileOf(id)) void read();
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`The running Hytta server (PID ${pid}) did not write the backup in time.`));
    }, SERVER_BACKUP_TIMEOUT_MS);
    void read();
  });
  process.kill(pid, 'SIGUSR2');
  try {
    const result = await answered;
    if (!result.ok) throw new Error(`The running Hytta server could not write the backup: ${result.message}`);
    return result.bytes;
  } finally {
    await rm(resultFile, { force: true });
  }
}

export type BackupAnswerer = {
  database: DatabaseHandle;
  log: (message: string, fields: Record<string, unknown>) => void;
};

/**
 * The server's side: on SIGUSR2 it reads the request file and writes a snapshot where it asks.
 * Installed as soon as the lock is taken (a SIGUSR2 without a handler would end the process);
 * requests wait until `serve` is given the open database.
 */
export function answerBackupRequests(dataDir: string): { serve: (answerer: BackupAnswerer) => void } {
  let serve: (answerer: BackupAnswerer) => void = () => {};
  const ready = new Promise<BackupAnswerer>((resolve) => {
    serve = resolve;
  });
  process.on('SIGUSR2', () => {
    void (async () => {
      const requestFile = join(dataDir, REQUEST_FILE);
      const text = await readFile(requestFile, 'utf8').catch(() => null);
      if (text === null) return;
      await rm(requestFile, { force: true });
      const request = JSON.parse(text) as BackupRequest;
      const { database, log } = await ready;
      let result: BackupResult;
      try {
        const data = await snapshot(database);
        await writeAtomically(request.file, data);
        result = { ok: true, bytes: data.length };
        log('backup written', { file: request.file, bytes: data.length });
      } catch (error) {
        result = { ok: false, message: error instanceof Error ? error.message : String(error) };
        log('backup failed', { file: request.file, error: result.message });
      }
      await writeAtomically(join(dataDir, resultFileOf(request.id)), Buffer.from(JSON.stringify(result)));
    })();
  });
  return { serve };
}

/** A gzip tarball (or a plain one) as PGlite's `loadDataDir` takes it. */
export function tarballOf(data: Buffer): Blob {
  const isGzip = data[0] === 0x1f && data[1] === 0x8b;
  return new Blob([new Uint8Array(isGzip ? gunzipSync(data) : data)]);
}

/**
 * Restores a backup into a data directory that has no embedded database yet (absent or empty).
 * Refuses a directory with a database in it rather than overwrite anything.
 */
export async function restoreDataDir(dataDir: string, source: string): Promise<{ users: number }> {
  const data = await readFile(resolve(source)).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read the backup ${source}: ${error.code ?? error.message}`);
  });
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    throw error instanceof DataDirLockedError
      ? new Error(`${error.message} A restore needs the server stopped.`)
      : error;
  }
  let created = false;
  try {
    if (await hasDatabase(dataDir)) {
      throw new Error(
        `${pgliteDirOf(dataDir)} already holds a database; Hytta restores only into an empty data ` +
          'directory. Move the old one aside (or point DATA_DIR at a new directory) and run the restore again.',
      );
    }
    created = true;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDirOf(dataDir),
      loadDataDir: tarballOf(data),
    });
    try {
      const [row] = await database.query<{ users: number }>('select count(*)::int as users from users');
      created = false;
      return { users: row?.users ?? 0 };
    } finally {
      await database.close();
    }
  } finally {
    // A restore that failed half-way leaves the directory as empty as it found it.
    if (created) await rm(pgliteDirOf(dataDir), { recursive: true, force: true });
    lock.release();
  }
}
