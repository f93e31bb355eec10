import { testProviderConfig } from '../server/test/oidc-test-provider';
import { e2eDataDir } from './data-dir';

/**
 * The servers a browser suite runs against: the MET, Kartverket and Nominatim stand-ins
 * (server/test/stub-services: browser tests never go out) and the built app and server on a
 * fresh embedded database, as `npm start` serves them. Each Playwright config gives its own
 * ports, so the Chromium suite and the engines' suite each have a server of their own.
 */
export function e2eWebServers(port: number, stubPort: number) {
  const baseURL = `http://localhost:${port}`;
  const stubs = `http://127.0.0.1:${stubPort}`;
  const outboundEnv = [
    // The push journey's stand-in devices subscribe at push.invalid (nothing is ever delivered there).
    'PUSH_SERVICE_HOSTS=push.invalid',
    `MET_API_URL=${stubs}/weatherapi`,
    `KARTVERKET_API_URL=${stubs}/adresser/v1`,
    `NOMINATIM_API_URL=${stubs}/nominatim`,
    `POWER_PRICE_URL=${stubs}/prices`,
    'WEATHER_CONTACT=e2e@hytta.invalid',
  ].join(' ');
  const dataDir = e2eDataDir(port);
  // A provider like Vipps Login beside the stubs (issue #39), on the port after them.
  const oidcPort = stubPort + 1000;
  const providers = JSON.stringify([testProviderConfig('vipps', `http://127.0.0.1:${oidcPort}`)]);
  return [
    {
      command: `STUB_PORT=${stubPort} OIDC_PORT=${oidcPort} OIDC_APP_ORIGIN=${baseURL} node --import tsx server/test/stub-services/main.ts`,
      url: `${stubs}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      // A fresh data directory at a known place: the e-mail journeys read its outbox.
      command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && DATA_DIR="${dataDir}" PORT=${port} HOST=127.0.0.1 PUBLIC_URL=${baseURL} SIGN_IN_RATE_LIMIT=1000 LOG_LEVEL=warn ${outboundEnv} OIDC_PROVIDERS='${providers}' npm run --silent serve`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // A slow, loaded machine opens the embedded database more slowly (decision 021).
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ];
}
