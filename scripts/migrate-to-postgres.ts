import { resolve } from 'node:path';
import { copyEmbeddedToPostgres } from '../server/db/copy-to-postgres';

// `npm run migrate-to-postgres -- <DATABASE_URL>`: every row of the embedded database in DATA_DIR
// (./data) into an empty PostgreSQL database, in one transaction (decision 019).

const [url] = process.argv.slice(2);
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run migrate-to-postgres -- postgres://user:password@host:5432/hytta');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
try {
  const report = await copyEmbeddedToPostgres(dataDir, url);
  for (const { table, rows } of report) console.log(`${table.padEnd(24)} ${rows} rows`);
  console.log(
    `Copied ${dataDir} into PostgreSQL. Start Hytta with DATABASE_URL set to that database and the same ` +
      'SESSION_SECRET as before (the one in session-secret, if you never set it).',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
