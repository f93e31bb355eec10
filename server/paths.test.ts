import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, migrationsFolder, projectRoot } from './paths';

// The built server (dist/server/main.js) finds these the same way as the source does; the browser
// journeys run that build, so a wrong folder there fails them too.
describe('the folders the server reads at run time', () => {
  it('are found from the project folder, whichever file the server code runs from', () => {
    const manifest: unknown = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'hytta' });
    expect(existsSync(join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    expect(clientDir).toBe(join(projectRoot, 'dist', 'client'));
  });
});
