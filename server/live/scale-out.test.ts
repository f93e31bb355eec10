import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinedSocket } from '../test/live-client';
import { cookieHeaderOf, startServerProcess } from '../test/server-process';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';
import { createPostgresTestDatabase, createTestDatabase } from '../test/test-database';

// Several server processes on one PostgreSQL deliver every event to every socket (decision 003,
// docs/architecture.md). On PostgreSQL (CI's run) this starts two real server processes; PGlite
// cannot be shared between processes, so on it two apps share one embedded database in this
// process, which still sends the event through the database's LISTEN/NOTIFY, not in memory.

/** A running server; `origin` is the one its browsers use (its PUBLIC_URL). */
type Server = { baseUrl: string; origin: string };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function twoServers(): Promise<[Server, Server]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { database, url } = await createPostgresTestDatabase(serverUrl);
    cleanups.push(() => database.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'hytta-scale-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const options = {
      databaseUrl: url,
      dataDir,
      sessionSecret: 'scale-out-test-secret-long-enough-for-auth',
    };
    const start = async (): Promise<Server> => {
      const server = await startServerProcess(options);
      cleanups.push(server.stop);
      return { baseUrl: server.baseUrl, origin: server.baseUrl };
    };
    return [await start(), await start()];
  }
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const start = async (): Promise<Server> => {
    const { app } = await createTestApp({ database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    cleanups.push(() => app.close());
    return { baseUrl: `http://127.0.0.1:${address.port}`, origin: TEST_ORIGIN };
  };
  return [await start(), await start()];
}

async function post(server: Server, path: string, body: unknown, cookie = '') {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe('live updates across server processes', () => {
  it('a write through process A reaches a socket on process B', async () => {
    const [a, b] = await twoServers();
    const signUp = await post(a, '/api/identity/sign-up/email', {
      email: 'skala@example.no',
      password: 'correct-horse-battery',
      name: 'Skala Hansen',
      username: 'skala',
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = cookieHeaderOf(signUp);
    const created = await post(a, '/api/cabin/create', { name: 'Skalahytta' }, cookie);
    expect(created.status).toBe(201);
    const { id: cabinId } = (await created.json()) as { id: string };

    const socketOnB = await joinedSocket(`${b.baseUrl.replace('http', 'ws')}/ws`, cookie, cabinId);
    const added = await post(a, '/api/shopping-items', { name: 'Ved' }, cookie);
    expect(added.status).toBe(201);
    expect(await socketOnB.next()).toEqual({ type: 'shopping_item_created', cabinId });
    socketOnB.close();
  });
});
