import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups, collectChunkPlan, moduleByModuleGroups } from './scripts/chunk-plan';
import { precompress } from './scripts/precompress';
import { SIGNED_IN_PAGE, signedInPage } from './scripts/signed-in-page';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// scripts/build-client.ts builds twice: first to learn which modules a page load needs, then with
// them in a few files (issue #18). A plain `vite build` splits as the bundler likes.
const planOut = process.env.HYTTA_CHUNK_PLAN_OUT;
const groups = chunkGroups(process.env.HYTTA_CHUNK_PLAN);
/**
 * Our own modules have no side effects on import but the stylesheets and zod's settings (issue
 * #18): a feature's index re-exports its screens and dialogs, and a screen that imports one hook
 * from it must not carry the rest. Packages keep what their package.json says.
 */
const ownModulesWithoutSideEffects: Plugin = {
  name: 'hytta:own-modules-without-side-effects',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || resolved.external) return resolved;
    const { id } = resolved;
    if (id.includes('/node_modules/') || !/\/(client|shared)\/[^?]*\.tsx?$/.test(id)) return resolved;
    // The entry runs for what it does; zod's settings are imported for theirs.
    if (id.endsWith('/client/main.tsx') || id.endsWith('/client/lib/zod-without-eval.ts')) return resolved;
    return { ...resolved, moduleSideEffects: false };
  },
};
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [
    react(),
    ownModulesWithoutSideEffects,
    tailwindcss(),
    // The service worker (decision 013): built from client/service-worker/sw.ts into /sw.js with
    // the list of the build's files to precache injected. The manifests are static files in
    // client/public (one per language), and the app registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The page for a request with a session cookie: the server's to send, never a navigation
        // the worker answers (it answers those with index.html).
        globIgnores: [SIGNED_IN_PAGE],
        // One classic script: every browser that registers it runs it, without module workers.
        rollupFormat: 'iife',
      },
    }),
    ...(planOut ? [collectChunkPlan(planOut)] : []),
    // index.signed-in.html: the page with the signed-in app's chunks preloaded (issue #11).
    ...(planOut ? [] : [signedInPage()]),
    // Last: compressed copies of every built file, the service worker included (issue #11).
    precompress(),
  ],
  resolve: {
    alias: {
      '@shared': fromRoot('./shared'),
      '@': fromRoot('./client'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // For reading a profile of the built app (decision 049): HYTTA_SOURCEMAP=1 writes source maps,
    // HYTTA_NO_MINIFY=1 keeps names. Neither is for a build that is served to families.
    sourcemap: Boolean(process.env.HYTTA_SOURCEMAP),
    minify: process.env.HYTTA_NO_MINIFY ? false : undefined,
    rolldownOptions: {
      output: { codeSplitting: { groups: planOut ? moduleByModuleGroups() : groups } },
      // A module imported lazily in one place and statically in another loads at start, whatever
      // the lazy import meant (issue #38: three screens loaded the schema library that way).
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(log.message);
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    // The API and the live socket run on the Fastify server during development.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
