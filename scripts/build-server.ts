import { build } from 'esbuild';

// Compiles the server into one ES module, dist/server/main.js, which `npm start` runs with plain
// Node. Running the TypeScript through tsx at run time kept tsx's loader thread and esbuild's
// transforms in the embedded server's memory (about 70 MB of its idle RSS, decision 018).
// Packages stay external: Node loads them from node_modules as before, so PGlite finds its
// WebAssembly files and nothing is bundled twice.
await build({
  // The check of a backup runs in a process of its own (server/db/verify-backup-process.ts).
  entryPoints: {
    main: 'server/main.ts',
    'verify-backup': 'server/db/verify-backup-process.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // `@shared/*` comes from tsconfig.json's paths, which esbuild reads.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
