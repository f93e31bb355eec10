import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { SIGNED_IN_PAGE, signedInPage } from './scripts/signed-in-page';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [
    react(),
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
    // index.signed-in.html: the page with the signed-in app's chunks preloaded (issue #11).
    signedInPage(),
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
    sourcemap: false,
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
