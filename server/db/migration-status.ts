import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../paths';

import type { Query } from './client';

export type { Query };

let fileHashes: string[] | null = null;

/** The hashes of the migration files this code ships with, read once. */
export function migrationFileHashes(): string[] {
  fileHashes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  return fileHashes;
}

/**
 * How many of this code's migration files the database has not applied, read from the table
 * Drizzle's `migrate()` keeps. A database that was never migrated has no such table: all missing.
 */
export async function missingMigrationCount(query: Query): Promise<number> {
  const [table] = await query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  const expected = migrationFileHashes();
  if (!table?.name) return expected.length;
  const applied = new Set(
    (await query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).map((row) => row.hash),
  );
  return expected.filter((hash) => !applied.has(hash)).length;
}
