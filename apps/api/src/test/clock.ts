import { afterAll, vi } from 'vitest';

/**
 * Pins the suite's clock to `at` for tests whose fixtures and the code under test both read today (Dubai's day,
 * the next Friday, an invoice's due date), so they agree whenever the suite runs, Dubai's midnight (20:00 UTC) and
 * the year's end included. Only Date is faked and it keeps moving from `at` with real time, so timers, promises,
 * waits and expiry windows behave as they would. Rows the database stamps itself (now()) keep the real time: pinned
 * suites compare days the application computes.
 */
export function pinClock(at: string): Date {
  const now = new Date(at);
  vi.useFakeTimers({ now, toFake: ['Date'], shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
  return now;
}
