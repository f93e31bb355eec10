import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../test/live-client';
import { cookieHeaderOf, type ServerProcess, startServerProcess } from '../test/server-process';

// The real server process (server/main.ts) on its embedded database: what it writes to its log
// while serving real requests, then a SIGTERM in the middle of a request and a live socket.

const password = 'hemmelig-passord-for-loggen';
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hytta-shutdown-'));
  server = await startServerProcess({
    dataDir,
    sessionSecret: 'a-session-secret-for-the-shutdown-test-0123',
  });
}, 90_000);
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: server.baseUrl },
  body: JSON.stringify(body),
});

describe('the server process', () => {
  const secrets: string[] = [];
  let cookie = '';
  let cabinId = '';

  it('logs JSON lines with request ids and none of the secrets its requests carried', async () => {
    const signUp = await fetch(`${server.baseUrl}/api/identity/sign-up/email`, {
      ...json({ email: 'drift@example.no', password, name: 'Drift Driftesen', username: 'drift' }),
    });
    expect(signUp.status).toBe(200);
    // The session token is only in the cookie (issue #36): that is the secret the log must not hold.
    secrets.push(
      password,
      decodeURIComponent(cookieHeaderOf(signUp).split('=').slice(1).join('=')).split('.')[0] ?? '',
    );
    const signIn = await fetch(`${server.baseUrl}/api/identity/sign-in/username`, {
      ...json({ username: 'drift', password }),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieHeaderOf(signIn);
    const signedInToken = decodeURIComponent(cookie.split('=').slice(1).join('=')).split('.')[0] ?? '';
    secrets.push(signedInToken, cookie.split('=').slice(1).join('='));
    const wrong = await fetch(`${server.baseUrl}/api/identity/sign-in/username`, {
      ...json({ username: 'drift', password: `${password}-nei` }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-request-id')).toBeTruthy();

    const created = await fetch(`${server.baseUrl}/api/cabin/create`, {
      ...json({ name: 'Loggehytta' }),
      headers: { ...json({}).headers, cookie },
    });
    expect(created.status).toBe(201);
    cabinId = (await created.json()).id;
    const subscription = await fetch(`${server.baseUrl}/api/calendar/${cabinId}/subscription`, {
      headers: { cookie },
    });
    const feedUrl = new URL((await subscription.json()).url);
    secrets.push(feedUrl.searchParams.get('token') ?? '');
    const feed = await fetch(`${server.baseUrl}${feedUrl.pathname}${feedUrl.search}`);
    expect(feed.status).toBe(200);
    const bad = await fetch(`${server.baseUrl}/api/bookings`, {
      ...json({ startDate: 'no' }),
      headers: { ...json({}).headers, cookie },
    });
    expect(bad.status).toBe(400);

    // The last request's line (written as its answer finishes) says the log has every request.
    await server.waitForLine(`"requestId":"${bad.headers.get('x-request-id')}"`);
    expect(server.output()).toContain(`${feedUrl.pathname}?token=[redacted]`);
    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.msg === 'request completed').length).toBeGreaterThanOrEqual(7);
    for (const entry of entries)
      if ('req' in entry)
        expect(entry.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(server.output()).not.toContain(secret);
    }
  });

  it('on SIGTERM finishes a request in flight, closes live sockets with 1001, refuses new connections and exits 0', async () => {
    const socket = await openSocket(`${server.baseUrl.replace('http', 'ws')}/ws`, cookie, {
      origin: server.baseUrl,
    });
    socket.send({ type: 'join', cabinId });
    expect((await socket.next()).type).toBe('joined');

    // A request whose headers the server has read (it answered 100 Continue) and whose body has
    // not been sent yet: it is in flight when the signal arrives.
    const body = JSON.stringify({ name: 'Kaffe' });
    const inFlight = httpRequest(`${server.baseUrl}/api/shopping-items`, {
      method: 'POST',
      headers: {
        cookie,
        origin: server.baseUrl,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      inFlight.once('response', resolve);
      inFlight.once('error', reject);
    });
    const continued = new Promise<void>((resolve) => inFlight.once('continue', () => resolve()));
    inFlight.flushHeaders();
    await continued;

    server.signal('SIGTERM');
    await server.waitForLine('no longer accepting connections');
    const port = Number(new URL(server.baseUrl).port);
    const refused = await new Promise<string>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect((await socket.closed).code).toBe(1001);

    inFlight.end(body);
    const response = await answered;
    const text = await new Promise<string>((resolve) => {
      let received = '';
      response.on('data', (chunk) => {
        received += String(chunk);
      });
      response.on('end', () => resolve(received));
    });
    expect(response.statusCode, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ name: 'Kaffe' });
    expect(response.headers.connection).toBe('close');

    expect(await server.exited).toBe(0);
    await server.waitForLine('"msg":"stopped"');
  }, 60_000);
});
