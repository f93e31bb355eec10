import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_PICTURE_MAX_BYTES } from '@shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { dataUrl, png } from '../test/images';
import { joinedSocket } from '../test/live-client';
import { NGINX, type NginxProcess, SITE_CONFIG, startNginx } from '../test/nginx-process';
import { cookieHeaderOf, freePort, startServerProcess } from '../test/server-process';
import { createPostgresTestDatabase } from '../test/test-database';

// README "Running several processes": two Hytta processes on one PostgreSQL behind the example
// nginx configuration (deploy/nginx/hytta.conf, run by Debian's nginx), with no sticky sessions.
// Everything goes through nginx; its access log says which process answered each request, so the
// test knows that a session made on one process works on the other and that a booking written
// through one process reaches a socket held by the other. Embedded PGlite cannot be shared by two
// processes, so this runs only on PostgreSQL (CI's second run, which also installs nginx).

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The fields of a process's request log line (server/http/logger-options.ts) the test reads. */
type RequestLogLine = { msg?: string; req?: { method?: string; url?: string; remoteAddress?: string } };

type Backend = {
  port: number;
  requests: RequestLogLine[];
  /** Resolves once the process has logged `count` requests (its log arrives through a pipe). */
  untilLogged: (count: number) => Promise<void>;
};

