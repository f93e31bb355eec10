import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

const opened: TestApp[] = [];
async function app(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(overrides);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened) await t.close().catch(() => {});
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz on a migrated database, without a cookie or secrets', async () => {
    const t = await app();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', jobs: { due: 0, retrying: 0, failed: 0 } });
    expect(ready.headers['set-cookie']).toBeUndefined();
  });

  it('is not ready on a database that lacks one of the migrations', async () => {
    const database = await createTestDatabase();
    const [last] = await database.query<{ hash: string; created_at: string }>(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at::text',
    );
    const t = await app({ database });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', message: 'The database is not ready' });
    // The process itself is fine: only readiness fails.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // With the migration recorded again, it is ready.
    await database.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${last?.hash}', ${last?.created_at})`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer, and says nothing about why', async () => {
    const t = await app();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Object.keys(ready.json()).sort()).toEqual(['message', 'requestId', 'status']);
    expect(ready.body).not.toMatch(/pglite|postgres|closed|select/i);
  });
});
