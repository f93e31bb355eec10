import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite puts no lock on its directory, and two processes writing one PGlite directory corrupt
// it. The lock file holds the owner's PID; a lock whose process is gone (a crash, SIGKILL) is
// stale and taken over.

/** The embedded database's folder inside DATA_DIR (beside the lock and the session secret). */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

export class DataDirLockedError extends Error {
  /** The process holding the lock (a backup asks it for a snapshot). */
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Hytta process (PID ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export type DataDirLock = { release: () => void };

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'hytta.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (readOwner(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale (or unreadable) lock: remove it and try once more.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
