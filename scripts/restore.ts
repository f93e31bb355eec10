import { resolve } from 'node:path';
import { restoreDataDir } from '../server/db/backup';

// `npm run restore -- <file>`: a backup made by `npm run backup` into DATA_DIR (./data), which
// must have no database yet; the server must be stopped (decision 019).

const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: npm run restore -- <file>   (into an empty DATA_DIR, with the server stopped)');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Operations" in README.md).');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
try {
  const { users } = await restoreDataDir(dataDir, source);
  console.log(`Restored ${resolve(source)} into ${dataDir} (${users} users). Start Hytta with npm start.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
