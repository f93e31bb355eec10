import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open transaction, as `db.transaction()` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either; for helpers that run inside or outside a transaction. */
export type Executor = Database | Transaction;

/** The SQLSTATE of a database error (Drizzle wraps the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; ) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Applies every pending migration (idempotent). */
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // A null dataDir is an in-memory database (tests).
    const client = await PGlite.create(target.dataDir ?? undefined, { extensions: { btree_gist } });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query('select 1');
        return true;
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}
