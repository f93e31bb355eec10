import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';
import { repoRoot, startBenchServer, writeResult } from './support/bench-server';
import { installabilityConfig } from './support/installability';
import { seedLighthouseCabin } from './support/seed-lighthouse';

// Lighthouse 13 (mobile, its defaults) on the built app served by our own server, in Debian's
// Chromium (issue #10; targets from #11 and #18: performance >= 95, accessibility 100, best
// practices 100, landing page >= 98), on the landing page and on a signed-in member's dashboard,
// calendar and visit log, plus whether Chromium finds the manifest installable. Every page is
// audited BENCH_LIGHTHOUSE_RUNS times in a row (2: the "two runs in a row"); with
// BENCH_BUSY_CORE=1 a CPU-bound process keeps one core busy the whole time (issue #18's loaded
// machine). BENCH_LIGHTHOUSE_PAGES picks pages; BENCH_LIGHTHOUSE_KEEP=<folder> keeps each run's
// full report and trace for reading. Prints a table and writes bench/results/latest.json; not a test.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'installable'] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2);
const BUSY_CORE = process.env.BENCH_BUSY_CORE === '1';
const KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;
/** BENCH_LIGHTHOUSE_PAGES=dashboard,calendar audits only those pages (while working on one). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // The machine's network is closed; Chromium's own background calls would only fail.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type PageRun = Record<(typeof CATEGORIES)[number], number | null> & {
  installability: string;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  bootUpMs: number | null;
  cls: number | null;
  kib: number | null;
  requests: number | null;
  benchmarkIndex: number | null;
};

const rounded = (value: number | undefined) => (typeof value === 'number' ? Math.round(value) : null);

function summarise(lhr: LH.Result): PageRun {
  const { categories, audits } = lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => rounded(audits[id]?.numericValue);
  const requests = audits['network-requests']?.details;
  const bytes = audits['total-byte-weight']?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    installable: score('installable'),
    installability: audits['installable-manifest']?.displayValue ?? 'not run',
    // What the performance score is made of, to see which part moved.
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    bootUpMs: numeric('bootup-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    kib: typeof bytes === 'number' ? Math.round(bytes / 1024) : null,
    requests: requests && 'items' in requests ? requests.items.length : null,
    benchmarkIndex: rounded(lhr.environment.benchmarkIndex),
  };
}

/**
 * One audit in a Chromium of its own (a new profile each time): Lighthouse clears the page's
 * storage but not IndexedDB, and a second run would otherwise measure a device that kept the
 * first run's answers. A run Lighthouse could not record (NO_NAVSTART, a known flake of its trace
 * on a loaded machine) is tried once more.
 */
async function audit(url: string, cookie: string | null, label: string, attempt = 1): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      },
      installabilityConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError && attempt === 1) return audit(url, cookie, label, 2);
    if (KEEP) {
      mkdirSync(KEEP, { recursive: true });
      writeFileSync(join(KEEP, `${label}.json`), JSON.stringify(result.lhr));
      // The run's trace too, to open in Chromium's performance panel (where a long task's time goes).
      writeFileSync(join(KEEP, `${label}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** A process that spins on one core until killed (issue #18: "one of the machine's two cores busy"). */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
}

/** The lowest of a page's runs for each score and the highest for each cost: what "every run" met. */
function worstOf(runs: PageRun[]): PageRun {
  const worst = { ...runs[0] } as PageRun;
  for (const run of runs.slice(1)) {
    for (const key of ['performance', 'accessibility', 'best-practices', 'installable'] as const) {
      const a = worst[key];
      const b = run[key];
      worst[key] = a === null || b === null ? null : Math.min(a, b);
    }
    for (const key of ['fcpMs', 'lcpMs', 'tbtMs', 'bootUpMs', 'kib', 'requests'] as const) {
      const a = worst[key];
      const b = run[key];
      worst[key] = a === null || b === null ? null : Math.max(a, b);
    }
  }
  return worst;
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist', 'client', 'index.html'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const server = await startBenchServer();
  const busy = BUSY_CORE ? busyCore() : null;
  try {
    const { memberCookie } = await seedLighthouseCabin(server.baseUrl);
    const pages: Array<{ name: string; path: string; cookie: string | null }> = [
      { name: 'landing', path: '/', cookie: null },
      { name: 'dashboard', path: '/', cookie: memberCookie },
      { name: 'calendar', path: '/calendar', cookie: memberCookie },
      { name: 'visits', path: '/visits', cookie: memberCookie },
    ].filter((page) => !ONLY || ONLY.includes(page.name));
    const runs: Record<string, PageRun[]> = {};
    const table: Record<string, PageRun> = {};
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        const measured = await audit(`${server.baseUrl}${page.path}`, page.cookie, `${page.name}-${run}`);
        runs[page.name] = [...(runs[page.name] ?? []), measured];
        table[`${page.name} #${run}`] = measured;
      }
    }
    console.table(table);
    const worst = Object.fromEntries(
      Object.entries(runs).map(([name, pageRuns]) => [name, worstOf(pageRuns)]),
    );
    writeResult(BUSY_CORE ? 'lighthouseBusyCore' : 'lighthouse', {
      formFactor: 'mobile',
      runs: RUNS,
      busyCore: BUSY_CORE,
      ...worst,
      each: runs,
      targets: { performance: 95, landingPerformance: 98, accessibility: 100, 'best-practices': 100 },
      measuredAt: new Date().toISOString(),
    });
  } finally {
    busy?.kill();
    await server.stop();
  }
}

await main();
