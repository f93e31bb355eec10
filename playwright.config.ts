import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/data-dir';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
// MET, Kartverket and Nominatim stand-ins (server/test/stub-services): browser tests never go out.
const stubPort = Number(process.env.E2E_STUB_PORT ?? 4311);
const stubs = `http://127.0.0.1:${stubPort}`;
const outboundEnv = [
  // The e2e test's stand-in devices subscribe at push.invalid (nothing is ever delivered there).
  'PUSH_SERVICE_HOSTS=push.invalid',
  `MET_API_URL=${stubs}/weatherapi`,
  `KARTVERKET_API_URL=${stubs}/adresser/v1`,
  `NOMINATIM_API_URL=${stubs}/nominatim`,
  'WEATHER_CONTACT=e2e@hytta.invalid',
].join(' ');

export default defineConfig({
  testDir: './e2e',
  // Two files at a time, one per core: every journey makes its own users and cabin, so files
  // share nothing but the server. The suite took 5.6 min with one worker and 2.8 min with two,
  // also while other work loaded the machine (docs/decisions/021-test-suite-time.md).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  webServer: [
    {
      command: `STUB_PORT=${stubPort} node --import tsx server/test/stub-services/main.ts`,
      url: `${stubs}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built app and server on a fresh embedded database, as `npm start` serves them.
      // A fresh data directory at a known place: the e-mail journeys read its outbox.
      command: `rm -rf "${e2eDataDir(port)}" && mkdir -p "${e2eDataDir(port)}" && DATA_DIR="${e2eDataDir(port)}" PORT=${port} HOST=127.0.0.1 PUBLIC_URL=${baseURL} SIGN_IN_RATE_LIMIT=1000 LOG_LEVEL=warn ${outboundEnv} npm run --silent serve`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
