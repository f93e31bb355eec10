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
  return loadFiguresOf(await autocannon({ url, headers, connections: CONNECTIONS, duration }));
}

/** An autocannon run's figures. */
export function loadFiguresOf(result: autocannon.Result): LoadFigures {
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

/** The value at percentile `p` of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export type WriteFigures<Call extends string> = {
  cyclesPerSecond: number;
  requestsPerSecond: number;
  /** Over every request of every cycle. */
  p50Ms: number;
  p99Ms: number;
  cycles: number;
} & { [K in `${Call}P50Ms` | `${Call}P99Ms`]: number };

/**
 * Runs `cycle` from `parallel` callers at once for `durationS` seconds. A cycle makes one request
 * of each of `calls`, in that order, and reports each one's duration in the same order; the
 * figures are per request (all together and per call), the rate also per cycle. `firstIndex` is
 * the index of the first cycle (a second measurement on the same data continues where the first
 * stopped).
 */
export async function measureCycles<Call extends string>(
  parallel: number,
  durationS: number,
  calls: readonly Call[],
  cycle: (index: number) => Promise<number[]>,
  firstIndex = 0,
): Promise<WriteFigures<Call>> {
  const perCall: number[][] = calls.map(() => []);
  let cycles = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const index = firstIndex + cycles;
      cycles += 1;
      const durations = await cycle(index);
      if (durations.length !== calls.length) throw new Error(`a cycle reported ${durations.length} calls`);
      for (const [call, duration] of durations.entries()) perCall[call]?.push(duration);
    }
  };
  await Promise.all(Array.from({ length: parallel }, caller));
  const seconds = (performance.now() - started) / 1000;
  const all = sortedCopy(perCall.flat());
  const byCall = Object.fromEntries(
    calls.flatMap((call, position) => {
      const sorted = sortedCopy(perCall[position] ?? []);
      return [
        [`${call}P50Ms`, Number(percentile(sorted, 50).toFixed(1))],
        [`${call}P99Ms`, Number(percentile(sorted, 99).toFixed(1))],
      ];
    }),
  ) as { [K in `${Call}P50Ms` | `${Call}P99Ms`]: number };
  return {
    cyclesPerSecond: Number((cycles / seconds).toFixed(1)),
    requestsPerSecond: Number((all.length / seconds).toFixed(1)),
    p50Ms: Number(percentile(all, 50).toFixed(2)),
    p99Ms: Number(percentile(all, 99).toFixed(2)),
    cycles,
    ...byCall,
  };
}

export type BusyCore = { stop: () => Promise<void> };

/**
 * A CPU-bound process keeping one core busy, as another program on a small home server would:
 * the write figures must hold on a machine that is not idle.
 */
export async function startBusyCore(): Promise<BusyCore> {
  const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    },
  };
}
