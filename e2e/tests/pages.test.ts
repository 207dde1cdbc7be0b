import { createRequire } from 'node:module';
import fs from 'node:fs';
import { formatAed, localizedPath } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { englishLeft } from '../support/english-left.ts';
import { PAGES } from '../support/pages.ts';
import { settled, twoFramesLater } from '../support/settled.ts';

/**
 * Every page built so far, on a phone and a desktop: the right status, no console errors, no sideways scrolling,
 * and no serious or critical accessibility violations (axe-core).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Each check opens its own page and makes its own data: they spread over both workers.
test.describe.configure({ mode: 'parallel' });
// A server of their own: the journeys' rows (a career application in the inbox, say) are not what these checks look
// at, and a table filled by another file made the admin inbox's check depend on which file ran first.
test.use({ serverName: 'pages' });

/**
 * Each page is checked in English on a phone and a desktop, then in Arabic (/ar/...) on a phone: served in Arabic,
 * right to left, still under /ar once the app has taken over, and held to the same checks. Arabic runs on a phone only:
 * a right-to-left layout breaks first at 390 px (the header, a row of controls), and the desktop's breakpoints are the
 * English ones, which the English desktop step checks. The steps a check takes in English (`ready` texts, `act`)
 * name English words, so in Arabic the page is checked once its data has come (nothing busy), as it first shows.
 *
 * The desktop step widens the page the phone step loaded instead of loading it again: a load and hydration is the
 * largest part of a check on two cores, and what a desktop sees of a page loaded at desktop width is held by the
 * server-rendered layout checks further down (the menu row, filters and booking panel, and no shift as it hydrates).
 * A page with an `act` (a pop-up or menu the visitor opens) is loaded again, so the act starts from the page as served.
 */
const STEPS = [
  { language: 'en', label: 'phone', viewport: PHONE, widen: false },
  { language: 'en', label: 'desktop', viewport: DESKTOP, widen: true },
  { language: 'ar', label: 'phone', viewport: PHONE, widen: false },
] as const;

for (const check of PAGES) {
  const { route, status, signedIn, expectedFailure, setUp, ready, act } = check;
  // One test per page, in one browser context: later steps reuse the first's sign-in, data and downloaded scripts,
  // which halved what a pair of viewports cost.
  test(`${route} on a phone and a desktop, and in Arabic${signedIn ? `, signed in as the ${signedIn === true ? 'customer' : signedIn}` : ''}`, async ({
    server,
    openPage,
    signIn,
  }) => {
    const { context, page, errors } = await openPage(PHONE);
    if (signedIn) await signIn(context, signedIn === true ? 'customer' : signedIn);
    const [path = '/', query] = (setUp ? await setUp(context.request, server.url) : route).split(/\?(.*)/s);
    for (const { language, label, viewport, widen } of STEPS) {
      await test.step(`in ${language === 'ar' ? 'Arabic' : 'English'} on a ${label}`, async () => {
        await page.setViewportSize(viewport);
        // A widened page's colours change at the desktop breakpoint through their CSS transitions (the dashboard's
        // current tab goes from white on teal to teal on white in 150 ms): axe measuring halfway saw too little
        // contrast. The page as it rests once they have run.
        if (widen)
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
          );
        errors.length = 0;
        if (!widen || act) {
          const address = localizedPath(language, path) + (query ? `?${query}` : '');
          // Not 'networkidle': a page with a captcha solves it in a worker, and on a loaded machine Chromium can keep
          // counting that worker's request as in flight, so the page never looks idle. The page's own states say more.
          const response = await page.goto(server.url + address, { waitUntil: 'load' });
          expect(response?.status()).toBe(status);
        }
        expect(await page.evaluate(() => window.innerWidth), 'the page is as wide as the step says').toBe(
          viewport.width,
        );
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          language,
          language === 'ar' ? 'rtl' : 'ltr',
        ]);
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        if (language === 'en' && ready)
          await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 15_000 });
        await settled(page);
        if (language === 'en' && act) await act(page, label);
        // Still in Arabic once the app has taken over (a redirect within the app keeps the /ar prefix).
        if (language === 'ar') expect(new URL(page.url()).pathname.startsWith('/ar'), page.url()).toBe(true);
        // Sideways in either direction: a right-to-left page overflows to the left.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
        expect(await accessibilityViolations(page), 'no serious or critical accessibility violations').toEqual([]);
        // Nothing in English on an Arabic page, signed in or not: people's names and customers' own words are marked
        // as theirs (<bdi>, dir="auto"), codes as codes, and catalogue content not yet written in Arabic as English.
        if (language === 'ar') expect(await englishLeft(page), 'no English word left on the Arabic page').toEqual([]);
        expect(
          errors.filter((error) => !expectedFailure?.test(error)),
          'no console errors',
        ).toEqual([]);
      });
    }
    await context.close();
  });
}

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each: every rule, with the
 * blocks the browser skips drawn first, as a visitor sees them; or, with `asAudited`, only the given rules on the page
 * as Lighthouse's audit reads it, without scrolling and with the skipped blocks left undrawn.
 */
