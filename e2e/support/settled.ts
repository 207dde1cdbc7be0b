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

/**
 * Resolves two frames from now: by then what the page started (a scroll, a layout after a font swap) has moved, and
 * the events it sends with the next frame (scroll, layout shift) have gone by.
 */
export async function twoFramesLater(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
