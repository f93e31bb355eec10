import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, png } from '../test/images';
import { createTestApp, injectAs, signUp, type TestApp } from '../test/test-app';

// The headers every answer carries (the app shell, an API answer, an error) and the session
// cookie's flags, over http and behind https.

const clientDir = mkdtempSync(join(tmpdir(), 'hytta-security-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Hytta</title><div id="root"></div>');

let plain: TestApp;
let secure: TestApp;
const SECURE_ORIGIN = 'https://hytta.example.no';

beforeAll(async () => {
  plain = await createTestApp({ clientDir });
  secure = await createTestApp({ clientDir, publicUrl: SECURE_ORIGIN });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

/** The three kinds of answer: the page, a JSON answer and an error, signed out. */
const ANSWERS = {
  'the app shell': (t: TestApp) => t.app.inject({ method: 'GET', url: '/' }),
  'an API answer': (t: TestApp) => t.app.inject({ method: 'GET', url: '/healthz' }),
  'an error answer': (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
};
type AnswerKind = keyof typeof ANSWERS;

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it.each(Object.keys(ANSWERS) as AnswerKind[])('on %s', async (kind) => {
    for (const t of [plain, secure]) {
      const response = await ANSWERS[kind](t);
      const csp = directives(response);
      // Scripts only from our origin: no inline script, no eval, so an injected tag cannot run.
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only when the public URL is https', async () => {
    for (const answer of Object.values(ANSWERS)) {
      expect((await answer(plain)).headers['strict-transport-security']).toBeUndefined();
    }
    for (const answer of Object.values(ANSWERS)) {
      expect((await answer(secure)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directives(await answer(secure)).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('serves a profile picture so that nothing in it can run, even opened on its own', async () => {
    const kari = await signUp(plain.app);
    const set = await injectAs(plain.app, kari, {
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { profilePicture: dataUrl(png()) },
    });
    expect(set.statusCode, set.body).toBe(200);
    const picture = await injectAs(plain.app, kari, { method: 'GET', url: set.json().profilePicture });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

/** The session cookie's attributes from a Set-Cookie list, by lower-cased name. */
function sessionCookie(response: LightMyRequestResponse): Map<string, string> {
  const setCookie = response.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const session = list.find((cookie) => /session_token=/.test(cookie.split(';')[0] ?? ''));
  expect(session, `no session cookie in ${list.join(' | ')}`).toBeDefined();
  return new Map(
    (session ?? '').split(';').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

describe('the session cookie', () => {
  const account = { password: 'correct-horse-battery', name: 'Kake Kakesen' };

  it.each([
    ['http', () => plain, 'http://localhost:3000', false],
    ['https', () => secure, SECURE_ORIGIN, true],
  ] as const)(
    'over %s: HttpOnly, SameSite=Lax, Path=/ on sign-up and both sign-ins',
    async (_, app, origin, isSecure) => {
      const t = app();
      const username = `kake${isSecure ? 's' : 'p'}`;
      const email = `${username}@example.no`;
      const calls = [
        ['/api/identity/sign-up/email', { ...account, email, username }],
        ['/api/identity/sign-in/email', { email, password: account.password }],
        ['/api/identity/sign-in/username', { username, password: account.password }],
      ] as const;
      for (const [url, payload] of calls) {
        const response = await t.app.inject({ method: 'POST', url, headers: { origin }, payload });
        expect(response.statusCode, response.body).toBe(200);
        const cookie = sessionCookie(response);
        expect(cookie.has('httponly'), url).toBe(true);
        expect(cookie.get('samesite')?.toLowerCase(), url).toMatch(/^(lax|strict)$/);
        expect(cookie.get('path'), url).toBe('/');
        expect(cookie.has('secure'), url).toBe(isSecure);
        // Behind https the name carries the __Secure- prefix, which browsers only accept over https.
        expect([...cookie.keys()][0]?.startsWith('__secure-'), url).toBe(isSecure);
      }
    },
  );
});
