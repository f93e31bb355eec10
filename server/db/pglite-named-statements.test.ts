import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namedStatements } from './pglite-named-statements';

// The named statements stand in for PGlite's own `query` under Drizzle: the same answers, the
// same errors, the same transactions and NOTIFYs; each text parsed once.

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
});

afterAll(async () => {
  await client.close();
});

// One database for the file (it takes seconds to start): each test starts from the same table
// and no statement parsed.
beforeEach(async () => {
  await client.exec(`deallocate all; drop table if exists stays;
    create table stays (id int primary key, guest text not null, arrives date,
      booked timestamptz default '2026-11-27T10:00:00Z', facts jsonb);
    insert into stays (id, guest, arrives, facts) values (1, 'Kari', '2026-12-24', '{"adults":2}'),
      (2, 'Ola', null, null);`);
});

/** The number of statements the session holds parsed under a name. */
async function preparedCount(): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_prepared_statements',
  );
  return rows[0]?.count ?? -1;
}

describe('PGlite named statements', () => {
  it('answers what PGlite answers, rows as objects and as arrays, parameters of every type', async () => {
    const named = namedStatements(client);
    const text = `select id, guest, arrives, booked, facts, $2::jsonb as extra from stays
      where id = any($1::int[]) or guest = $3 order by id`;
    const params = [[1], { note: 'æøå' }, 'Ola'];
    for (const rowMode of ['object', 'array'] as const) {
      // Twice: the first time parses the text, the second reuses it.
      for (let round = 0; round < 2; round += 1) {
        const ours = await named.query(text, params, { rowMode }, false);
        const pglites = await client.query(text, params, { rowMode });
        expect(ours?.rows).toEqual(pglites.rows);
        expect(ours?.fields).toEqual(pglites.fields);
      }
    }
    const [first] =
      (await named.query<{ booked: Date; facts: unknown }>(text, params, undefined, false))?.rows ?? [];
    expect(first?.booked).toEqual(new Date('2026-11-27T10:00:00Z'));
    expect(first?.facts).toEqual({ adults: 2 });
  });

  it('tells a write how many rows it changed, and null parameters are NULL', async () => {
    const named = namedStatements(client);
    const update = 'update stays set arrives = $1 where guest = $2';
    expect((await named.query(update, [null, 'Kari'], undefined, false))?.affectedRows).toBe(1);
    expect((await named.query(update, ['2027-01-02', 'Nobody'], undefined, false))?.affectedRows).toBe(0);
    const { rows } = await client.query<{ arrives: Date | null }>('select arrives from stays where id = 1');
    expect(rows[0]?.arrives).toBeNull();
  });

  it("fails with the database's error, and the statement runs again afterwards", async () => {
    const named = namedStatements(client);
    const insert = 'insert into stays (id, guest) values ($1, $2) returning id';
    await expect(named.query(insert, [1, 'Again'], undefined, false)).rejects.toMatchObject({
      code: '23505',
      query: insert,
      params: [1, 'Again'],
    });
    const added = await named.query<{ id: number }>(insert, [3, 'Liv'], undefined, false);
    expect(added?.rows).toEqual([{ id: 3 }]);
  });

  it('runs inside a transaction, and a rollback undoes it', async () => {
    const named = namedStatements(client);
    const insert = 'insert into stays (id, guest) values ($1, $2)';
    await expect(
      client.transaction(async () => {
        await named.query(insert, [4, 'Per'], undefined, true);
        const seen = await named.query<{ count: number }>(
          'select count(*)::int as count from stays',
          [],
          undefined,
          true,
        );
        expect(seen?.rows).toEqual([{ count: 3 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from stays');
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('delivers the NOTIFYs of a statement to the listeners', async () => {
    const named = namedStatements(client);
    const heard: string[] = [];
    await client.listen('stays', (payload) => heard.push(payload));
    await named.query("select pg_notify('stays', guest) from stays order by id", [], undefined, false);
    expect(heard).toEqual(['Kari', 'Ola']);
  });

  it('parses a text once, and keeps only the most recently used', async () => {
    const named = namedStatements(client, 3);
    for (let round = 0; round < 3; round += 1) {
      await named.query('select guest from stays where id = $1', [1], undefined, false);
    }
    expect(await preparedCount()).toBe(1);
    for (let id = 0; id < 6; id += 1) {
      await named.query(`select ${id} as n from stays where id = $1`, [1], undefined, false);
    }
    // The least recently used are closed with the next statement sent.
    expect(await preparedCount()).toBe(3);
  });

  it('parses a statement again when its table changed under it', async () => {
    const named = namedStatements(client);
    const text = 'select * from stays where id = $1';
    await named.query(text, [1], undefined, false);
    await client.exec('alter table stays add column departs date');
    const again = await named.query<Record<string, unknown>>(text, [1], undefined, false);
    expect(Object.keys(again?.rows[0] ?? {})).toContain('departs');
  });

  it("leaves utility statements and PGlite's own options to PGlite", () => {
    const named = namedStatements(client);
    expect(named.query('create table later (id int)', [], undefined, false)).toBeNull();
    expect(named.query('select $1', ['1'], { paramTypes: [25] }, false)).toBeNull();
  });
});