async function startBackend(databaseUrl: string, publicUrl: string, dataDir: string): Promise<Backend> {
  const requests: RequestLogLine[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = await startServerProcess({
    databaseUrl,
    dataDir,
    sessionSecret: 'nginx-proxy-test-secret-long-enough-for-auth',
    env: { TRUST_PROXY: 'true', PUBLIC_URL: publicUrl },
    onOutputLine: (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as RequestLogLine;
      if (entry.msg !== 'request completed') return;
      requests.push(entry);
      for (const waiter of waiting.filter((candidate) => candidate.count <= requests.length))
        waiter.resolve();
    },
  });
  cleanups.push(server.stop);
  return {
    port: Number(new URL(server.baseUrl).port),
    requests,
    untilLogged: (count) =>
      count <= requests.length
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
  };
}

/** A date `days` from now, as the API takes it. */
function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('several processes behind nginx', () => {
  it('signs in, books and delivers the live event across two processes with no sticky sessions', async () => {
    if (!serverUrl) throw new Error('This file runs only with TEST_DATABASE_URL (vitest.config.ts)');
    if (!existsSync(NGINX)) {
      throw new Error(
        `This test runs ${SITE_CONFIG} in Debian's nginx, which is missing at ${NGINX}. ` +
          'Install it with: apt-get update && apt-get install -y nginx (.ci/run does this).',
      );
    }
    const { database, url } = await createPostgresTestDatabase(serverUrl);
    cleanups.push(() => database.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-proxy-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const backends = [
      await startBackend(url, publicUrl, dataDir),
      await startBackend(url, publicUrl, dataDir),
    ];
    const proxy: NginxProcess = await startNginx({
      listenPort: proxyPort,
      backendPorts: backends.map((backend) => backend.port),
    });
    cleanups.push(proxy.remove);
    const upstreams = backends.map((backend) => `127.0.0.1:${backend.port}`);

    // As a browser on PUBLIC_URL sends them; the forged X-Forwarded-For must not reach Hytta.
    const call = (method: string, path: string, body?: unknown, cookie = '') =>
      fetch(`${publicUrl}${path}`, {
        method,
        headers: {
          origin: publicUrl,
          'x-forwarded-for': '203.0.113.7',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    const ownerSignUp = await call('POST', '/api/identity/sign-up/email', {
      email: 'proxy-eier@example.no',
      password: 'correct-horse-battery',
      name: 'Eier Proxy',
      username: 'proxyeier',
    });
    expect(ownerSignUp.status, await ownerSignUp.clone().text()).toBe(200);
    const owner = cookieHeaderOf(ownerSignUp);
    const created = await call('POST', '/api/cabin/create', { name: 'Proxyhytta' }, owner);
    expect(created.status).toBe(201);
    const cabin = (await created.json()) as { id: string; accessCode: string };
    // nginx's body limit lets a profile picture of up to 5 MB (as base64 JSON) through, and one
    // just over it still reaches Hytta, which answers with its own message rather than nginx's 413.
    const largest = await call(
      'PATCH',
      '/api/user/profile',
      { profilePicture: dataUrl(png(PROFILE_PICTURE_MAX_BYTES - 1)) },
      owner,
    );
    expect(largest.status, await largest.clone().text()).toBe(200);
    const tooLarge = await call(
      'PATCH',
      '/api/user/profile',
      { profilePicture: dataUrl(png(PROFILE_PICTURE_MAX_BYTES + 1)) },
      owner,
    );
    expect(await tooLarge.json()).toEqual({
      message: 'File size must be less than 5MB',
      code: 'image_too_large',
    });

    const memberSignUp = await call('POST', '/api/identity/sign-up/email', {
      email: 'proxy-medlem@example.no',
      password: 'correct-horse-battery',
      name: 'Medlem Proxy',
      username: 'proxymedlem',
    });
    expect(memberSignUp.status).toBe(200);
    const signIn = await call('POST', '/api/identity/sign-in/username', {
      username: 'proxymedlem',
      password: 'correct-horse-battery',
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const member = cookieHeaderOf(signIn);
    expect(
      (await call('POST', '/api/auth/join-cabin', { accessCode: cabin.accessCode }, member)).status,
    ).toBe(200);
    // Round-robin: consecutive calls go to the two processes in turn, and the session made by
    // the sign-in above is good on both.
    for (let i = 0; i < 2; i++) {
      const me = await call('GET', '/api/auth/me', undefined, member);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { username: string } }).user.username).toBe('proxymedlem');
    }

    // Two sockets, one on each process (checked below), both through nginx's /ws.
    const liveUrl = `ws://127.0.0.1:${proxyPort}/ws`;
    const sockets = [
      await joinedSocket(liveUrl, member, cabin.id, { origin: publicUrl }),
      await joinedSocket(liveUrl, member, cabin.id, { origin: publicUrl }),
    ];
    const booked = await call(
      'POST',
      '/api/bookings',
      { startDate: dateInDays(30), endDate: dateInDays(33), adults: 2 },
      owner,
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    for (const socket of sockets) {
      expect(await socket.nextOf('booking_created')).toEqual({ type: 'booking_created', cabinId: cabin.id });
    }
    for (const socket of sockets) socket.close();
    await Promise.all(sockets.map((socket) => socket.closed));
    // Once nginx has exited, its log has every request it finished.
    await proxy.stop();
    const log = proxy.accessLog();

    const servedBy = (method: string, uri: string) =>
      log.filter((entry) => entry.method === method && entry.uri === uri).map((entry) => entry.upstream);
    expect(servedBy('GET', '/api/auth/me').sort()).toEqual([...upstreams].sort());
    expect(servedBy('GET', '/ws').sort()).toEqual([...upstreams].sort());
    expect(log.filter((entry) => entry.uri === '/ws').map((entry) => entry.status)).toEqual([101, 101]);
    expect(servedBy('POST', '/api/bookings')).toHaveLength(1);
    // Every request nginx passed on is in the log of the process it names.
    for (const [index, backend] of backends.entries()) {
      const passed = log.filter((entry) => entry.upstream === upstreams[index] && entry.uri !== '/ws');
      expect(passed.length).toBeGreaterThan(0);
      await backend.untilLogged(passed.length);
      expect(backend.requests.map((entry) => `${entry.req?.method} ${entry.req?.url}`).sort()).toEqual(
        passed.map((entry) => `${entry.method} ${entry.uri}`).sort(),
      );
    }
    // Hytta saw the client's real address (loopback), not the one the client made up.
    const addresses = new Set(
      backends.flatMap((backend) => backend.requests.map((entry) => entry.req?.remoteAddress)),
    );
    expect([...addresses]).toEqual(['127.0.0.1']);
  });
});
