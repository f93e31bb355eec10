import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import {
  danglingForeignKeys,
  migrationDifferences,
  overlappingBookings,
  type Query,
} from './integrity-checks';

// The crash test trusts these checks to find damage; here each one is shown damage it must find.
// The damage is made the only way the database allows it: with its own guards switched off.

let database: DatabaseHandle;
let query: Query;

beforeAll(async () => {
  database = await createTestDatabase();
  // Both drivers answer `{ rows }`; Drizzle's shared type leaves the result unknown.
  query = async <Row>(text: string) => ((await database.db.execute(sql.raw(text))) as { rows: Row[] }).rows;
});
afterAll(async () => {
  await database.close();
});

/** Runs statements with foreign-key triggers off (replica mode), as a torn write could leave rows. */
async function withoutForeignKeys(statements: string[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe('integrity checks', () => {
  it('find nothing wrong in a freshly migrated database', async () => {
    expect(await danglingForeignKeys(query)).toEqual([]);
    expect(await overlappingBookings(query)).toEqual([]);
    const migrations = await migrationDifferences(query);
    expect(migrations.files.length).toBeGreaterThan(5);
    expect(migrations.applied).toEqual(migrations.files);
  });

  it('name each foreign key a row breaks', async () => {
    await withoutForeignKeys([
      `insert into shopping_items (cabin_id, name, added_by_user_id)
       values ('0c0c0c0c-0000-4000-8000-00000000000c', 'Foreldreløs', 'ingen-bruker')`,
    ]);
    const dangling = await danglingForeignKeys(query);
    expect(dangling).toHaveLength(2);
    expect(dangling.join('\n')).toMatch(/1 rows of shopping_items without a cabins/);
    expect(dangling.join('\n')).toMatch(/1 rows of shopping_items without a users/);
    await database.db.execute(sql.raw("delete from shopping_items where name = 'Foreldreløs'"));
  });

  it('find two stays that share a night once the overlap rule is gone', async () => {
    const cabin = '0d0d0d0d-0000-4000-8000-00000000000d';
    await database.db.execute(sql.raw('alter table bookings drop constraint bookings_no_overlap'));
    await withoutForeignKeys([
      `insert into bookings (cabin_id, user_id, start_date, end_date, status) values
         ('${cabin}', 'a', '2027-01-01', '2027-01-04', 'approved'),
         ('${cabin}', 'b', '2027-01-03', '2027-01-05', 'pending'),
         ('${cabin}', 'c', '2027-01-04', '2027-01-06', 'declined'),
         ('${cabin}', 'd', '2027-01-05', '2027-01-07', 'pending')`,
    ]);
    // Only the first two: a declined stay blocks nothing, and leaving on the 5th frees the 5th.
    expect(await overlappingBookings(query)).toHaveLength(1);
  });

  it('tell a lost migration record from the migration files', async () => {
    await database.db.execute(
      sql.raw(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      ),
    );
    const migrations = await migrationDifferences(query);
    expect(migrations.applied).toEqual(migrations.files.slice(0, -1));
  });
});
