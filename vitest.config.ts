import { defineConfig } from 'vitest/config';

// One runner for every workspace: shared rules, API (through app.inject against a real database) and web components.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Two test files at a time. Vitest's default is one fewer than the cores: a single worker on the 2-core machines
    // CI runs on, while the API's tests spend much of their time waiting on PostgreSQL (docs/PERFORMANCE.md, test
    // time: the web tests 305 s on one worker, 203 s on two).
    maxWorkers: 2,
  },
});
