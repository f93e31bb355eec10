import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** SIGTERM: the server's own clean shutdown. */
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown code runs, as in a power cut of the process (not of the machine). */
  kill: () => Promise<void>;
  /** Sends a signal without waiting for the exit. */
  signal: (name: NodeJS.Signals) => void;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves at the first stdout line containing `text` (already written or still to come). */
  waitForLine: (text: string) => Promise<string>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * `server/main.ts` as its own OS process, as an operator runs it: on a PostgreSQL database (several
 * behind a proxy), or without `databaseUrl` on the embedded PGlite in `dataDir`. Resolves when the
 * process logs that it is listening.
 */
type ServerProcessOptions = {
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  /** Set last, over the defaults below (for example TRUST_PROXY and PUBLIC_URL behind a proxy). */
  env?: Record<string, string>;
  /** Each line the process writes to stdout (its JSON log). */
  onOutputLine?: (line: string) => void;
};

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // A free port can be taken between the probe and the child's listen (on a busy machine, as the
  // local end of some other connection): then the child says EADDRINUSE and starts on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnPort(options, await freePort());
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnPort(options: ServerProcessOptions, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Whatever this test process has in its environment, only `databaseUrl` chooses PostgreSQL.
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir,
      SESSION_SECRET: options.sessionSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      SIGN_IN_RATE_LIMIT: '1000',
      // The seeded device's push service (seed-through-api.ts); nothing is ever delivered there.
      PUSH_SERVICE_HOSTS: 'push.example',
      // These tests are about requests, crashes and processes; a backup at start would only add
      // work to their timings (the scheduled backup has tests of its own).
      BACKUP_SCHEDULE: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let output = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
    output += String(chunk);
  });
  const exited = once(child, 'exit');
  const stdoutLines: string[] = [];
  const lineWaiters: { text: string; resolve: (line: string) => void }[] = [];
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  lines.on('line', (line) => {
    options.onOutputLine?.(line);
    stdoutLines.push(line);
    output += `${line}\n`;
    for (const waiter of lineWaiters.filter((candidate) => line.includes(candidate.text))) {
      lineWaiters.splice(lineWaiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const waitForLine = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const written = stdoutLines.find((line) => line.includes(text));
      if (written !== undefined) return resolve(written);
      lineWaiters.push({ text, resolve });
      exited.then(([code]) =>
        reject(new Error(`server process exited (${code}) before "${text}": ${errors}`)),
      );
    });
  await waitForLine('Hytta is running');
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    signal: (name) => void child.kill(name),
    output: () => output,
    waitForLine,
    exited: exited.then(([code]) => code as number | null),
  };
}

/** The cookies a fetch answer sets (a sign-up's session), as one Cookie request header. */
export function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