async function accessibilityViolations(page: Page, asAudited?: { rules: string[] }): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy stays as served; once a document
  // (a widened page keeps the one it had).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (audited) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    // Blocks far below the first screen are skipped by the browser (content-visibility: auto) until the visitor comes
    // near, and axe reads a skipped block's colours as unknown: they are drawn for the audit, as a visitor sees them.
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *, footer'))) {
      if (!audited && getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
    }
    // The colours as they rest: a frame drawn with those blocks shown, then every colour transition run to its end
    // (a colour read halfway through one is neither the old nor the new).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(audited ? { runOnly: audited.rules } : {}),
    });
    // Each node with axe's own account of it (for contrast: the colours and the ratio it measured), so a failure says
    // what was seen.
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}]`)
            .join(', ')}`,
      );
  }, asAudited ?? null);
}

test('a page opened from the address bar starts at the top, even after scrolling the one before', async ({
  server,
  openPage,
}) => {
  const { context, page } = await openPage(PHONE);
  await page.goto(`${server.url}/`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => window.scrollY > 0);
  await page.goto(`${server.url}/search?keyword=desert`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('a visitor who scrolls a page before the app has started keeps their place when it does', async ({
  server,
  browser,
}) => {
  // A bare page: openPage's would wait at each navigation for the app, which this test holds back.
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Dubai' });
  const page = await context.newPage();
  for (const path of ['/', '/activity/desert-safari-with-bbq-dinner']) {
    // The app's entry is held until the visitor has scrolled: on a slow phone that is the server's page, read before
    // the app takes it over.
    const html = await (await fetch(`${server.url}${path}`)).text();
    const entry = /data-app="([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error(`${path} names the app's entry`);
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${server.url}${entry}`, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 1500);
    expect(await page.evaluate(() => 'live' in document.documentElement.dataset), 'the app waits').toBe(false);
    // The lowest the page goes from here: a jump to the top, smooth or not, passes below.
    await page.evaluate(() => {
      const w = window as unknown as { lowest: number };
      w.lowest = window.scrollY;
      addEventListener('scroll', () => (w.lowest = Math.min(w.lowest, window.scrollY)));
    });
    release();
    await page.waitForFunction(() => 'live' in document.documentElement.dataset);
    await settled(page);
    // Two frames more, so a scroll the app started as it went live has moved.
    await twoFramesLater(page);
    expect(await page.evaluate(() => (window as unknown as { lowest: number }).lowest), path).toBe(1500);
    await page.unroute(`${server.url}${entry}`);
  }
  await context.close();
});

test('another page opens at its top at once, and Back at once where the visitor was', async ({ server, openPage }) => {
  const { context, page } = await openPage(PHONE);
  await page.goto(`${server.url}/search`);
  await settled(page);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 900);
  // Every position the page passes through: one if it jumps, a score of them if it slides. Scroll events are sent
  // with the next frame: two frames on, the one of the scroll above has gone by.
  const track = async () => {
    await twoFramesLater(page);
    await page.evaluate(() => {
      const w = window as unknown as { passed: number[] };
      w.passed = [];
      addEventListener('scroll', () => w.passed.push(window.scrollY));
    });
  };
  const passed = async () => {
    await twoFramesLater(page);
    return page.evaluate(() => (window as unknown as { passed: number[] }).passed);
  };
  await track();
  // A card the visitor sees, pressed where it is (Playwright's click would first scroll it into view).
  const pressed = await page.evaluate(() => {
    const card = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href*="/activity/"]')).find((a) => {
      const box = a.getBoundingClientRect();
      return box.top > 100 && box.bottom < innerHeight - 100;
    });
    card?.click();
    return Boolean(card);
  });
  expect(pressed, 'a card is in view at 900 px').toBe(true);
  await page.waitForURL(/\/activity\//);
  // Its details below the fold wait, busy, until the visitor comes near: the heading says the page is shown.
  await page.locator('main h1').first().waitFor();
  expect(await passed(), 'to the new page').toEqual([0]);
  await track();
  await page.goBack();
  await page.waitForURL(/\/search$/);
  await settled(page);
  await page.waitForFunction(() => window.scrollY === 900);
  expect(new Set(await passed()), 'back').toEqual(new Set([900]));
  await context.close();
});

test('a reload, or Back from another site, opens a page where the visitor left it', async ({ server, openPage }) => {
  const { context, page } = await openPage(PHONE);
  const at = (top: number) => page.waitForFunction((y) => window.scrollY === y, top, { timeout: 10_000 });
  // Where the page is once the app has started and two frames have passed, so a scroll it started has moved.
  const resting = async () => {
    await twoFramesLater(page);
    return page.evaluate(() => window.scrollY);
  };
  await page.goto(`${server.url}/search`);
  await settled(page);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await at(1200);
  await page.reload();
  await settled(page);
  await at(1200);
  expect(await resting(), 'after a reload').toBe(1200);
  await page.goto('about:blank');
  await page.goBack();
  await page.waitForURL(/\/search$/);
  await settled(page);
  await at(1200);
  expect(await resting(), 'after Back from another page').toBe(1200);
  await context.close();
});

test("an activity's page, with JavaScript off, carries its title, description, price, rating and reviews", async ({
  server,
  browser,
}) => {
  const slug = 'desert-safari-with-bbq-dinner';
  const activity = (await (await fetch(`${server.url}/api/activities/${slug}`)).json()) as {
    id: number;
    title: string;
    description: string;
    reviewsCount: number;
    price: { discountedPrice: number | null; price: number } | null;
  };
  const reviews = (await (await fetch(`${server.url}/api/activities/${activity.id}/reviews`)).json()) as {
    title: string;
  }[];
  expect(reviews.length, 'the demo activity has reviews').toBeGreaterThan(0);
  if (!activity.price) throw new Error('the demo activity has a price');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/activity/${slug}`);
  expect(response?.status()).toBe(200);
  expect(await page.locator('main h1').first().innerText()).toMatch(new RegExp(activity.title));
  const text = await page.locator('main').innerText();
  expect(text, 'the price').toContain(formatAed(activity.price.discountedPrice ?? activity.price.price));
  const firstWords = activity.description.replace(/\s+/g, ' ').trim().slice(0, 60);
  expect(text.replace(/\s+/g, ' '), 'the description').toContain(firstWords);
  const reviewTitles = await page.locator('#reviews h4').allInnerTexts();
  expect(reviewTitles, 'every published review').toEqual(reviews.map((review) => review.title));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as {
    name?: string;
    aggregateRating?: { reviewCount?: number };
  };
  expect(jsonLd.name).toBe(activity.title);
  expect(jsonLd.aggregateRating?.reviewCount).toBe(activity.reviewsCount);
  await context.close();
});

/** Each width's parts of the header, a listing and an activity, as the server's HTML shows them. */
const SERVER_RENDERED = ['/', '/search', '/activity/desert-safari-with-bbq-dinner'];

test('a server-rendered page shows a desktop its menu row, sign-in links, filters and booking panel, and a phone its own, before any script runs', async ({
  server,
  browser,
}) => {
  const activity = (await (await fetch(`${server.url}/api/activities/desert-safari-with-bbq-dinner`)).json()) as {
    price: { discountedPrice: number | null; price: number } | null;
  };
  if (!activity.price) throw new Error('the demo activity has a price');
  const price = formatAed(activity.price.discountedPrice ?? activity.price.price);

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    for (const route of SERVER_RENDERED) {
      await test.step(`${route} on a ${label}`, async () => {
        expect((await page.goto(server.url + route))?.status()).toBe(200);
        const header = page.locator('header');
        // Each width's parts are in the HTML for both; CSS shows one set.
        const menuRow = header.locator('nav[aria-label="Main"]');
        const login = header.locator('a[href="/login"]');
        const signUp = header.locator('a[href="/register"]');
        const menuButton = header.getByText('Open menu', { exact: true }).locator('xpath=..');
        await expect(menuRow).toHaveCount(1);
        await expect(login).toHaveText('Login');
        await expect(signUp).toHaveText('Sign Up');
        const filterSidebar = page.locator('main aside').filter({ has: page.locator('#filters-heading') });
        const filterButton = page.locator('main button', { hasText: /^Filters$/ });
        const panel = page.locator('main section[aria-label="Book this experience"]');
        const phoneBar = page.locator('main .activity-booking-bar');
        if (route === '/search') await expect(filterSidebar).toHaveCount(1);
        if (route.startsWith('/activity/')) {
          await expect(panel).toHaveCount(1);
          await expect(panel).toContainText(price);
          await expect(phoneBar).toContainText(price);
        }

        if (label === 'desktop') {
          await expect(menuRow).toBeVisible();
          await expect(menuRow.getByText('Activities & Weekends')).toBeVisible();
          await expect(menuRow.getByText('Weekend Pass')).toBeVisible();
          await expect(login).toBeVisible();
          await expect(signUp).toBeVisible();
          await expect(menuButton).toBeHidden();
          if (route === '/search') {
            await expect(filterSidebar).toBeVisible();
            await expect(filterButton).toBeHidden();
          }
          if (route.startsWith('/activity/')) {
            await expect(panel).toBeVisible();
            await expect(panel.getByText(price).first()).toBeVisible();
            await expect(panel.getByRole('button', { name: 'Book Now' })).toBeVisible();
            await expect(phoneBar).toBeHidden();
          }
        } else {
          await expect(menuRow).toBeHidden();
          await expect(login).toBeHidden();
          await expect(menuButton).toBeVisible();
          if (route === '/search') {
            await expect(filterSidebar).toBeHidden();
            await expect(filterButton).toBeVisible();
          }
          if (route.startsWith('/activity/')) {
            await expect(panel).toBeHidden();
            await expect(phoneBar).toBeVisible();
            await expect(phoneBar.getByText(price)).toBeVisible();
          }
        }
      });
    }
    await context.close();
  }
});

test('on a desktop, a server-rendered page keeps its layout as it hydrates', async ({ server, browser, openPage }) => {
  const without = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const before = await without.newPage();
  const { context, page, errors } = await openPage(DESKTOP);
  for (const route of SERVER_RENDERED) {
    await test.step(route, async () => {
      // The same parts' boxes in the server's HTML alone and once the page is live (openPage waits for it).
      await before.goto(server.url + route);
      await page.goto(server.url + route);
      await page.locator('main h1').first().waitFor();
      await settled(page);
      const boxes = (target: Page) =>
        target.evaluate(() =>
          [
            'header nav[aria-label="Main"]',
            'header a[href="/login"]',
            'main h1',
            'main aside',
            'main section[aria-label="Book this experience"]',
          ].map((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box && `${selector}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}`;
          }),
        );
      expect(await boxes(page), 'where the parts are, live').toEqual(await boxes(before));
      // Layout shifts the browser counted while the page loaded and hydrated, with no input from the visitor.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
              resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 1000);
          }),
      );
      expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
    });
  }
  expect(errors, 'no console errors').toEqual([]);
  await without.close();
  await context.close();
});

