import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
const clientDir = mkdtempSync(join(tmpdir(), 'hytta-client-'));

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Hytta</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Hytta"}');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
});

describe('HTTP surface', () => {
  it.each(['/', '/visits', '/calendar', '/auth?tab=register', '/some/unknown/path'])(
    'serves the app shell for %s so the client can route it',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    for (const url of ['/api/nothing-here', '/api', '/ws/other']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers malformed JSON with a 400 message, not a 500', async () => {
    // Signed in: a signed-out caller is answered 401 before the body is read (issue #36).
    const response = await injectAs(t.app, await signUp(t.app), {
      method: 'POST',
      url: '/api/auth/clerk-sync',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers: CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports liveness and readiness without authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', jobs: { due: 0, retrying: 0, failed: 0 } });
  });
});

describe('installable app (issue #10)', () => {
  it('serves /sw.js as a script the browser revalidates on every update check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its own media type, and hashed assets for a year', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the page register its worker and manifest under the CSP', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('marks every API answer no-store, signed in or not, so no cache keeps a private one', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const kari = await signUp(t.app);
    for (const url of ['/api/auth/me', '/api/notifications/unread-count', '/api/nothing-here']) {
      const response = await injectAs(t.app, kari, { method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(
      (await injectAs(t.app, kari, { method: 'GET', url: '/api/notifications/unread-count' })).json(),
    ).toEqual({ count: 0 });
  });
});

describe('behind https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: 'https://hytta.example.no' });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('adds HSTS and marks the session cookie Secure', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: 'https://hytta.example.no' },
      payload: { email: 'sikker@example.no', password: 'long-enough-pw', name: 'Sikker', username: 'sikker' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/i);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
