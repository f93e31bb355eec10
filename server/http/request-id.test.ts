import type { CalendarSubscription } from '@shared/schemas/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import {
  callAs,
  cookieFrom,
  createTestApp,
  injectAs,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../test/test-app';
import { loggerOptions, wantsPrettyLogs } from './logger-options';
import { formatLogLine } from './pretty-log';

type LogLine = Record<string, unknown> & { requestId?: string; level: number; msg: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and what the log holds', () => {
  const lines: string[] = [];
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    const logger = { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } };
    t = await createTestApp({ logger });
    proxied = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('gives every answer an id, on its header and on its log lines', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/api/bookings' });
    const firstId = String(first.headers['x-request-id']);
    expect(firstId).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(firstId);
    expect(parsed().find((line) => line.requestId === firstId)?.msg).toBe('request completed');
  });

  it("takes a trusted proxy's sane id, and makes its own otherwise", async () => {
    const id = (app: TestApp, value: string) =>
      app.app
        .inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': value } })
        .then((response) => String(response.headers['x-request-id']));
    expect(await id(proxied, 'a1b2c3d4e5f6')).toBe('a1b2c3d4e5f6');
    expect(await id(proxied, 'two words')).toMatch(UUID);
    expect(await id(proxied, 'x'.repeat(129))).toMatch(UUID);
    expect(await id(proxied, 'line\\nbreak')).toMatch(UUID);
    // Without a proxy in front, anyone could choose the id their requests are logged under.
    expect(await id(t, 'a1b2c3d4e5f6')).toMatch(UUID);
  });

  it('logs no password, session token, cookie or feed token, and ties a failure to its id', async () => {
    const password = 'hemmelig-passord-123';
    const signUpResponse = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'logg@example.no', password, name: 'Logg Bruker', username: 'loggbruker' },
    });
    expect(signUpResponse.statusCode).toBe(200);
    // The session token is only in the cookie (issue #36): that is the secret the log must not hold.
    const sessionToken =
      decodeURIComponent(cookieFrom(signUpResponse).split('=').slice(1).join('=')).split('.')[0] ?? '';
    expect(sessionToken.length).toBeGreaterThan(10);
    const user = await signIn(t.app, { ...(await signUp(t.app)), password: 'correct-horse-battery' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/username',
      headers: { origin: TEST_ORIGIN },
      payload: { username: 'loggbruker', password: `${password}-feil` },
    });
    expect(wrong.statusCode).toBe(401);
    const cabin = await createCabinAs(t.app, user);
    const { url }: CalendarSubscription = await callAs(
      t.app,
      user,
      'GET',
      `/api/calendar/${cabin.id}/subscription`,
    );
    const feedToken = new URL(url).searchParams.get('token') ?? '';
    const feed = new URL(url);
    expect((await t.app.inject({ method: 'GET', url: `${feed.pathname}${feed.search}` })).statusCode).toBe(
      200,
    );

    // A failure inside the database: a 500 whose body and header carry the id of its log lines.
    await t.database.db.execute(sql`
      create function hytta_test_fail_visit() returns trigger language plpgsql as $$
      begin raise exception 'boom'; end $$`);
    await t.database.db.execute(sql`
      create trigger hytta_test_fail_visit before insert on visits
      for each row execute function hytta_test_fail_visit()`);
    const failed = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/visits',
      payload: { visitorName: 'Kari Hemmelig-Gjest', startDate: '2026-01-01', endDate: '2026-01-02' },
    });
    expect(failed.statusCode).toBe(500);
    const failedId = failed.headers['x-request-id'];
    expect(failed.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: failedId,
    });
    const failureLines = parsed().filter((line) => line.requestId === failedId);
    expect(failureLines.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(failureLines[0]?.level).toBe(50);
    // The failed query is logged without the values it was given (issue #13).
    expect(JSON.stringify(failureLines[0])).toContain('params: [redacted]');
    expect(lines.join('')).not.toContain('Hemmelig-Gjest');

    const log = lines.join('');
    const sessionCookie = user.cookie.split('=').slice(1).join('=');
    for (const secret of [password, sessionToken, sessionCookie, user.password, feedToken]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('token=[redacted]');
    // Every line written while handling a request names it.
    for (const line of parsed()) if ('req' in line) expect(line.requestId).toMatch(UUID);
  });
});

describe('the readable log for a terminal', () => {
  it('shows the level, message, request and id, and keeps other fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
      pid: 1,
      hostname: 'h',
      requestId: 'abc',
      req: { method: 'GET', url: '/api/bookings' },
      res: { statusCode: 200 },
      responseTime: 1.234,
      msg: 'request completed',
      signal: 'SIGTERM',
    });
    expect(formatLogLine(line, false)).toBe(
      '03:04:05.006 INFO  request completed GET /api/bookings 200 1.2 ms [abc] {"signal":"SIGTERM"}\n',
    );
    expect(formatLogLine('not json', false)).toBe('not json');
  });
  it('is chosen for npm run dev and for a terminal, never in production or through a pipe', () => {
    expect(wantsPrettyLogs({ npm_lifecycle_event: 'dev' }, false)).toBe(true);
    expect(wantsPrettyLogs({}, true)).toBe(true);
    expect(wantsPrettyLogs({}, false)).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production', npm_lifecycle_event: 'dev' }, false)).toBe(false);
  });
});
