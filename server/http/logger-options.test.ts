import type { CalendarSubscription } from '@shared/schemas/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp } from '../test/test-app';
import { loggerOptions, redactUrl } from './logger-options';

describe('redactUrl', () => {
  it('replaces the token and keeps everything else', () => {
    expect(redactUrl('/api/calendar/abc/feed?token=s3cr3t&lang=no')).toBe(
      '/api/calendar/abc/feed?token=[redacted]&lang=no',
    );
    expect(redactUrl('/x?lang=en&TOKEN=a&token=b&tok%65n=c')).toBe(
      '/x?lang=en&TOKEN=[redacted]&token=[redacted]&tok%65n=[redacted]',
    );
    expect(redactUrl('/api/bookings')).toBe('/api/bookings');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });

  it("replaces a guest link's token in the path (issue #41)", () => {
    expect(redactUrl('/g/abcDEF_-123')).toBe('/g/[redacted]');
    expect(redactUrl('/api/guest/abcDEF_-123/checklist-items/x?y=1')).toBe(
      '/api/guest/[redacted]/checklist-items/x?y=1',
    );
    expect(redactUrl('/api/guests')).toBe('/api/guests');
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never holds a session cookie or a calendar feed token', async () => {
    const user = await signUp(t.app);
    const cabin = await createCabinAs(t.app, user);
    const { url }: CalendarSubscription = await callAs(
      t.app,
      user,
      'GET',
      `/api/calendar/${cabin.id}/subscription`,
    );
    const { pathname, search } = new URL(url);
    const token = new URL(url).searchParams.get('token') ?? '';
    expect((await t.app.inject({ method: 'GET', url: `${pathname}${search}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${pathname}?token=${token}x` })).statusCode).toBe(404);

    const log = lines.join('');
    expect(log).toContain(`${pathname}?token=[redacted]&lang=no`);
    expect(log).not.toContain(token);
    const sessionCookie = user.cookie.split('=').slice(1).join('=').split(';')[0] ?? '';
    expect(sessionCookie.length).toBeGreaterThan(10);
    expect(log).not.toContain(sessionCookie);
  });
  it('writes one line per request, with the method, the URL, the status and the time taken', async () => {
    const before = lines.length;
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings?view=list' })).statusCode).toBe(401);
    const written = lines.slice(before).map((line): Record<string, unknown> => JSON.parse(line));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/bookings?view=list' },
      res: { statusCode: 401 },
    });
    expect(written[0]?.responseTime).toEqual(expect.any(Number));
  });
});
