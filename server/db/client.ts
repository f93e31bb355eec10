import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths';
import { refuseNewerDatabase } from './migration-status';
import { pgliteForDrizzle } from './pglite-for-drizzle';
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

/** An arbitrary fixed number: the advisory lock all Hytta processes take while migrating. */
const MIGRATION_LOCK_KEY = 4_842_107;

export { migrationsFolder };

/** Runs one SQL statement without parameters and answers its rows (PGlite or PostgreSQL). */
export type Query = <Row>(text: string) => Promise<Row[]>;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A dump of a data directory to start from (`dumpDataDir`), instead of an empty cluster. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export type DatabaseHandle = {
  db: Database;
  /**
   * The same database for background work: on the embedded one, each statement outside a
   * transaction, and each transaction, first awaits `before` (decision 040); on PostgreSQL, which
   * runs statements in its own processes, `db` itself.
   */
  lowPriority: (before: () => Promise<void>) => Database;
  kind: DatabaseTarget['kind'];
  /**
   * Applies every pending migration (idempotent), refusing a database a newer release upgraded.
   * `folder` is this code's migrations unless a test builds an earlier release's database.
   */
  migrate: (folder?: string) => Promise<void>;
  /** A copy of the whole embedded data directory (PGlite only; tests start from it). */
  dumpDataDir?: () => Promise<Blob>;
  /** Resolves when the database answers a trivial query; rejects when it does not. */
  ping: () => Promise<void>;
  /** One SQL statement without parameters, answering its rows (health checks, backups, copies). */
  query: Query;
  /**
   * LISTENs on a channel: `onPayload` gets each NOTIFY payload, `onGap` is called when the
   * listening connection was lost and came back (events in between may be missed). Resolves to
   * a function that stops listening.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type ListenHandlers = { onPayload: (payload: string) => void; onGap?: () => void };

/**
 * Settings for the embedded database's postgresql.conf, for its memory (decisions 014, 040):
 * 4 MB of shared buffers hold a family's hot pages (the rest is read from the operating system's
 * page cache), and PGlite is one backend in one process, so the shared tables sized for 100
 * connections, WAL senders, replication slots and background workers are not needed.
 */
const PGLITE_CONF = [
  'shared_buffers = 4MB',
  'max_connections = 5',
  'max_wal_senders = 0',
  'max_replication_slots = 0',
  'max_worker_processes = 0',
].join('\n');

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // A null dataDir is an in-memory database (tests). PostgreSQL's default 128 MB of shared
    // buffers would be most of the process's memory (decision 014).
    const client = await PGlite.create(target.dataDir ?? undefined, {
      extensions: { btree_gist },
      postgresqlconf: PGLITE_CONF,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    const { drizzleClient, drizzleClientAfter, rawQuery } = pgliteForDrizzle(client);
    const db = drizzlePglite({ client: drizzleClient, schema });
    return {
      db,
      lowPriority: (before) => drizzlePglite({ client: drizzleClientAfter(before), schema }),
      kind: 'pglite',
      migrate: async (folder = migrationsFolder) => {
        await refuseNewerDatabase(rawQuery);
        await migratePglite(db, { migrationsFolder: folder });
      },
      dumpDataDir: () => client.dumpDataDir('none'),
      ping: async () => {
        await client.query('select 1');
      },
      query: rawQuery,
      // One process, one connection: PGlite delivers NOTIFY to its own listeners on commit.
      listen: async (channel, { onPayload }) => client.listen(channel, onPayload),
      close: () => client.close(),
    };
  }
  // PostgreSQL's driver is loaded only when it is used: the embedded server never needs it, and
  // has a memory budget (decision 040).
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    lowPriority: () => db,
    kind: 'postgres',
    // Several processes may start together on one PostgreSQL: one migrates, the others wait.
    migrate: async (folder = migrationsFolder) => {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await refuseNewerDatabase(async <Row>(text: string) => (await lockHolder.query(text)).rows as Row[]);
        await migrateNodePg(db, { migrationsFolder: folder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockHolder.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    query: async <Row>(text: string) => (await pool.query(text)).rows as Row[],
    listen: (channel, handlers) => listenOnPostgres(pg, target.url, channel, handlers),
    close: () => pool.end(),
  };
}

const RELISTEN_MAX_DELAY_MS = 5_000;

/**
 * LISTEN needs a connection of its own that outlives every query: a dedicated client, not the
 * pool's. When it drops (database restart, network), it reconnects with a growing delay and
 * reports the gap so the caller can tell clients to refetch.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  { onPayload, onGap }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // Errors arrive here and through 'end'; reconnecting is handled once, on 'end'.
    next.on('error', () => {});
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    next.on('end', () => {
      if (client === next) client = null;
      if (!stopped) scheduleReconnect(1);
    });
  };

  const scheduleReconnect = (attempt: number) => {
    const delay = Math.min(RELISTEN_MAX_DELAY_MS, 250 * 2 ** (attempt - 1));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (stopped) return;
      connect().then(
        () => onGap?.(),
        () => scheduleReconnect(attempt + 1),
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
