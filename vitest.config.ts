import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web's component tests in two groups. Most share their worker's modules (`isolate: false`): importing React,
 * the router and the pages afresh for each file cost more than the tests (web on 2 cores: 320 s isolated, 105 s
 * shared). A file that mocks a module, imports modules afresh (`vi.resetModules`), fakes the clock or spies keeps a
 * worker of its own per file: a component imported while another file's mock or fake Date was in place would keep it,
 * and a later file would see it; fresh modules set up the one i18next instance (a package, never imported afresh)
 * again, in their own language.
 */
const WEB = 'apps/web';
const CHANGES_MODULES = /\bvi\.(mock|doMock|resetModules|useFakeTimers|setSystemTime|spyOn)\(/;
const webTests = fs
  .readdirSync(path.join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file));
// Excluded rather than included: a project's `include` adds to the one of the config it extends.
const changesModules = (file: string) => CHANGES_MODULES.test(fs.readFileSync(path.join(WEB, file), 'utf8'));

// One runner for every workspace: shared rules, API (through app.inject against a real database) and web components.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      {
        extends: `./${WEB}/vite.config.ts`,
        test: { name: 'web', root: WEB, exclude: webTests.filter((file) => !changesModules(file)) },
      },
      {
        extends: `./${WEB}/vite.config.ts`,
        test: {
          name: 'web-shared',
          root: WEB,
          exclude: webTests.filter(changesModules),
          isolate: false,
        },
      },
    ],
    // Two test files at a time. Vitest's default is one fewer than the cores: a single worker on the 2-core machines
    // CI runs on, while the API's tests spend much of their time waiting on PostgreSQL (docs/PERFORMANCE.md, test
    // time: the web tests 305 s on one worker, 203 s on two).
    maxWorkers: 2,
  },
});
