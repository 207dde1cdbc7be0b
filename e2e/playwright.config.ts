import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, DESKTOP } from './support/browser.ts';

/**
 * The end-to-end journeys (tests/): two workers, each with a started product of its own (fixtures.ts), in Debian's
 * Chromium. A failed test keeps its trace in test-results/; a flaky test is a defect, so nothing is retried.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '*.test.ts',
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey is long (sign-ups with a proof of work, payments, mail): it has this long, not each step.
  timeout: 180_000,
  outputDir: 'test-results',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    viewport: DESKTOP,
    timezoneId: 'Asia/Dubai',
    locale: 'en-AE',
    trace: 'retain-on-failure',
  },
});
