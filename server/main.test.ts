import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { pgliteDirOf } from './db/data-dir-lock';
import { listBackups } from './db/scheduled-backups';
import { migrationsFolder } from './paths';

// The real entry point as `npm start` runs it: a PGlite data directory, the lock, signals.

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(
  dataDir: string,
  port: number,
  backups: Record<string, string> = { BACKUP_SCHEDULE: 'off' },
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...backups,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves when the server says it is listening (its own log line), or rejects if it exits first. */
function listening(started: Started): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (started.output().includes('Hytta is running')) resolve();
    };
    started.child.stdout?.on('data', check);
    check();
    void started.exited.then((code) => reject(new Error(`exited with ${code}: ${started.output()}`)));
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process on its embedded database', () => {
  it('refuses a second process on the same data directory, shuts down cleanly, and keeps data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-main-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await listening(first);
    const base = `http://127.0.0.1:${port}`;
    const signUp = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({
        email: 'varig@example.no',
        password: 'long-enough-pw',
        name: 'Varig',
        username: 'varig',
      }),
    });
    expect(signUp.status).toBe(200);

    const second = start(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Hytta process \(PID \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'hytta.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(true);

    const third = start(dataDir, port);
    await listening(third);
    const signIn = await fetch(`${base}/api/identity/sign-in/username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ username: 'varig', password: 'long-enough-pw' }),
    });
    expect(signIn.status).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('stops at once on a malformed OIDC_PROVIDERS, naming the fault', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-main-'));
    const refused = start(dataDir, await freePort(), {
      BACKUP_SCHEDULE: 'off',
      OIDC_PROVIDERS: '[{"id":"vipps","name":"Vipps"}]',
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('OIDC_PROVIDERS[0].issuer');
    expect(refused.output()).not.toContain('Hytta is running');
  }, 90_000);

  it('refuses to start on a database a newer release upgraded, and says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-main-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dataDir) });
    await database.migrate();
    const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis));
    await database.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-later-release', ${newest + 86_400_000})`,
    );
    await database.close();

    const refused = start(dataDir, await freePort());
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('This database was upgraded by a newer version of Hytta');
    expect(refused.output()).not.toContain('Hytta is running');
    expect(existsSync(join(dataDir, 'hytta.lock'))).toBe(false);
  }, 90_000);

  it('takes the backup it missed while stopped as soon as it starts, and proves it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-main-'));
    const started = start(dataDir, await freePort(), {});
    await listening(started);
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (started.output().includes('"msg":"backup written"')) resolve();
        if (started.output().includes('"msg":"backup failed"')) reject(new Error(started.output()));
      };
      started.child.stdout?.on('data', check);
      check();
    });
    const [backup, ...others] = await listBackups(join(dataDir, 'backups'));
    expect(others).toEqual([]);
    expect(backup?.name).toMatch(/^hytta-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-00Z\.tar\.gz$/);
    expect(backup?.verification).toMatchObject({ ok: true, findings: [] });
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 90_000);
});
