import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A change's notifications, jobs and live events are recorded one way, by `recordEffects`
// (record-effects.ts, decision 045). A second hand-written NOTIFY or insert of a job or a
// notification elsewhere in the server is a copy the next change to that way would miss.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const RECORDER = 'effects/record-effects.ts';

/** The server's production TypeScript: no tests and no test helpers. */
function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const HAND_WRITTEN = [
  { what: 'a NOTIFY', pattern: /pg_notify|\bnotify\s+hytta_/i },
  // `insert into jobs`, `insert into ${jobs}` (a Drizzle table in SQL text) or `.insert(jobs)`.
  { what: 'an insert of a job', pattern: /insert\s+into\s+(\$\{\s*)?"?jobs\b|\.insert\(\s*jobs\s*\)/i },
  {
    what: 'an insert of a notification',
    pattern: /insert\s+into\s+(\$\{\s*)?"?notifications\b|\.insert\(\s*notifications\s*\)/i,
  },
];

describe('one way to record a change’s effects', () => {
  it('no server file but the recorder writes a NOTIFY, a job or a notification by hand', () => {
    const found = productionFiles(serverRoot)
      .filter((path) => relative(serverRoot, path) !== RECORDER)
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8');
        return HAND_WRITTEN.filter(({ pattern }) => pattern.test(text)).map(
          ({ what }) => `${relative(serverRoot, path)}: ${what}`,
        );
      });
    expect(found).toEqual([]);
  });

  it('the check sees what it looks for', () => {
    const recorder = readFileSync(join(serverRoot, RECORDER), 'utf8');
    expect(HAND_WRITTEN.map(({ pattern }) => pattern.test(recorder))).toEqual([true, true, true]);
  });
});
