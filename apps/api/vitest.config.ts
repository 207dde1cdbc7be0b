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
    // Test files share their worker's modules instead of importing the whole API afresh each: every file builds an
    // app from the same modules, and the imports cost more than the tests (on 2 cores: 655 s isolated, of which
    // imports 407 s summed; 411 s shared, imports 31 s). Each file still has its own database and app, so what the
    // modules keep between files is the sequence numbers of the fixtures and the hash of the login's decoy password.
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
