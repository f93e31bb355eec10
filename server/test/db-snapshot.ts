import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';

/**
 * Tables whose rows a refused request may legitimately change: counting refused attempts is what
 * the rate-limit table is for (sign-in tries, join-code guesses, place searches).
 */
const COUNTERS = new Set(['rate_limits']);

/** The rows of a query, checked against their shape (the two drivers answer alike: `{rows}`). */
async function select<Row>(db: Database, query: SQL, row: z.ZodType<Row>): Promise<Row[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

const checksumRow = z.object({ name: z.string(), rows: z.number(), digest: z.string() });

/** Every user table of the app's schema, read from the catalog so a new table is never missed. */
async function userTables(db: Database): Promise<string[]> {
  const tables = await select(
    db,
    sql`select table_name::text as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    z.object({ name: z.string() }),
  );
  return tables.map((table) => table.name).filter((name) => !COUNTERS.has(name));
}

export type DatabaseSnapshot = {
  /** Per table, the row count and an md5 of every row's text in a fixed order, in one query. */
  checksum: () => Promise<Record<string, string>>;
  /** Puts the tables (all, or those named) back as they were when the snapshot was taken. */
  restore: (only?: string[]) => Promise<void>;
};

/**
 * Takes the current rows of every table, for tests that must compare the data after a request
 * (equal checksums: no row was added, removed or changed) and put it back after one that wrote.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const tables = await userTables(db);
  const checksumQuery = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::int as rows,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const saved: { name: string; rows: string }[] = [];
  for (const name of tables) {
    const [result] = await select(
      db,
      sql`select coalesce(json_agg(t), '[]')::text as rows from ${sql.identifier(name)} t`,
      z.object({ rows: z.string() }),
    );
    saved.push({ name, rows: result?.rows ?? '[]' });
  }
  return {
    checksum: async () => {
      const rows = await select(db, checksumQuery, checksumRow);
      return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.digest}`]));
    },
    restore: async (only) => {
      await db.transaction(async (tx) => {
        // Foreign keys (and their cascades) are triggers, which the replica role skips: tables go
        // back one by one, in whatever order, and their rows were consistent when they were taken.
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const { name, rows } of saved) {
          if (only && !only.includes(name)) continue;
          const table = sql.identifier(name);
          await tx.execute(sql`delete from ${table}`);
          await tx.execute(
            sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${rows}::json)`,
          );
        }
      });
    },
  };
}
