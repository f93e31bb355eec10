import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue #11: the built client goes out compressed (Brotli or gzip, whichever the browser takes),
// from the copies the build writes, with the same caching as the plain files.

let t: TestApp;
const clientDir = mkdtempSync(join(tmpdir(), 'hytta-compressed-'));
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tekst ${i}`))};\n`;
const page = `<!doctype html><html lang="no"><head><title>Hytta</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const signedInPage = page.replace('</head>', '<meta name="hytta-session" content="likely"></head>');

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), page);
  writeFileSync(join(clientDir, 'index.signed-in.html'), signedInPage);
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), script);
  precompressFiles(clientDir);
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });

describe('compressed client files', () => {
  it('sends a script as Brotli to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page compressed and revalidated on every client route', async () => {
    for (const url of ['/', '/calendar']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<svg');
  });

  it('sends the page that preloads the signed-in app to a request with a session cookie', async () => {
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'language=no; __Secure-better-auth.session_token=abc.def',
    ]) {
      const response = await get('/', 'br', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(signedInPage);
    }
    for (const cookie of [undefined, 'better-auth.session_token=', 'other.session_token=abc']) {
      const response = await get('/calendar', undefined, cookie);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.body).toBe(page);
    }
  });

  it("sends a guest link's page plain, uncached, unindexed and without a referrer, session or not (issue #41)", async () => {
    for (const cookie of [undefined, 'better-auth.session_token=abc.def']) {
      const response = await get('/g/abcDEF_-123', undefined, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
