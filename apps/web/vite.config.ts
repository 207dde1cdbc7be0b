import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { appEntry } from './build/appEntry.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), appEntry()],
  resolve: {
    // The shared package's TypeScript sources, not its compiled output (packages/shared/package.json), in dev, build
    // and tests.
    conditions: ['@weekends/source', ...defaultClientConditions],
    // React has useSyncExternalStore itself: the shims for older React resolve to it (src/lib/syncExternalStore.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/syncExternalStore.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // The server's renderer (src/entry-server.tsx) bundles the shared package from its sources too; other packages stay
  // outside the bundle and load from node_modules when the API imports it.
  ssr: {
    noExternal: ['@weekends/shared'],
    resolve: { conditions: ['@weekends/source', ...defaultServerConditions] },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  // No modulepreload polyfill: every browser we support preloads modules natively, and it cost each first page 0.5 KB.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    // The app is an entry beside the page's (see build/appEntry.ts), and so is the Web Vitals reporter, which the
    // server writes into sampled page views only (src/lib/vitals/entry.ts); the server's renderer has its own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', start: 'src/app/start.tsx', vitals: 'src/lib/vitals/entry.ts' },
        },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Writes the API's OpenAPI document when it is missing (a fresh clone): the fake backend reads it.
    globalSetup: ['src/test/global-setup.ts'],
    // A form test types, waits for lazy pop-ups and a stand-in captcha: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
}));
