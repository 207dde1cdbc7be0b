import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Debian's Chromium (Playwright's own browser download does not work on these machines), as every run launches it. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

/** The browser of the scripts (screenshots, Lighthouse); the journeys get theirs from Playwright Test's config. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * A page that records console errors and failed same-origin requests, so a journey fails when the page does.
 * Map tiles (outside network) are answered empty so tests never wait on them. Under Playwright Test every context is
 * traced, and the trace kept in e2e/test-results when the test fails (`trace: 'retain-on-failure'`).
 */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, as they came. */
  errors: string[];
}

/** A page of a new browser context; `locale` is the browser's language (an Arabic reader's is 'ar-AE'). */
export async function openPage(browser: Browser, viewport = DESKTOP, locale = 'en-AE'): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Dubai', locale });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
  context.on('page', waitForLiveAfterNavigation);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

/**
 * Waits until the page's document is live: a server-rendered one once it has hydrated, any other at once. A link or a
 * form that loads a whole new document (the language switch, the header's search) needs this before the next click.
 */
export async function waitForLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('query-state') || document.documentElement.hasAttribute('data-live'),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Public pages arrive rendered by the server and come alive when the browser hydrates them, a moment after the load
 * event; a click in between would be lost, as a real visitor's could be. After each navigation the page waits until a
 * server-rendered document is live (app/start.tsx marks it); other documents go on at once.
 */
export function waitForLiveAfterNavigation(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await waitForLive(page)
        // A navigation that left (a download, a closed page) has no document to wait for.
        .catch((error: Error) => {
          if (error.name === 'TimeoutError') throw error;
        });
      return response;
    };
  }
}

/**
 * Scrolls down as a visitor would until `locator` exists (parts below the fold load as they come near): a turn of
 * the wheel, then a moment's wait for the part to come before the next turn.
 */
export async function scrollUntil(page: Page, locator: Locator) {
  for (let i = 0; i < 30 && (await locator.count()) === 0; i++) {
    await page.mouse.wheel(0, 500);
    const came = await locator
      .first()
      .waitFor({ timeout: 500 })
      .then(
        () => true,
        () => false,
      );
    if (came) return;
  }
  await locator.first().waitFor();
}
