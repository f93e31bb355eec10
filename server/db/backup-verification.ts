import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tarballOf } from './backup';
import { type DatabaseHandle, openDatabase, type Query } from './client';
import { danglingForeignKeys, overlappingBookings } from './integrity-checks';
import { missingMigrationCount } from './migration-status';
import { pgRestore } from './postgres-tools';

// A backup is proven by restoring it (issue #39, decision 052): into a scratch database (in
// memory for the embedded one, a new database on the same PostgreSQL server), where the
// migrations must be at this code's head, every table must hold as many rows as the source did
// when the backup was taken, and the integrity checks must find nothing.

/** Rows per table (`schema.table`), the migrations' table included. */
export type RowCounts = Record<string, number>;

export type Verification = { ok: boolean; checkedAt: string; findings: string[] };

/** How many rows each table of the app (and Drizzle's migrations table) holds, in one statement. */
export async function rowCounts(query: Query): Promise<RowCounts> {
  const tables = await query<{ name: string }>(`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and (table_schema = 'public' or (table_schema = 'drizzle' and table_name = '__drizzle_migrations'))
    order by 1`);
  if (tables.length === 0) return {};
  const rows = await query<{ name: string; count: number }>(
    tables
      .map(
        ({ name }) => `select '${name.replaceAll("'", "''")}' as name, count(*)::int as count from ${name}`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

/** What differs between the rows the source had and those the restored copy has. */
export function countDifferences(expected: RowCounts, actual: RowCounts): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map(
      (table) =>
        `${table}: ${actual[table] ?? 'no'} rows restored, ${expected[table] ?? 'no'} at backup time`,
    );
}

/** The backup restored into a scratch database, for `check`; the scratch database is removed after. */
async function withRestoredCopy<T>(
  file: string,
  databaseUrl: string | null,
  check: (copy: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (databaseUrl === null) {
    const copy = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: tarballOf(await readFile(file)),
    });
    try {
      return await check(copy);
    } finally {
      await copy.close();
    }
  }
  const { default: pg } = await import('pg');
  const name = `hytta_verify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      await pgRestore(url.toString(), file);
      const copy = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
      try {
        return await check(copy);
      } finally {
        await copy.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Restores `file` into a scratch database and checks it against the source's `expected` rows. */
export async function verifyBackup(
  file: string,
  databaseUrl: string | null,
  expected: RowCounts,
  now: () => Date,
): Promise<Verification> {
  let findings: string[];
  try {
    findings = await withRestoredCopy(file, databaseUrl, async (copy) => {
      const missing = await missingMigrationCount(copy.query);
      return [
        ...(missing > 0 ? [`${missing} migrations of this version are missing`] : []),
        ...countDifferences(expected, await rowCounts(copy.query)),
        ...(await danglingForeignKeys(copy.query)),
        ...(await overlappingBookings(copy.query)),
      ];
    });
  } catch (error) {
    findings = [
      `the backup could not be restored: ${error instanceof Error ? error.message : String(error)}`,
    ];
  }
  return { ok: findings.length === 0, checkedAt: now().toISOString(), findings };
}
