import { resolve } from 'node:path';
import { backupDataDir } from '../server/db/backup';

// `npm run backup -- <file>`: a snapshot of the embedded database in DATA_DIR (./data) as a gzip
// tarball, whether the server is running or not (decision 019).

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run backup -- <file>   (for example hytta-backup.tar.gz)');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: the scheduled backup dumps PostgreSQL (BACKUP_SCHEDULE), or run pg_dump --format=custom yourself (see "Operations" in README.md).',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
try {
  const { file, bytes, takenBy } = await backupDataDir(dataDir, target);
  console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KB, taken by ${takenBy}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
