import pg from 'pg';
import { hasDatabase } from './backup';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir, pgliteDirOf } from './data-dir-lock';
import type { Query } from './migration-status';

// Moving a family's Hytta from the embedded database to PostgreSQL (decision 019): the same
// migrations make the same schema there, and every row of every table is copied in one
// transaction, parents before children, so the target has all of it or none of it.

/** Rows sent to PostgreSQL per statement: big enough to be quick, small enough for pictures. */
const ROWS_PER_INSERT = 200;

type ForeignKey = { name: string; child: string; parent: string; nullable: string[] };

/**
 * The order to copy tables in (each after every table it references) and the foreign keys that
 * cannot be honoured by order alone: a table referring to itself (a task's previous occurrence)
 * or a cycle (a user's current cabin is one of their memberships, which refer to the user). Those
 * keys' nullable columns are copied as null and filled in once every row is there.
 */
export async function copyPlan(query: Query): Promise<{ order: string[]; deferred: ForeignKey[] }> {
  const tables = (
    await query<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`)
  ).map((row) => row.name);
  const keys = (
    await query<{ name: string; child: string; parent: string; nullable: string | null }>(`
      select k.conname as name, child.relname as child, parent.relname as parent,
        (select string_agg(a.attname, ',') from unnest(k.conkey) col(num)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = col.num where not a.attnotnull) as nullable
      from pg_constraint k join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' order by k.conname`)
  ).map((key) => ({ ...key, nullable: key.nullable ? key.nullable.split(',') : [] }));
  const deferred = keys.filter((key) => key.child === key.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  const blocking = (table: string) =>
    keys.filter((key) => key.child === table && !deferred.includes(key) && !placed.has(key.parent));
  while (order.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && blocking(table).length === 0);
    if (ready.length === 0) {
      // A cycle: break it at a key whose row may leave it unset (a null column skips the check).
      // The table held back by the fewest keys is the one in the cycle, not one merely behind it.
      const held = tables
        .filter((table) => !placed.has(table))
        .map((table) => blocking(table))
        .sort((a, b) => a.length - b.length);
      const key = held.flat().find((candidate) => candidate.nullable.length > 0);
      if (!key) throw new Error('The foreign keys form a cycle of required columns; cannot order the tables');
      deferred.push(key);
      continue;
    }
    for (const table of ready) {
      order.push(table);
      placed.add(table);
    }
  }
  return { order, deferred };
}

export type CopyReport = { table: string; rows: number }[];

/** Tables of the target's public schema that hold rows (a target must have none). */
async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const tables = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  const filled: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await client.query(`select 1 from ${pg.escapeIdentifier(name)} limit 1`);
    if (rows.rowCount) filled.push(name);
  }
  return filled;
}

/**
 * Copies every row of the embedded database in `dataDir` into the empty PostgreSQL database at
 * `url`, after applying the migrations there. The server must be stopped (the copy takes the data
 * directory's lock, so nothing changes under it); a target that already has rows in one of its tables is refused.
 */
export async function copyEmbeddedToPostgres(dataDir: string, url: string): Promise<CopyReport> {
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    throw error instanceof DataDirLockedError
      ? new Error(`${error.message} Stop the server before moving its data to PostgreSQL.`)
      : error;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    if (!(await hasDatabase(dataDir)))
      throw new Error(`There is no embedded database in ${dataDir} to copy.`);
    await client.connect();
    const filled = await tablesWithRows(client);
    if (filled.length > 0) {
      throw new Error(
        `The PostgreSQL database is not empty (rows in ${filled.join(', ')}); ` +
          'Hytta copies only into an empty database. Create a new one (createdb) and try again.',
      );
    }
    const source = await openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dataDir) });
    try {
      // The embedded database is brought up to date first, as a start of the server would.
      await source.migrate();
      const target = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
      try {
        await target.migrate();
      } finally {
        await target.close();
      }
      return await copyRows(source.query, client);
    } finally {
      await source.close();
    }
  } finally {
    await client.end().catch(() => {});
    lock.release();
  }
}

const ident = (name: string) => pg.escapeIdentifier(name);

async function insertJsonRows(client: pg.Client, table: string, rows: string[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = `[${rows.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
    await client.query(
      `insert into ${ident(table)} overriding system value
       select * from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [chunk],
    );
  }
}

async function primaryKeyOf(query: Query, table: string): Promise<string[]> {
  const columns = await query<{ name: string }>(`
    select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = ANY(i.indkey)
    where i.indrelid = '${ident(table)}'::regclass and i.indisprimary`);
  if (columns.length === 0) throw new Error(`Table ${table} has no primary key`);
  return columns.map((column) => column.name);
}

async function copyRows(sourceQuery: Query, client: pg.Client): Promise<CopyReport> {
  const { order, deferred } = await copyPlan(sourceQuery);
  const report: CopyReport = [];
  await client.query('begin');
  try {
    // Our triggers (booking list versions, change notifications) must not rewrite copied rows.
    for (const table of order) await client.query(`alter table ${ident(table)} disable trigger user`);
    for (const table of order) {
      const unset = deferred.filter((key) => key.child === table).flatMap((key) => key.nullable);
      const nulls = JSON.stringify(Object.fromEntries(unset.map((column) => [column, null])));
      // Each row as JSON: every type (dates, bytea, ranges) travels in its own text form.
      const rows = await sourceQuery<{ row: string }>(
        `select (to_jsonb(t) || '${nulls.replaceAll("'", "''")}'::jsonb)::text as row from ${ident(table)} t`,
      );
      await insertJsonRows(
        client,
        table,
        rows.map((row) => row.row),
      );
      report.push({ table, rows: rows.length });
    }
    for (const key of deferred) {
      const keyColumns = await primaryKeyOf(sourceQuery, key.child);
      const columns = [...keyColumns, ...key.nullable].map(ident).join(', ');
      const rows = await sourceQuery<{ row: string }>(
        `select row_to_json(t)::text as row from (select ${columns} from ${ident(key.child)}
         where ${key.nullable.map((column) => `${ident(column)} is not null`).join(' or ')}) t`,
      );
      const set = key.nullable.map((column) => `${ident(column)} = s.${ident(column)}`).join(', ');
      const match = keyColumns.map((column) => `c.${ident(column)} = s.${ident(column)}`).join(' and ');
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const chunk = `[${rows
          .slice(start, start + ROWS_PER_INSERT)
          .map((row) => row.row)
          .join(',')}]`;
        await client.query(
          `update ${ident(key.child)} c set ${set}
           from json_populate_recordset(null::${ident(key.child)}, $1::json) s where ${match}`,
          [chunk],
        );
      }
    }
    for (const table of order) await client.query(`alter table ${ident(table)} enable trigger user`);
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  return report;
}

/** Sequences behind serial or identity columns continue after the copied rows. */
async function resetSequences(client: pg.Client): Promise<void> {
  const columns = await client.query<{ table: string; column: string; sequence: string }>(`
    select c.relname as table, a.attname as column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const { table, column, sequence } of columns.rows) {
    await client.query(
      `select setval($1, coalesce((select max(${pg.escapeIdentifier(column)}) from ${pg.escapeIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
