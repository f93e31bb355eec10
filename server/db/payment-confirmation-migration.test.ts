import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';

// Migration 0018 (issue #36, item 5): payments count once their recipient confirms them. Those
// recorded before, under the old rule, are in every family's balances already, so the migration
// confirms them as of when they were made and no balance changes.

type Journal = { entries: { tag: string }[] };
const CONFIRMATION = '0018_payment_confirmation';
const folder = mkdtempSync(join(tmpdir(), 'hytta-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('treats payments recorded before confirmation existed as confirmed when they were made', async () => {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const until = journal.entries.findIndex((entry) => entry.tag === CONFIRMATION);
  expect(until).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));

  const client = await PGlite.create(undefined, { extensions: { btree_gist } });
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    const {
      rows: [cabin],
    } = await client.query<{ id: string }>(
      `insert into cabins (name, access_code) values ('Gamlehytta', 'OLDP4YMT') returning id`,
    );
    await client.query(
      `insert into payments (cabin_id, from_user_id, to_user_id, amount_ore, date, created_at)
       values ($1, 'kari', 'ola', 5000, '2026-03-01', '2026-03-02T08:00:00Z')`,
      [cabin?.id],
    );

    writeFileSync(journalPath, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ confirmed: string; made: string; by: string | null }>(
      `select confirmed_at::text as confirmed, created_at::text as made, confirmed_by_id as by from payments`,
    );
    expect(rows).toEqual([
      { confirmed: rows[0]?.made, made: expect.stringMatching(/^2026-03-02/), by: null },
    ]);
    expect(rows[0]?.confirmed).not.toBeNull();
    // A payment recorded from now on waits for its recipient.
    await client.query(
      `insert into payments (cabin_id, from_user_id, to_user_id, amount_ore, date) values ($1, 'ola', 'kari', 100, '2026-08-01')`,
      [cabin?.id],
    );
    const { rows: waiting } = await client.query(`select * from payments where confirmed_at is null`);
    expect(waiting).toHaveLength(1);
  } finally {
    await client.close();
  }
});
