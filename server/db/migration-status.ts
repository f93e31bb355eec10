import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../paths';

import type { Query } from './client';

export type { Query };

let files: ReturnType<typeof readMigrationFiles> | null = null;
const migrationFiles = () => {
  files ??= readMigrationFiles({ migrationsFolder });
  return files;
};

/** The hashes of the migration files this code ships with, read once. */
export function migrationFileHashes(): string[] {
  return migrationFiles().map((migration) => migration.hash);
}

/** A database that a newer Hytta upgraded: this code would run on tables it does not know. */
export class DatabaseNewerThanCodeError extends Error {
  constructor(unknown: number, newestAt: Date) {
    super(
      `This database was upgraded by a newer version of Hytta: it has ${unknown} ` +
        `${unknown === 1 ? 'migration' : 'migrations'} this version does not know (the newest from ` +
        `${newestAt.toISOString().slice(0, 10)}). Start that version or a later one, or restore a backup ` +
        'that this version made. Nothing was changed.',
    );
    this.name = 'DatabaseNewerThanCodeError';
  }
}

/**
 * Refuses a database that has migrations this code does not ship (decision 051). Drizzle's
 * migrator only compares the newest applied migration's time with the files', so on its own it
 * would let an older release start on a newer schema and write rows the newer one's rules forbid.
 * A migration is known by its folder time (`created_at`), which an edit of its file keeps.
 */
export async function refuseNewerDatabase(query: Query): Promise<void> {
  const [table] = await query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return;
  const known = new Set(migrationFiles().map((migration) => String(migration.folderMillis)));
  const applied = await query<{ createdAt: string }>(
    `select created_at::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  const unknown = applied.map((row) => row.createdAt).filter((createdAt) => !known.has(createdAt));
  if (unknown.length === 0) return;
  const newest = Math.max(...unknown.map(Number));
  throw new DatabaseNewerThanCodeError(unknown.length, new Date(newest));
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
