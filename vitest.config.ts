import { defineConfig } from 'vitest/config';

// One runner for every workspace: shared rules, API (through app.inject against a real database) and web components.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
