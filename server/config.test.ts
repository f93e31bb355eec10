import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedOrigins, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'hytta-config-'));

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      signInRateLimitPerMinute: 10,
      trustProxy: ['loopback'],
      backups: { schedule: '30 3 * * *', dir: join(dataDir, 'backups'), databaseUrl: null },
    });
  });

  it('reads BACKUP_SCHEDULE and BACKUP_DIR, turns backups off, and names a bad schedule', () => {
    const dataDir = tempDir();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        BACKUP_SCHEDULE: '0 */6 * * *',
        BACKUP_DIR: '/srv/backups/hytta',
        DATABASE_URL: 'postgres://hytta@db/hytta',
      }).backups,
    ).toEqual({
      schedule: '0 */6 * * *',
      dir: '/srv/backups/hytta',
      databaseUrl: 'postgres://hytta@db/hytta',
    });
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off' }).backups).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: '30 25 * * *' })).toThrow(
      /^BACKUP_SCHEDULE must be a cron expression such as "30 3 \* \* \*" .* not "30 25 \* \* \*"/,
    );
  });

  it('reads OIDC_PROVIDERS and stops on a malformed one, naming the fault', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).oidcProviders).toEqual([]);
    const google = {
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, OIDC_PROVIDERS: JSON.stringify([google]) }).oidcProviders).toEqual(
      [{ ...google, scopes: ['openid', 'email', 'profile'], tokenEndpointAuth: 'client_secret_basic' }],
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, OIDC_PROVIDERS: JSON.stringify([{ ...google, issuer: 'google' }]) }),
    ).toThrow('OIDC_PROVIDERS[0].issuer must be an http(s) URL');
  });

  it('generates a session secret once, keeps it private in the data directory and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('prefers SESSION_SECRET and refuses a short one', () => {
    const dataDir = tempDir();
    const secret = 'a'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('explains a bad PORT or PUBLIC_URL', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(
      /PORT must be a positive whole number/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'ftp://x' })).toThrow(
      /PUBLIC_URL must be an http\(s\) URL/,
    );
  });

  it('trusts the public URL and the extra origins', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://hytta.example.no/',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://other.example.no',
    });
    expect(allowedOrigins(config)).toEqual([
      'https://hytta.example.no',
      'http://localhost:5173',
      'https://other.example.no',
    ]);
  });

  it('reads TRUST_PROXY as a hop count or addresses, and refuses anything else', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('2')).toBe(2);
    expect(trust('true')).toBe(1);
    expect(trust('false')).toEqual(['loopback']);
    expect(trust('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY must be a hop count/);
  });

  it('trusts this machine as an origin only while the public URL is local', () => {
    const deployed = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://hytta.example.no' });
    expect(allowedOrigins(deployed)).toEqual(['https://hytta.example.no']);
    const local = loadConfig({ DATA_DIR: tempDir(), PORT: '4000' });
    expect(allowedOrigins(local)).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
  });

  it('reads the outbound services from the environment, keeping each base path', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MET_API_URL: 'http://127.0.0.1:4311/weatherapi/',
      KARTVERKET_API_URL: 'http://127.0.0.1:4311/adresser/v1',
      WEATHER_CONTACT: ' drift@example.no ',
      OUTBOUND_TIMEOUT_MS: '2500',
    });
    expect(config.outbound).toEqual({
      metApiUrl: 'http://127.0.0.1:4311/weatherapi',
      kartverketApiUrl: 'http://127.0.0.1:4311/adresser/v1',
      nominatimApiUrl: 'https://nominatim.openstreetmap.org',
      powerPriceUrl: 'https://www.hvakosterstrommen.no/api/v1/prices',
      contact: 'drift@example.no',
      timeoutMs: 2500,
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).outbound.metApiUrl).toBe('https://api.met.no/weatherapi');
    expect(() => loadConfig({ DATA_DIR: tempDir(), MET_API_URL: 'ftp://met' })).toThrow('MET_API_URL');
  });
});
