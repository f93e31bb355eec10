// The browser tests: the Playwright suite in Chromium, then the core journeys in Firefox ESR and
// WebKitGTK (playwright.engines.config.ts). Both run even when the first fails, so one run shows
// every engine's failures; any failure fails the command (and so `npm test`).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [
  ['playwright', 'test', ...extra],
  ['playwright', 'test', '-c', 'playwright.engines.config.ts', ...extra],
];
let failed = false;
for (const args of runs) {
  const started = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  console.log(
    `${args.join(' ')}: exit ${result.status ?? result.signal} after ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
