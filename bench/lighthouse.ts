import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';
import { repoRoot, writeResult } from './support/bench-server';
import { installabilityConfig } from './support/installability';
import { LIGHTHOUSE_PAGES, screenTable, TARGETS } from './support/lighthouse-rows';
import { startHistoryCabin } from './support/seed-history';

// Lighthouse 13 (mobile, its defaults) on the built app served by our own server, in Debian's
// Chromium (issue #10; targets from #11, #18 and #38: performance >= 95, accessibility 100, best
// practices 100, landing page >= 98, each screen's boot-up at most 2.5 times the landing page's),
// on the landing page and on every signed-in screen of a member of a cabin with a few years of
// history (support/seed-history.ts), plus whether Chromium finds the manifest installable. Every
// page is audited BENCH_LIGHTHOUSE_RUNS times in a row (2: the "two runs in a row"), the
// landing page first in each run, so each screen's boot-up is compared with the landing page's of
// the same run (the machine's speed drifts between runs); with BENCH_BUSY_CORE=1 a CPU-bound
// process keeps one core busy the whole time (issue #18's loaded machine). BENCH_LIGHTHOUSE_PAGES
// picks pages; BENCH_LIGHTHOUSE_KEEP=<folder> keeps each run's full report and trace for reading.
// Prints tables and writes bench/results/latest.json; not a test.

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
  /** bootUpMs over the landing page's in the same run (null without a landing page in the run). */
  bootUpRatio: number | null;
};

/** Every figure of a run but the installability text (printed once, under the table). */
const TABLE_COLUMNS: Array<keyof PageRun> = [
  'performance',
  'accessibility',
  'best-practices',
  'installable',
  'bootUpMs',
  'bootUpRatio',
  'tbtMs',
  'lcpMs',
  'fcpMs',
  'cls',
  'kib',
  'requests',
  'benchmarkIndex',
];

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
    bootUpRatio: null,
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
    for (const key of ['fcpMs', 'lcpMs', 'tbtMs', 'bootUpMs', 'kib', 'requests', 'bootUpRatio'] as const) {
      const a = worst[key];
      const b = run[key];
      worst[key] = a === null || b === null ? null : Math.max(a, b);
    }
    // The slower machine the runs saw: the one the scores are about.
    const a = worst.benchmarkIndex;
    const b = run.benchmarkIndex;
    worst.benchmarkIndex = a === null || b === null ? null : Math.min(a, b);
  }
  return worst;
}

/** Each page's boot-up over the landing page's in the same run, to two decimals. */
function withBootUpRatios(run: Record<string, PageRun>): void {
  const landing = run.landing?.bootUpMs;
  for (const measured of Object.values(run)) {
    const bootUp = measured.bootUpMs;
    measured.bootUpRatio = landing && bootUp !== null ? Math.round((bootUp / landing) * 100) / 100 : null;
  }
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist', 'client', 'index.html'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const { server, memberCookie, counts, seedSeconds } = await startHistoryCabin();
  console.log(`The history cabin, seeded in ${seedSeconds} s:`, counts);
  const busy = BUSY_CORE ? busyCore() : null;
  try {
    const pages = LIGHTHOUSE_PAGES.filter((page) => !ONLY || ONLY.includes(page.name));
    const runs: Record<string, PageRun[]> = {};
    const table: Record<string, PageRun> = {};
    for (let run = 1; run <= RUNS; run += 1) {
      const thisRun: Record<string, PageRun> = {};
      for (const page of pages) {
        const cookie = page.signedIn ? memberCookie : null;
        thisRun[page.name] = await audit(`${server.baseUrl}${page.path}`, cookie, `${page.name}-${run}`);
      }
      withBootUpRatios(thisRun);
      for (const [name, measured] of Object.entries(thisRun)) {
        runs[name] = [...(runs[name] ?? []), measured];
        table[`${name} #${run}`] = measured;
      }
    }
    console.table(table, TABLE_COLUMNS);
    const installability = runs.landing?.[0]?.installability;
    if (installability) console.log(`Installability (landing page): ${installability}`);
    const worst = Object.fromEntries(
      Object.entries(runs).map(([name, pageRuns]) => [name, worstOf(pageRuns)]),
    );
    const result = {
      formFactor: 'mobile',
      runs: RUNS,
      busyCore: BUSY_CORE,
      cabin: counts,
      ...worst,
      each: runs,
      targets: TARGETS,
      measuredAt: new Date().toISOString(),
    };
    console.log(
      "Per page, the worst of the runs (best: the best score; x landing: boot-up / landing page's in the same run):",
    );
    console.table(screenTable(result));
    writeResult(BUSY_CORE ? 'lighthouseBusyCore' : 'lighthouse', result);
  } finally {
    busy?.kill();
    await server.stop();
  }
}

await main();
