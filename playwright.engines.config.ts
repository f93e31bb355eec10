import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/engine-session';
import { e2eWebServers } from './e2e/web-servers';

// Issue #36: the core journeys in the engines families' phones use besides Chromium: Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK, Safari's engine (selenium-webdriver
// against WebKitWebDriver under Xvfb), both Debian's builds. Its own server on its own ports, so
// it can run beside or after the Chromium suite (docs/decisions/044-every-browser-families-use.md).
const port = Number(process.env.E2E_ENGINES_PORT ?? 4320);
const stubPort = Number(process.env.E2E_ENGINES_STUB_PORT ?? port + 1);

export default defineConfig<object, { engine: EngineName }>({
  testDir: './e2e/engines',
  // Not the Chromium suite's folder: each run empties its own, and this one runs second.
  outputDir: 'test-results/engines',
  // One worker per engine: each project's journeys run in order in their own browser, the two
  // engines side by side.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Limits for a slow, loaded 2-core machine (decision 021's addendum).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright-engines.json' }]]
    : [['list']],
  use: { baseURL: `http://localhost:${port}` },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: e2eWebServers(port, stubPort),
});
