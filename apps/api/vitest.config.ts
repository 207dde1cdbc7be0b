import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run on the shared package's TypeScript sources, not on its compiled output (see
  // packages/shared/package.json). Not 'module': packages that ship an extension-less ESM build under it (the AWS SDK)
  // load their Node build instead.
  ssr: {
    resolve: {
      conditions: ['@weekends/source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  // The global setup migrates one database per run, which each test file copies (src/test/global-setup.ts).
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
