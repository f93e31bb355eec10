import { migrationFileHashes, type Query } from './migration-status';

// Checks that a database a crash left behind, or a backup restored, is whole: what the tables promise still holds and
// the indexes agree with the rows. They read the catalogue, so a new table or foreign key is
// checked without changing this file.

export type { Query };

/** `child.fk -> parent.key` for every foreign key whose child row has no parent. */
export async function danglingForeignKeys(query: Query): Promise<string[]> {
  const keys = await query<{
    name: string;
    child: string;
    parent: string;
    childcols: string;
    parentcols: string;
  }>(`
    select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      (select string_agg(quote_ident(a.attname), ',' order by k.ord) from unnest(c.conkey) with ordinality k(att, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.att) as childcols,
      (select string_agg(quote_ident(a.attname), ',' order by k.ord) from unnest(c.confkey) with ordinality k(att, ord)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.att) as parentcols
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`);
  if (keys.length === 0) throw new Error('no foreign keys found: the catalogue query is wrong');
  const dangling: string[] = [];
  for (const key of keys) {
    const [row] = await query<{ count: number }>(`
      select count(*)::int as count from ${key.child} child
      where row(${prefixed('child', key.childcols)}) is not null
        and not exists (select 1 from ${key.parent} parent
          where row(${prefixed('parent', key.parentcols)}) = row(${prefixed('child', key.childcols)}))`);
    if ((row?.count ?? 0) > 0)
      dangling.push(`${key.name}: ${row?.count} rows of ${key.child} without a ${key.parent}`);
  }
  return dangling;
}

const prefixed = (alias: string, columns: string) =>
  columns
    .split(',')
    .map((column) => `${alias}.${column}`)
    .join(',');

/** Pairs of stays in one cabin that share a night while neither is declined (decision 006). */
export async function overlappingBookings(query: Query): Promise<string[]> {
  const rows = await query<{ a: string; b: string }>(`
    select a.id as a, b.id as b from bookings a join bookings b
      on a.cabin_id = b.cabin_id and a.id < b.id
     and a.status <> 'declined' and b.status <> 'declined'
     and daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)`);
  return rows.map((row) => `${row.a} overlaps ${row.b}`);
}

/** The applied migrations differ from the migration files (a lost, doubled or altered one). */
export async function migrationDifferences(query: Query): Promise<{ applied: string[]; files: string[] }> {
  const applied = await query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  return {
    applied: applied.map((row) => row.hash),
    files: migrationFileHashes(),
  };
}

/**
 * amcheck over every B-tree index (each index entry has its row and each row its entries:
 * `heapallindexed`) and every table's pages (`verify_heapam`). Answers what it found wrong.
 * The caller has created the amcheck extension.
 */
export async function amcheckFindings(query: Query): Promise<{ checked: number; findings: string[] }> {
  const indexes = await query<{ name: string }>(`
    select c.oid::regclass::text as name from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
    where am.amname = 'btree' and n.nspname in ('public', 'drizzle') and i.indisvalid`);
  const findings: string[] = [];
  for (const index of indexes) {
    try {
      await query(`select bt_index_check('${index.name}'::regclass, true)`);
    } catch (error) {
      findings.push(`${index.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const tables = await query<{ name: string }>(`
    select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`);
  for (const table of tables) {
    const corrupt = await query<{ msg: string }>(`select msg from verify_heapam('${table.name}'::regclass)`);
    findings.push(...corrupt.map((row) => `${table.name}: ${row.msg}`));
  }
  return { checked: indexes.length + tables.length, findings };
}
