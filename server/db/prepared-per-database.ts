import type { Database } from './client';

/**
 * A query built and prepared on its first use with each database, then reused: for the reads
 * every request of a kind starts with, so Drizzle does not build them again each time and
 * PostgreSQL plans them once per connection (decisions 040 and 045). A WeakMap, because tests
 * open many databases in one process.
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
