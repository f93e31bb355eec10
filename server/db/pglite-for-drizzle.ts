import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { namedStatements } from './pglite-named-statements';

/**
 * Drizzle's PGlite driver asks for these columns as the database's text (it turns them into
 * dates itself): it passes them as `parsers` with every query (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

const asText = (value: string) => value;

const withoutParsers = (options: QueryOptions | undefined) => {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
};

export type PgliteForDrizzle = {
  /** The client to give Drizzle. */
  drizzleClient: PGlite;
  /** The same, but each statement outside a transaction, and each transaction, first awaits `before`. */
  drizzleClientAfter: (before: () => Promise<void>) => PGlite;
  /** One statement as PGlite answers it by default (dates as `Date`), for the app's few raw queries. */
  rawQuery: <Row>(text: string) => Promise<Row[]>;
};

/**
 * PGlite copies its whole table of parsers (about 320 entries) into a new object for every
 * query that brings `parsers` of its own, and Drizzle's driver brings them with every query:
 * that copy was 14% of the embedded server's time under booking writes (decision 040). Here the
 * client's own table answers those types as text already, and Drizzle's queries go without the
 * option: the same parser for every type, without the copy.
 */
export function pgliteForDrizzle(client: PGlite): PgliteForDrizzle {
  const defaults: PGlite['parsers'] = {};
  for (const type of DRIZZLE_TEXT_TYPES) {
    const parser = client.parsers[type];
    if (parser) defaults[type] = parser;
  }
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;

  const named = namedStatements(client);
  const build = (before: (() => Promise<void>) | null): PGlite => {
    const query =
      (target: Pick<PGlite, 'query'>, inTransaction: boolean): PGlite['query'] =>
      async (text, params, options) => {
        if (!inTransaction && before) await before();
        // As PGlite's own transaction object refuses a statement once it has ended.
        if (inTransaction && 'closed' in target && target.closed) throw new Error('Transaction is closed');
        const queryOptions = withoutParsers(options);
        return (
          named.query(text, params, queryOptions, inTransaction) ?? target.query(text, params, queryOptions)
        );
      };
    const clientQuery = query(client, false);
    // Drizzle runs a transaction's statements on the object PGlite hands to the callback; inside
    // a transaction nothing waits (it holds the database).
    const transaction: PGlite['transaction'] = async (callback) => {
      if (before) await before();
      return client.transaction((tx) => {
        const txQuery = query(tx, true);
        return callback(
          new Proxy(tx, { get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key)) }),
        );
      });
    };
    return new Proxy(client, {
      get(target, key) {
        if (key === 'query') return clientQuery;
        if (key === 'transaction') return transaction;
        const value: unknown = Reflect.get(target, key, target);
        // PGlite's methods use private fields: they must run on the client itself, not the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };

  return {
    drizzleClient: build(null),
    drizzleClientAfter: build,
    rawQuery: async <Row>(text: string) => (await client.query<Row>(text, [], { parsers: defaults })).rows,
  };
}
