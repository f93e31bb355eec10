import { defineConfig, devices } from '@playwright/test';
import { e2eWebServers } from './e2e/web-servers';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
// MET, Kartverket and Nominatim stand-ins (server/test/stub-services): browser tests never go out.
const stubPort = Number(process.env.E2E_STUB_PORT ?? 4311);

export default defineConfig({
  testDir: './e2e',
  // The engines' journeys run under their own config (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  // Two files at a time, one per core: every journey makes its own users and cabin, so files
  // share nothing but the server. The suite took 5.6 min with one worker and 2.8 min with two,
  // also while other work loaded the machine (docs/decisions/021-test-suite-time.md).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Limits for a slow, loaded 2-core machine, not for this one: a journey that took 10-15 s here
  // took over 30 s there (decision 021's addendum, issue #36). A hang still fails in 90 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    // Journeys run without the service worker (it would take the page's requests out of
    // Playwright's routing); e2e/pwa.spec.ts turns it on for the installable-app journeys.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: e2eWebServers(port, stubPort),
});
