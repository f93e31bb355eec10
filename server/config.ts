import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import type { BackupSettings } from './db/scheduled-backups';
import { type OidcProvider, parseOidcProviders } from './features/auth/oidc-providers';
import { parsePushServiceHosts } from './features/messages/push-endpoints';
import { parseCron } from './jobs/schedules';

export type TrustProxy = number | string[];

export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

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
  /**
   * Whose X-Forwarded-For to believe: a hop count, or addresses and ranges (proxy-addr names such
   * as `loopback` included). By default only a proxy on this machine, so a client cannot forge
   * its address (issue #13).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Sign-in and sign-up attempts allowed per client address and minute. */
  signInRateLimitPerMinute: number;
  /** The weather and address services the server calls (decision 011). */
  outbound: OutboundConfig;
  /** E-mail and push (issue #14, decision 030). */
  messages: MessagesConfig;
  /** Scheduled backups (issue #39, decision 052); null with BACKUP_SCHEDULE=off. */
  backups: BackupSettings | null;
  /** OIDC_PROVIDERS: sign-in through Vipps, Google or another OpenID Connect provider (issue #39). */
  oidcProviders: OidcProvider[];
};

/** Every night at 03:30 Europe/Oslo, when families sleep. */
export const DEFAULT_BACKUP_SCHEDULE = '30 3 * * *';

/** BACKUP_SCHEDULE (a cron expression in Europe/Oslo time, or `off`) and BACKUP_DIR. */
function parseBackups(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  databaseUrl: string | null,
): BackupSettings | null {
  const schedule = env.BACKUP_SCHEDULE?.trim() || DEFAULT_BACKUP_SCHEDULE;
  if (schedule === 'off') return null;
  try {
    parseCron(schedule);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `BACKUP_SCHEDULE must be a cron expression such as "30 3 * * *" (minute hour day month weekday, Europe/Oslo time) or "off", not "${schedule}": ${reason}`,
    );
  }
  return { schedule, dir: backupDir(env, dataDir), databaseUrl };
}

/** BACKUP_DIR, or `backups` in the data directory. */
export function backupDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return resolve(env.BACKUP_DIR || join(dataDir, 'backups'));
}

export type MessagesConfig = {
  /** SMTP_URL; null writes each e-mail to `outboxDir` instead. */
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  requireEmailVerification: boolean;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** PUSH_SERVICE_HOSTS: the push services a device's endpoint may name (decision 042). */
  pushServiceHosts: string[];
};

export type OutboundConfig = {
  /** MET Norway's weather API, up to and including `/weatherapi`. */
  metApiUrl: string;
  /** Kartverket's address API, up to and including `/adresser/v1`. */
  kartverketApiUrl: string;
  /** OpenStreetMap Nominatim, the fallback for places outside Norway. */
  nominatimApiUrl: string;
  /** The spot price service (hvakosterstrommen.no), up to and including `/api/v1/prices`; issue #41. */
  powerPriceUrl: string;
  /** Who runs this server, sent in the User-Agent as MET's and Nominatim's terms ask; may be empty. */
  contact: string;
  /** How long one outbound call may take. */
  timeoutMs: number;
};

export const DEFAULT_OUTBOUND: OutboundConfig = {
  metApiUrl: 'https://api.met.no/weatherapi',
  kartverketApiUrl: 'https://ws.geonorge.no/adresser/v1',
  nominatimApiUrl: 'https://nominatim.openstreetmap.org',
  powerPriceUrl: 'https://www.hvakosterstrommen.no/api/v1/prices',
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

const VAPID_FILE = 'vapid.json';

/**
 * The VAPID key pair push messages are signed with: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * (the same for every process of one deployment), or generated on first start and kept in the
 * data directory. A new pair would cut every subscribed device off, so it is made once.
 */
export function loadOrCreateVapidKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { publicKey: string; privateKey: string } {
  const fromEnv = { publicKey: env.VAPID_PUBLIC_KEY?.trim(), privateKey: env.VAPID_PRIVATE_KEY?.trim() };
  if (fromEnv.publicKey || fromEnv.privateKey) {
    if (!fromEnv.publicKey || !fromEnv.privateKey) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      stored &&
      typeof stored === 'object' &&
      'publicKey' in stored &&
      'privateKey' in stored &&
      typeof stored.publicKey === 'string' &&
      typeof stored.privateKey === 'string'
    ) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/**
 * Who push services may contact about this server (RFC 8292's `sub`): VAPID_SUBJECT, else the
 * contact MET is given (an e-mail address becomes a mailto: URL), else the public URL when it is
 * https, else a mailto: address at its host name.
 */
export function vapidSubject(subject: string | undefined, contact: string, publicUrl: string): string {
  const chosen = subject?.trim() || contact.trim();
  if (chosen) {
    if (/^(mailto:|https:\/\/)/.test(chosen)) return chosen;
    if (/^[^\s@]+@[^\s@]+$/.test(chosen)) return `mailto:${chosen}`;
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${chosen}"`);
  }
  return publicUrl.startsWith('https:') ? publicUrl : `mailto:hytta@${new URL(publicUrl).hostname}`;
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return value;
  } catch {
    // Falls through to the error below, which does not repeat a password the URL may hold.
  }
  throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
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
    backups: parseBackups(env, dataDir, env.DATABASE_URL || null),
    oidcProviders: parseOidcProviders(env.OIDC_PROVIDERS),
    publicUrl,
    sessionSecret: loadOrCreateSecret(dataDir, env.SESSION_SECRET),
    trustedOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
      powerPriceUrl: parseBaseUrl('POWER_PRICE_URL', env.POWER_PRICE_URL, DEFAULT_OUTBOUND.powerPriceUrl),
      contact: env.WEATHER_CONTACT?.trim() || DEFAULT_OUTBOUND.contact,
      timeoutMs: positiveInteger('OUTBOUND_TIMEOUT_MS', env.OUTBOUND_TIMEOUT_MS, DEFAULT_OUTBOUND.timeoutMs),
    },
    messages: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      mailFrom: env.MAIL_FROM?.trim() || `Hytta <hytta@${new URL(publicUrl).hostname}>`,
      outboxDir: join(dataDir, 'outbox'),
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION === 'true',
      vapid: {
        ...loadOrCreateVapidKeys(dataDir, env),
        subject: vapidSubject(env.VAPID_SUBJECT, env.WEATHER_CONTACT ?? '', publicUrl),
      },
      pushServiceHosts: parsePushServiceHosts(env.PUSH_SERVICE_HOSTS),
    },
  };
}

/** Every origin a browser may send credentials from: the public URL and this machine's own names. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origins allowed to call the API with cookies: the public URL, the extra ones, and this machine
 * on the port only while the public URL is itself local (a deployed server never trusts a page
 * some local program serves, issue #13).
 */
export function allowedOrigins(config: Pick<AppConfig, 'publicUrl' | 'port' | 'trustedOrigins'>): string[] {
  const local = LOCAL_HOSTS.has(new URL(config.publicUrl).hostname);
  return [
    ...new Set([
      config.publicUrl,
      ...(local ? [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`] : []),
      ...config.trustedOrigins,
    ]),
  ];
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts a proxy on this machine only; a whole number is the
 * count of proxies in front; `true` means one; anything else is a comma-separated list of
 * addresses or ranges (`10.0.0.0/8`, `loopback`).
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return DEFAULT_TRUST_PROXY;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (
      !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(address)
    ) {
      throw new Error(`TRUST_PROXY must be a hop count or comma-separated addresses, not "${address}"`);
    }
  }
  return addresses;
}
