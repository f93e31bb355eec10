import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement parsed and planned once, under its own name, with what its answers need. */
type NamedStatement = {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them: each value is sent as its type's text. */
  parameterTypes: number[];
  /** The columns of its rows (null for a statement without rows), told once at its parse. */
  rowDescription: BackendMessage | null;
};

/**
 * How many statements stay parsed. The app has about a hundred distinct statements; a statement
 * built with its values inlined is a text of its own, so the least recently used go first.
 */
export const NAMED_STATEMENTS_KEPT = 300;

/** Queries, not utility statements: a migration's DDL runs once and goes PGlite's own way. */
const QUERY_TEXT = /^\s*(select|insert|update|delete|with)\b/i;

/** The cached plan no longer fits (a table changed under it) or the statement is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;

export type NamedStatements = {
  /**
   * `client.query(text, params, options)`, answered the same, but parsed and planned only the
   * first time a text is seen; null when the query must go PGlite's own way (a utility statement,
   * options this does not handle). Call it where PGlite's `query` would hold its locks: `run`
   * takes the query lock, and `inTransaction: false` also the transaction lock.
   */
  query: <Row>(
    text: string,
    params: readonly unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) => Promise<Results<Row>> | null;
};

/**
 * Named prepared statements for PGlite. PGlite's `query` sends six protocol messages per
 * statement (parse, describe, bind, describe, execute, sync), each a call into the WebAssembly,
 * and PostgreSQL parses and plans the text every time. Here a text is parsed once under a name;
 * after that a statement is one call with three messages (bind, execute, sync), and PostgreSQL
 * reuses the plan as it does for the PostgreSQL driver's named statements. On the embedded
 * database every request waits for every statement, so this is the time of every request
 * (decision 045).
 */
export function namedStatements(client: PGlite, kept = NAMED_STATEMENTS_KEPT): NamedStatements {
  // Map order is the order of use: the first entry is the least recently used.
  const statements = new Map<string, NamedStatement>();
  // Close messages for statements let go, sent ahead of the next statement.
  const toClose: Uint8Array[] = [];
  let count = 0;

  const send = (messages: readonly Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat([...toClose.splice(0), ...messages]), { syncToFs: false });

  const forget = (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    toClose.push(serialize.close({ type: 'S', name: statement.name }));
  };

  async function prepare(text: string): Promise<NamedStatement> {
    count += 1;
    const name = `hytta_${count}`;
    const answer = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    let parameterTypes: number[] = [];
    let rowDescription: BackendMessage | null = null;
    for (const message of answer) {
      if (message instanceof protocol.messages.ParameterDescriptionMessage) {
        parameterTypes = message.dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        rowDescription = message;
      }
    }
    const statement = { name, parameterTypes, rowDescription };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldest] = statements.keys();
      if (oldest !== undefined) forget(oldest);
    }
    return statement;
  }

  async function execute<Row>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<Row>> {
    let statement = statements.get(text);
    if (statement) {
      // Used now: to the end of the order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { name, parameterTypes, rowDescription } = statement;
    // As PGlite's own query serializes them: by the type PostgreSQL inferred, else as text.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await send([
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const messages = rowDescription ? [rowDescription, ...answer] : answer;
    const [results] = parse.parseResults(messages, client.parsers, options);
    if (!results) throw new Error('PGlite answered no results');
    return results as Results<Row>;
  }

  async function run<Row>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<Row>> {
    try {
      return await execute<Row>(text, params, options);
    } catch (error) {
      if (!error || typeof error !== 'object') throw error;
      const stale = 'code' in error && typeof error.code === 'string' && STALE_STATEMENT.has(error.code);
      if (stale) {
        forget(text);
        // Outside a transaction nothing ran: parsed again, the statement runs on today's tables.
        if (!inTransaction) return execute<Row>(text, params, options);
      }
      // As PGlite's own query tells its errors.
      throw Object.assign(error, { query: text, params, queryOptions: options });
    }
  }

  async function outsideTransaction<Row>(run: () => Promise<Results<Row>>): Promise<Results<Row>> {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const results = await run();
        // Outside a transaction PGlite writes its data directory through after each query.
        await client.syncToFs();
        return results;
      }),
    );
  }

  return {
    query: <Row>(
      text: string,
      params: readonly unknown[] | undefined,
      options: QueryOptions | undefined,
      inTransaction: boolean,
    ) => {
      if (!QUERY_TEXT.test(text) || options?.paramTypes || options?.blob) return null;
      const go = () => run<Row>(text, params ?? [], options, inTransaction);
      return inTransaction ? client._runExclusiveQuery(go) : outsideTransaction(go);
    },
  };
}
