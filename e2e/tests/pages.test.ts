import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server.ts';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser.ts';
import { DEMO_ADMIN, DEMO_CORPORATE_ADMIN, DEMO_CUSTOMER, DEMO_HOST, reusableSignIn } from '../support/session.ts';
import { PAGES } from '../support/pages.ts';
import { settled } from '../support/settled.ts';
import { formatAed } from '@weekends/shared';

/**
 * Every page built so far, on a phone and a desktop: the right status, no console errors, no sideways scrolling,
 * and no serious or critical accessibility violations (axe-core).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;
let signIn: Record<'customer' | 'host' | 'admin' | 'corporate', ReturnType<typeof reusableSignIn>>;

before(async () => {
  [server, browser] = await Promise.all([startServer('pages'), launchBrowser()]);
  signIn = {
    customer: reusableSignIn(server.url, DEMO_CUSTOMER),
    host: reusableSignIn(server.url, DEMO_HOST),
    admin: reusableSignIn(server.url, DEMO_ADMIN),
    corporate: reusableSignIn(server.url, DEMO_CORPORATE_ADMIN),
  };
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

for (const { route, status, signedIn, expectedFailure, setUp, ready, act } of PAGES) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${route} on a ${label}${signedIn ? `, signed in as the ${signedIn === true ? 'customer' : signedIn}` : ''}`, async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      if (signedIn) await signIn[signedIn === true ? 'customer' : signedIn](context);
      const address = setUp ? await setUp(context.request, server.url) : route;
      // Not 'networkidle': a page with a captcha solves it in a worker, and on a loaded machine Chromium can keep
      // counting that worker's request as in flight, so the page never looks idle. The page's own states say more.
      const response = await page.goto(server.url + address, { waitUntil: 'load' });
      assert.equal(response?.status(), status);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      if (ready) await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 15_000 });
      await settled(page);
      if (act) await act(page, label);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      // Evaluated through the DevTools protocol, so the page's Content-Security-Policy stays as served.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: Document,
                opts: object,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      assert.deepEqual(violations, [], 'no serious or critical accessibility violations');
      assert.deepEqual(
        errors.filter((error) => !expectedFailure?.test(error)),
        [],
        'no console errors',
      );
      await context.close();
    });
  }
}

test('a page opened from the address bar starts at the top, even after scrolling the one before', async () => {
  const { context, page } = await openPage(browser, PHONE);
  await page.goto(`${server.url}/`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => window.scrollY > 0);
  await page.goto(`${server.url}/search?keyword=desert`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await context.close();
});

test("an activity's page, with JavaScript off, carries its title, description, price, rating and reviews", async () => {
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
  assert.ok(activity.price && reviews.length > 0, 'the demo activity has a price and reviews');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/activity/${slug}`);
  assert.equal(response?.status(), 200);
  assert.match(await page.locator('main h1').first().innerText(), new RegExp(activity.title));
  const text = await page.locator('main').innerText();
  assert.ok(text.includes(formatAed(activity.price.discountedPrice ?? activity.price.price)), 'the price');
  const firstWords = activity.description.replace(/\s+/g, ' ').trim().slice(0, 60);
  assert.ok(text.replace(/\s+/g, ' ').includes(firstWords), 'the description');
  const reviewTitles = await page.locator('#reviews h4').allInnerTexts();
  assert.deepEqual(
    reviewTitles,
    reviews.map((review) => review.title),
    'every published review',
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as {
    name?: string;
    aggregateRating?: { reviewCount?: number };
  };
  assert.equal(jsonLd.name, activity.title);
  assert.equal(jsonLd.aggregateRating?.reviewCount, activity.reviewsCount);
  await context.close();
});

test("a failed download of an activity's details stays in their place, and the page stays", async () => {
  const { context, page } = await openPage(browser, PHONE);
  await page.route(/\/assets\/DetailTabs-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`${server.url}/activity/desert-safari-with-bbq-dinner`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await page.getByRole('alert').filter({ hasText: 'The experience details could not be loaded.' }).waitFor();
  assert.equal(await page.locator('main h1').count(), 1, 'the rest of the page is still there');
  await page.getByRole('button', { name: 'Book Now' }).first().waitFor();
  await context.close();
});