/**
 * Follows a link and checks the app opened its page itself: a mark left on the window survives a navigation within
 * the app and is lost with a page loaded afresh. Resolves once the address has changed.
 */
async function followWithinApp(page: Page, follow: () => Promise<void>): Promise<void> {
  const before = page.url();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await follow();
  await page.waitForURL((url) => url.href !== before);
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated within the app').toBe(true);
}

test('on a phone, the home page lays out its first screen only: the blocks below wait until they come near', async ({
  server,
  openPage,
}) => {
  const { context, page, errors } = await openPage(PHONE);
  const footerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Footer-[^/]*\.js$/.test(request.url())) footerCode.push(request.url());
  });
  await page.goto(server.url + '/');
  await page.locator('main h1').first().waitFor();
  await settled(page);
  await page.waitForLoadState('networkidle');
  expect(footerCode, "the footer's code waits until the visitor scrolls near it").toEqual([]);
  // Every block that starts two screens down (the rows of cards, the newsletter, the footer...) is one the browser
  // may skip (content-visibility: auto), itself or through the block it is in; the first screen is not.
  const blocks = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main section, footer')).map((block) => {
      let skippable = false;
      for (let node: Element | null = block; node; node = node.parentElement) {
        if (getComputedStyle(node).contentVisibility === 'auto') skippable = true;
      }
      return { top: block.getBoundingClientRect().top, skippable, name: block.getAttribute('aria-labelledby') };
    }),
  );
  const below = blocks.filter((block) => block.top > 2 * 844);
  expect(below.length, 'blocks below the first screens').toBeGreaterThan(3);
  expect(below.filter((block) => !block.skippable)).toEqual([]);
  expect(blocks.filter((block) => block.top < 844 && block.skippable)).toEqual([]);
  // Read as Lighthouse's audit reads a page (no scrolling, the skipped blocks as they are), every text still has the
  // contrast it has once drawn: a skipped block whose colour was on its outer element read as pale text on white.
  expect(
    await accessibilityViolations(page, { rules: ['color-contrast'] }),
    'contrast with the skipped blocks undrawn',
  ).toEqual([]);
  // Scrolled to, a skipped block is drawn and works: the footer, taken over by React once its code has come, opens
  // its links in the app (a page loaded afresh would lose the mark left on this one).
  const footerLink = page.locator('footer nav a').first();
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toBeVisible();
  await page.locator('[data-below-the-fold="live"] footer').waitFor();
  expect(footerCode).toHaveLength(1);
  const href = await footerLink.getAttribute('href');
  await followWithinApp(page, () => footerLink.click());
  expect(new URL(page.url()).pathname).toBe(href);
  expect(errors, 'no console errors').toEqual([]);
  await context.close();
});

