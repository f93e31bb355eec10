import { resolve } from 'node:path';
import { backupDir } from '../server/config';
import { restoreDataDir } from '../server/db/backup';
import { restorePostgres } from '../server/db/postgres-restore';
import { listBackups } from '../server/db/scheduled-backups';

// `npm run restore -- --list`: the backups in BACKUP_DIR (DATA_DIR/backups by default), newest
// first, with their time, size and check. `npm run restore -- <file>`: a backup into DATA_DIR
// (./data), which must have no database yet, with the server stopped (decision 019); with
// DATABASE_URL, a PostgreSQL backup (`.dump`) into that database, which must have no tables.

const [argument] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR || './data');

async function list(): Promise<void> {
  const dir = backupDir(process.env, dataDir);
  const backups = await listBackups(dir);
  if (backups.length === 0) {
    console.log(`No backups in ${dir}.`);
    return;
  }
  const oslo = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Oslo',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  console.log(`Backups in ${dir} (times in Europe/Oslo):`);
  for (const backup of backups) {
    const check =
      backup.verification === null
        ? 'not checked'
        : backup.verification.ok
          ? `verified ${oslo.format(new Date(backup.verification.checkedAt))}`
          : `FAILED: ${backup.verification.findings.join('; ')}`;
    const size = `${(backup.bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`  ${oslo.format(backup.takenAt)}  ${size.padStart(9)}  ${check}  ${backup.name}`);
  }
}

async function restore(source: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { users } = await restorePostgres(databaseUrl, resolve(source));
    console.log(
      `Restored ${resolve(source)} into DATABASE_URL's database (${users} users). Start Hytta with npm start.`,
    );
    return;
  }
  const { users } = await restoreDataDir(dataDir, source);
  console.log(`Restored ${resolve(source)} into ${dataDir} (${users} users). Start Hytta with npm start.`);
}

if (!argument) {
  console.error('Usage: npm run restore -- --list      (the backups, newest first)');
  console.error(
    '       npm run restore -- <file>      (into an empty DATA_DIR, or an empty DATABASE_URL database)',
  );
  process.exit(2);
}
try {
  await (argument === '--list' ? list() : restore(argument));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
