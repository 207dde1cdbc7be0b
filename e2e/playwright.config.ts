import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, DESKTOP } from './support/browser.ts';

/**
 * The end-to-end journeys (tests/): two workers, each with a started product of its own (fixtures.ts), in Debian's
 * Chromium. A failed test keeps its trace in test-results/; a flaky test is a defect, so nothing is retried.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/demo-once.ts',
  testMatch: '*.test.ts',
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey is long (sign-ups with a proof of work, payments, mail): the new customer's took 3.4 minutes to reach
  // its review while other work loaded the 2-core machine (load average 25), and passes the rest of its steps. Each
  // step waits 15 to 20 s at most (page.setDefaultTimeout), which is what catches a page that never comes; this is
  // only the ceiling of the whole.
  timeout: 600_000,
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
