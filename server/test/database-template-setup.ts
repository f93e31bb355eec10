import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database, which each test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global set-up for the server tests: creates one migrated embedded database and dumps
 * it to a file. Creating a PGlite cluster (initdb) and migrating it took about 5 s of CPU per
 * test file; loading the dump takes under one. Nothing changes for the tests: each file still
 * gets a database of its own with exactly the migrated schema. With TEST_DATABASE_URL each file
 * creates its own PostgreSQL database instead, and no template is made.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const folder = mkdtempSync(join(tmpdir(), 'hytta-template-'));
  const file = join(folder, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database cannot dump its data directory');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
