import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type AppConfig = {
  port: number;
  host: string;
  /** Where PGlite keeps its files, the lock and a generated session secret. */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite, when set. */
  databaseUrl: string | null;
  /** The public base URL (scheme, host, port) users reach the app at. */
  publicUrl: string;
  sessionSecret: string;
  /** Extra origins allowed to call the API with cookies (for example the Vite dev server). */
  trustedOrigins: string[];
  /** Trust X-Forwarded-* from a reverse proxy in front of the app. */
  trustProxy: boolean;
  logLevel: string;
  /** Sign-in and sign-up attempts allowed per client address and minute. */
  signInRateLimitPerMinute: number;
  /** The weather and address services the server calls (decision 011). */
  outbound: OutboundConfig;
};

export type OutboundConfig = {
  /** MET Norway's weather API, up to and including `/weatherapi`. */
  metApiUrl: string;
  /** Kartverket's address API, up to and including `/adresser/v1`. */
  kartverketApiUrl: string;
  /** OpenStreetMap Nominatim, the fallback for places outside Norway. */
  nominatimApiUrl: string;
  /** Who runs this server, sent in the User-Agent as MET's and Nominatim's terms ask; may be empty. */
  contact: string;
  /** How long one outbound call may take. */
  timeoutMs: number;
};

export const DEFAULT_OUTBOUND: OutboundConfig = {
  metApiUrl: 'https://api.met.no/weatherapi',
  kartverketApiUrl: 'https://ws.geonorge.no/adresser/v1',
  nominatimApiUrl: 'https://nominatim.openstreetmap.org',
  contact: '',
  timeoutMs: 5_000,
};

const SECRET_FILE = 'session-secret';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  }
  return parsed;
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/** An http(s) base URL with its path kept and trailing slashes dropped. */
function parseBaseUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  parseUrl(name, value);
  return value.replace(/\/+$/, '');
}

/**
 * The session secret from SESSION_SECRET, or one generated on first start and kept in the data
 * directory (readable by the owner only), so sessions survive restarts.
 */
export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = positiveInteger('PORT', env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  const trustedOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => parseUrl('TRUSTED_ORIGINS', origin));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    sessionSecret: loadOrCreateSecret(dataDir, env.SESSION_SECRET),
    trustedOrigins,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    signInRateLimitPerMinute: positiveInteger('SIGN_IN_RATE_LIMIT', env.SIGN_IN_RATE_LIMIT, 10),
    outbound: {
      metApiUrl: parseBaseUrl('MET_API_URL', env.MET_API_URL, DEFAULT_OUTBOUND.metApiUrl),
      kartverketApiUrl: parseBaseUrl(
        'KARTVERKET_API_URL',
        env.KARTVERKET_API_URL,
        DEFAULT_OUTBOUND.kartverketApiUrl,
      ),
      nominatimApiUrl: parseBaseUrl(
        'NOMINATIM_API_URL',
        env.NOMINATIM_API_URL,
        DEFAULT_OUTBOUND.nominatimApiUrl,
      ),
      contact: env.WEATHER_CONTACT?.trim() || DEFAULT_OUTBOUND.contact,
      timeoutMs: positiveInteger('OUTBOUND_TIMEOUT_MS', env.OUTBOUND_TIMEOUT_MS, DEFAULT_OUTBOUND.timeoutMs),
    },
  };
}

/** Every origin a browser may send credentials from: the public URL and this machine's own names. */
export function allowedOrigins(config: Pick<AppConfig, 'publicUrl' | 'port' | 'trustedOrigins'>): string[] {
  return [
    ...new Set([
      config.publicUrl,
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
      ...config.trustedOrigins,
    ]),
  ];
}
