import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// PostgreSQL's own client tools (pg_dump, pg_restore) for the scheduled backups and restores
// (decision 052), given the app's DATABASE_URL.

const run = promisify(execFile);

/**
 * A tool's connection from a database URL: the password in the environment rather than on the
 * command line, where every user of the machine could read it.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: `--dbname=${url.toString()}`,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs pg_dump or pg_restore on the database; a failure says what the tool said. */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run(tool, [...args, dbname], { env }).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`${tool} failed: ${error.stderr?.trim() || error.message}`);
  });
}

/** A custom-format dump restored into the database, stopping at the first error. */
export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  return runPgTool('pg_restore', databaseUrl, ['--no-owner', '--exit-on-error', file]);
}
