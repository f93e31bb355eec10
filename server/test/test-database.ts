import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (loaded from the
 * migrated dump that `database-template-setup.ts` made for the run), or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: template });
    // Applies nothing when the dump is current; keeps the check that every migration is there.
    await database.migrate();
    return database;
  }
  return (await createPostgresTestDatabase(serverUrl)).database;
}

/**
 * A new database with no tables yet (for tests that migrate it themselves, one release at a time):
 * in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null });
  return (await createPostgresTestDatabase(serverUrl, { migrated: false })).database;
}

/**
 * A new, migrated database on a PostgreSQL server, with its URL (for tests that start other
 * processes on it); closing the handle drops the database.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<{ database: DatabaseHandle; url: string }> {
  const name = `hytta_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 20 });
  if (migrated) await database.migrate();
  return {
    url: url.toString(),
    database: {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await cleanup.end();
        }
      },
    },
  };
}
