import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // React has useSyncExternalStore itself: the shims for older React resolve to it (src/lib/syncExternalStore.ts).
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/syncExternalStore.ts', import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A form test types, waits for lazy pop-ups and a stand-in captcha: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