test('a link followed before the parts below the fold have loaded opens its page at once', async ({
  server,
  openPage,
}) => {
  // The footer and the home page's closing blocks wait for the visitor to scroll near them; React holds a navigation
  // that reaches a part not yet hydrated until it hydrates, so they are started as the router's state changes.
  const { context, page, errors } = await openPage(PHONE);
  await page.goto(server.url + '/');
  await page.locator('main h1').first().waitFor();
  await settled(page);
  await expect(page.locator('[data-below-the-fold="waiting"] footer')).toHaveCount(1);
  await followWithinApp(page, () => page.locator('main a[href^="/activity/"]').first().click());
  await expect(page.locator('main h1')).not.toHaveText(/Find your perfect weekend/);
  expect(new URL(page.url()).pathname).toMatch(/^\/activity\//);
  expect(errors, 'no console errors').toEqual([]);
  await context.close();
});

test("a failed download of an activity's details stays in their place, and the page stays", async ({
  server,
  openPage,
}) => {
  const { context, page } = await openPage(PHONE);
  await page.route(/\/assets\/DetailTabs-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`${server.url}/activity/desert-safari-with-bbq-dinner`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await page.getByRole('alert').filter({ hasText: 'The experience details could not be loaded.' }).waitFor();
  expect(await page.locator('main h1').count(), 'the rest of the page is still there').toBe(1);
  await page.getByRole('button', { name: 'Book Now' }).first().waitFor();
  await context.close();
});

test("an Arabic page keeps its layout when its typeface arrives after the page's first paint", async ({
  server,
  openPage,
}) => {
  for (const route of ['/ar', '/ar/search']) {
    await test.step(route, async () => {
      // A page of its own each time: a typeface once downloaded would come from the cache.
      const { context, page, errors } = await openPage(PHONE);
      // The typeface held back until the page has painted in the device's own Arabic font, as on a slow connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/ibm-plex-sans-arabic-[^/]*\.woff2$/, async (request) => {
        await held;
        await request.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Not 'load': a font still downloading holds the load event back.
      await page.goto(server.url + route, { waitUntil: 'domcontentloaded' });
      await page.locator('main h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const arabic = (loaded: boolean) =>
        page.waitForFunction((want) => document.fonts.check('16px "IBM Plex Sans Arabic"', 'ب') === want, loaded);
      await arabic(false);
      const before = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);
      release();
      await arabic(true);
      await settled(page);
      // Two frames after the swap, so its layout has been done and any shift reported.
      await twoFramesLater(page);
      const shift = await page.evaluate(
        (from) => (window as unknown as { shifts: number[] }).shifts.slice(from).reduce((sum, value) => sum + value, 0),
        before,
      );
      // Not nothing: a heading's glyphs still sit a few pixels higher in Plex (0.008 on the home page); a line that
      // wraps differently moves everything under it (0.05 on the home page, 0.15 on the listing, before the fallback
      // faces).
      expect(shift, 'layout shift when the typeface swaps in').toBeLessThan(0.025);
      expect(errors, 'no console errors').toEqual([]);
      await context.close();
    });
  }
});
