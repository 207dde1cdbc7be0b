import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server.ts';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser.ts';
import { signIn } from '../support/session.ts';

/**
 * Every page built so far, on a phone and a desktop: the right status, no console errors, no sideways scrolling,
 * and no serious or critical accessibility violations (axe-core).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startServer('pages'), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const pages: { route: string; status: number; signedIn?: boolean }[] = [
  { route: '/', status: 200 },
  { route: '/search?keyword=desrt%20safary', status: 200 },
  { route: '/search?city[]=1&day[]=2', status: 200 },
  { route: '/category/adventure', status: 200 },
  { route: '/sections/trending', status: 200 },
  { route: '/sections/family-weekends', status: 200 },
  { route: '/activity/desert-safari-with-bbq-dinner', status: 200 },
  { route: '/plan-my-weekend', status: 200 },
  { route: '/login', status: 200 },
  { route: '/login?email=layla%40example.test&name=Layla', status: 200 },
  { route: '/register', status: 200 },
  { route: '/forgot-password', status: 200 },
  { route: '/corporate/emirates-tech/register', status: 200 },
  { route: '/corporate/no-such-company/register', status: 200 },
  { route: '/logout', status: 200 },
  { route: '/about', status: 200 },
  { route: '/faq', status: 200 },
  { route: '/how-it-works', status: 200 },
  { route: '/terms-conditions', status: 200 },
  { route: '/privacy', status: 200 },
  { route: '/contact', status: 200 },
  { route: '/corporate', status: 200 },
  { route: '/partner-contact', status: 200 },
  { route: '/give-back', status: 200 },
  { route: '/sports-weekend', status: 200 },
  { route: '/career', status: 200 },
  { route: '/career-detail/visual', status: 200 },
  { route: '/career-form/visual', status: 200 },
  { route: '/blog', status: 200 },
  { route: '/blog-detail/old-dubai-in-a-day-al-fahidi-abra-souks', status: 200 },
  { route: '/unsubscribe', status: 200 },
  { route: '/no-such-page', status: 404 },
  // The demo customer's dashboard (signed in through the API first).
  { route: '/customer/dashboard/profile', status: 200, signedIn: true },
  { route: '/customer/dashboard/favorite', status: 200, signedIn: true },
  { route: '/customer/dashboard/bookings', status: 200, signedIn: true },
  { route: '/customer/dashboard/reviews', status: 200, signedIn: true },
];

for (const { route, status, signedIn } of pages) {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    test(`${route} on a ${label}${signedIn ? ', signed in' : ''}`, async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      if (signedIn) await signIn(context, server.url);
      const response = await page.goto(server.url + route, { waitUntil: 'networkidle' });
      assert.equal(response?.status(), status);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      // Evaluated through the DevTools protocol, so the page's Content-Security-Policy stays as served.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      assert.deepEqual(violations, [], 'no serious or critical accessibility violations');
      assert.deepEqual(errors, [], 'no console errors');
      await context.close();
    });
  }
}

test('a page opened from the address bar starts at the top, even after scrolling the one before', async () => {
  const { context, page } = await openPage(browser, PHONE);
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(300);
  await page.goto(`${server.url}/search?keyword=desert`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await context.close();
});
