import { pgRestore } from './postgres-tools';

// `npm run restore -- <file>.dump` with DATABASE_URL (issue #39): a scheduled backup of PostgreSQL
// (pg_dump's custom format) into the database DATABASE_URL names, which must have no tables yet,
// so a restore never mixes with or overwrites a family's rows.

export async function restorePostgres(databaseUrl: string, file: string): Promise<{ users: number }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ tables } = { tables: 0 }] = (
      await client.query<{ tables: number }>(
        `select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`,
      )
    ).rows;
    if (tables > 0) {
      throw new Error(
        `The database in DATABASE_URL already has ${tables} tables; Hytta restores only into an empty database. ` +
          'Create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
    await pgRestore(databaseUrl, file);
    const [{ users } = { users: 0 }] = (
      await client.query<{ users: number }>('select count(*)::int as users from users')
    ).rows;
    return { users };
  } finally {
    await client.end();
  }
}
