import { type RowCounts, verifyBackup } from './backup-verification';

// The check of a backup, in a process of its own (decision 052): restoring the embedded
// database's copy opens a second PostgreSQL in WebAssembly, about 100 MB the server's memory
// budget has no room for and might not give back; and a damaged copy must not take the server
// down with it. Reads `{ file, databaseUrl, expected, now }` as JSON on stdin and writes the
// verification as JSON on stdout. Built to dist/server/verify-backup.js beside the server.

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { file, databaseUrl, expected, now } = JSON.parse(input) as {
  file: string;
  databaseUrl: string | null;
  expected: RowCounts;
  now: string;
};
const verification = await verifyBackup(file, databaseUrl, expected, () => new Date(now));
process.stdout.write(JSON.stringify(verification));
