import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

// What every benchmark needs: the server as its own process (as in production: the embedded
// database, or PostgreSQL when DATABASE_URL is set), users signed up through the API, and one
// results file that each benchmark adds its section to.

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(repoRoot, 'bench', 'results', 'latest.json');

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer().listen(port, '127.0.0.1');
  try {
    await once(probe, 'listening');
  } catch {
    return false;
  }
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return address !== null && typeof address !== 'string';
}

/**
 * A free loopback port: the first one from BENCH_PORT upwards when it is set (a machine shared
 * with other runs may hand each its own range), otherwise whichever one the system gives.
 */
export async function freePort(): Promise<number> {
  const first = Number(process.env.BENCH_PORT ?? 0);
  if (first > 0) {
    for (let port = first; port < first + 100; port += 1) if (await portIsFree(port)) return port;
    throw new Error(`no free port from BENCH_PORT=${first} on`);
  }
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The preload that sets the server's clock back (a file URL: `--import` takes URLs and packages). */
const shiftedClockModule = pathToFileURL(join(repoRoot, 'bench', 'support', 'shifted-clock.ts')).href;

export type BenchServer = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * How `npm start` runs the server (package.json's `serve` script: Node's flags and
 * `dist/server/main.js`), so the figures are those of the server people run. The server bundle is
 * rebuilt first (under a second), so a benchmark never measures stale server code.
 */
function serveCommand(): string[] {
  const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const scripts = manifest && typeof manifest === 'object' && 'scripts' in manifest ? manifest.scripts : null;
  const serve = scripts && typeof scripts === 'object' && 'serve' in scripts ? scripts.serve : null;
  if (typeof serve !== 'string' || !serve.startsWith('node ')) {
    throw new Error('package.json has no "serve": "node ..." script');
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const [, ...args] = serve.split(/\s+/);
  // Extra Node flags for the server only, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/p"
  // to see where a benchmark's time goes (decision 040).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  return [...extra, ...args];
}

/**
 * Starts the server as `npm start` runs it on a free port and a new data directory; `stop`
 * removes both. The database is DATABASE_URL's when `databaseUrl` is left out, the embedded one when it is null,
 * otherwise the PostgreSQL database it names. A given `dataDir` (a restart on the same data and
 * session secret) is the caller's to remove.
 */
export async function startBenchServer(
  options: {
    databaseUrl?: string | null;
    dataDir?: string;
    env?: Record<string, string>;
    /** Run serve-with-local-push.ts (the source, with the same Node flags): pushes to 127.0.0.1. */
    localPush?: boolean;
    /**
     * The server's clock runs this many days behind (shifted-clock.ts), so a seeding can book
     * stays that are in the past today: the API refuses dates before its today.
     */
    clockShiftDays?: number;
  } = {},
): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hytta-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: inheritedUrl, ...inherited } = process.env;
  const databaseUrl = options.databaseUrl === undefined ? inheritedUrl : options.databaseUrl;
  const command = serveCommand();
  const flags = command.slice(0, -1);
  const shifted = options.clockShiftDays ? ['--import', 'tsx', '--import', shiftedClockModule] : [];
  const args = options.localPush
    ? [...flags, '--import', 'tsx', join('bench', 'support', 'serve-with-local-push.ts')]
    : [...flags, ...shifted, ...command.slice(-1)];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      SIGN_IN_RATE_LIMIT: '100000',
      ...(options.clockShiftDays ? { BENCH_CLOCK_SHIFT_DAYS: String(options.clockShiftDays) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Resolves on the start-up line; stdout keeps being read so the pipe never fills.
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      if (line.includes('Hytta is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited during start-up (${code})`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, child, stop };
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/**
 * Resolves once the process has used under 1% of a core for a whole second: the work a seeding
 * left queued (the job queue's deliveries of a thousand stays' notifications) is done, so a
 * restart afterwards starts idle, as a server that has been running does (decision 040).
 * Rejects after `timeoutMs`.
 */
export async function waitUntilIdle(pid: number | undefined, timeoutMs = 180_000): Promise<void> {
  if (pid === undefined) return;
  const WINDOW_MS = 1000;
  const deadline = performance.now() + timeoutMs;
  let before = cpuMs(pid);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = cpuMs(pid);
    if (now - before < WINDOW_MS / 100) return;
    before = now;
  }
  throw new Error(`the server was still busy after ${timeoutMs / 1000} s`);
}

/** The resident memory (VmRSS) of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number((Number(match[1]) / 1024).toFixed(1)) : Number.NaN;
}

/** A JSON request as the browser sends it (same-origin `Origin`), with a session cookie if given. */
export async function sendJson(
  baseUrl: string,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  cookie = '',
): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A JSON POST as the browser sends it, with a session cookie if given. */
export function postJson(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return sendJson(baseUrl, 'POST', path, body, cookie);
}

export type BenchUser = { id: string; email: string; cookie: string };

const BENCH_PASSWORD = 'bench-password-123';

/** The session cookie(s) a response sets, as a Cookie header value (`name=value; ...`). */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

/** Signs a new user up: their id, e-mail (to sign in again) and session cookie. */
export async function signUp(baseUrl: string, label: string): Promise<BenchUser> {
  const username = `${label}_${Date.now().toString(36)}`;
  const email = `${username}@example.no`;
  const response = await postJson(baseUrl, '/api/identity/sign-up/email', {
    email,
    password: BENCH_PASSWORD,
    name: `Bench ${label}`,
    username,
  });
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie: cookieOf(response) };
}

/** Signs a new user up and answers their session cookie (`name=value; ...`). */
export async function signUpCookie(baseUrl: string, label: string): Promise<string> {
  return (await signUp(baseUrl, label)).cookie;
}

/** A new session for a user signUp made (on this server or an earlier one on the same data). */
export async function signIn(baseUrl: string, user: BenchUser): Promise<BenchUser> {
  const response = await postJson(baseUrl, '/api/identity/sign-in/email', {
    email: user.email,
    password: BENCH_PASSWORD,
  });
  return { ...user, cookie: cookieOf(response) };
}

/** A GET as the signed-in browser sends it, answering the parsed JSON. */
export async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds (or replaces) one benchmark's section of bench/results/latest.json. */
export function writeResult(section: string, result: unknown): void {
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  let previous: object = {};
  try {
    const stored: unknown = JSON.parse(readFileSync(resultsFile, 'utf8'));
    if (stored && typeof stored === 'object') previous = stored;
  } catch {
    // No earlier results: start a new file.
  }
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, [section]: result }, null, 2)}\n`);
}
