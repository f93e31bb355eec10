import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freePort, repoRoot } from './bench-server';

// Load generation for the API benchmark: autocannon against one URL, and the bare node:http
// yardstick started as its own process with the bytes to answer.

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers: a run with any is not a valid figure. */
  failures: number;
};

/** CONNECTIONS connections for `duration` seconds of GET `url` with the given headers. */
export async function measureGet(
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION_S,
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export type BareServer = { url: string; stop: () => Promise<void> };

/** Starts the yardstick answering `body` as `contentType` on every path. */
export async function startBareServer(body: Buffer, contentType: string): Promise<BareServer> {
  const directory = mkdtempSync(join(tmpdir(), 'hytta-bare-'));
  const bodyFile = join(directory, 'body');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/support/bare-server.ts', String(port), bodyFile, contentType],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      if (line.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited during start-up (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/bookings`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export type WriteFigures = {
  cyclesPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cycles: number;
};

/**
 * Runs `cycle` from `parallel` callers at once for `durationS` seconds. A cycle reports the
 * duration of each request it made; the figures are per request, the rate also per cycle.
 */
export async function measureCycles(
  parallel: number,
  durationS: number,
  cycle: (index: number) => Promise<number[]>,
): Promise<WriteFigures> {
  const latencies: number[] = [];
  let cycles = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const index = cycles;
      cycles += 1;
      latencies.push(...(await cycle(index)));
    }
  };
  await Promise.all(Array.from({ length: parallel }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    cyclesPerSecond: Number((cycles / seconds).toFixed(1)),
    requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    cycles,
  };
}
