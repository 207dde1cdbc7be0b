import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000 } });
