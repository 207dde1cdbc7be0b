import type { Page } from 'playwright-core';

/**
 * Waits until the page has loaded and nothing on it is marked busy (lists, tables, calendars and buttons set
 * aria-busy while their data comes), so checks that run after it (overflow, accessibility) see the page a visitor
 * reads rather than a loading state.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => document.readyState === 'complete' && !document.querySelector('[aria-busy="true"]'),
    undefined,
    {
      timeout,
    },
  );
}
