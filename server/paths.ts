import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the one with package.json), found by walking up from this module: the
 * same answer from the TypeScript source (`server/`) and from the built server
 * (`dist/server/main.js`, where every module shares one `import.meta.url`).
 */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Hytta cannot find its package.json above its server code');
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();
/** The built client that the server serves. */
export const clientDir = join(projectRoot, 'dist', 'client');
/** The SQL migrations, read at start-up (they are not bundled). */
export const migrationsFolder = join(projectRoot, 'server', 'db', 'migrations');
