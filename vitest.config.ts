import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./shared'), '@': fromRoot('./client') };

/**
 * The server's test files that replace a module (`vi.mock`). The others share their workers'
 * modules (`isolate: false`): each file builds its own app on its own database, and importing
 * the app again for each of ~120 files was half of the suite's time. A file that mocks a module
 * must get its own modules, or the mock would reach the files after it (or miss the app a file
 * before it imported).
 */
const serverFilesWithMocks = ['server', 'shared'].flatMap((folder) =>
  readdirSync(fromRoot(`./${folder}`), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `${folder}/${path}`)
    .filter((path) => readFileSync(fromRoot(`./${path}`), 'utf8').includes('vi.mock(')),
);

// `*.pg.test.ts` need a PostgreSQL server (several processes on one database, a lost listener
// connection, nginx in front): they run on CI's PostgreSQL pass, and are left out of the
// embedded run rather than reported as skipped there.
const serverExcludes = [
  ...configDefaults.exclude,
  ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
];
const serverTest = {
  setupFiles: ['server/test/fast-check-seed.ts'],
  globalSetup: ['server/test/database-template-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on CI's two cores is one worker; the files
    // are independent (each has its own database), so use every core: the run takes ~30% less.
    maxWorkers: availableParallelism(),
    // CI reads the JSON report to print one closing line for the whole run (scripts/test-summary.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          exclude: [...serverExcludes, ...serverFilesWithMocks],
          isolate: false,
          ...serverTest,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-with-mocks',
          environment: 'node',
          include: serverFilesWithMocks,
          exclude: serverExcludes,
          ...serverTest,
        },
      },
      {
        test: {
          // Checks of the repository as a whole (the paths its documents and comments cite).
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/test/setup.ts'],
          // A guard against a hang, not a speed check: a dialog test that takes 3 s alone can pass
          // 5 s (the default) when CI's two cores run server files beside it.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
