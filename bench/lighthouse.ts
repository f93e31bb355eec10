import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { postJson, repoRoot, signUpCookie, startBenchServer, writeResult } from './support/bench-server';
import { installabilityConfig } from './support/installability';

// Lighthouse 13 (mobile, its defaults) on the built app served by our own server, in Debian's
// Chromium (issue #10; targets from #11: performance >= 95, accessibility 100, best practices
// 100), on the landing page and on a signed-in user's dashboard, plus whether Chromium finds the
// manifest installable. Prints a table and writes bench/results/latest.json; not a test.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'installable'] as const;

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

type PageScores = Record<(typeof CATEGORIES)[number], number | null> & {
  installability: string;
  fcp: string;
  lcp: string;
  tbt: string;
  si: string;
  cls: string;
};

async function audit(url: string, port: number, cookie: string | null): Promise<PageScores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    },
    installabilityConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    installable: score('installable'),
    installability: audits['installable-manifest']?.displayValue ?? 'not run',
    // What the performance score is made of, to see which part moved.
    fcp: audits['first-contentful-paint']?.displayValue ?? '-',
    lcp: audits['largest-contentful-paint']?.displayValue ?? '-',
    tbt: audits['total-blocking-time']?.displayValue ?? '-',
    si: audits['speed-index']?.displayValue ?? '-',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '-',
  };
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist', 'client', 'index.html'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const server = await startBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const cookie = await signUpCookie(server.baseUrl, 'lighthouse');
    await postJson(server.baseUrl, '/api/cabin/create', { name: 'Lyshytta' }, cookie);
    const landing = await audit(`${server.baseUrl}/`, chrome.port, null);
    const dashboard = await audit(`${server.baseUrl}/`, chrome.port, cookie);
    const result = {
      formFactor: 'mobile',
      landing,
      dashboard,
      targets: { performance: 95, accessibility: 100, 'best-practices': 100 },
      measuredAt: new Date().toISOString(),
    };
    console.table({ 'landing page': landing, 'signed-in dashboard': dashboard });
    writeResult('lighthouse', result);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
