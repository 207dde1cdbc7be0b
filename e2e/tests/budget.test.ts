import zlib from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/browser.ts';

/**
 * The budget: a visitor's first page loads at most 167 KB of gzipped JavaScript (170 KB in Arabic), so it opens
 * quickly on a phone on a mobile network. Each page opens in a fresh browser context (nothing cached) at phone width;
 * every .js file it fetches until the network is idle is gzipped here and summed, so the figure does not depend on how
 * the server compresses.
 */
// 175 KB since the typed API client (openapi-fetch) and the shared formatting layer joined the first chunk: the
// home page measured 173.0 KB with them against 170 KB before. The next work on the phone wins it back.
// 185 KB since pages know their language: the home page measured 183.1 KB. Measured in one build each: 175.3 KB with
// the features' words registered without top-level await, 183.1 KB with it. The await (each feature's i18n.ts waits
// for its Arabic words) makes the bundler split the first page into more, smaller chunks, which compress worse (351
// chunks against 312; the start chunk 116 KB, now 77 KB plus shared chunks). Waiting for the words where pages and
// lazy parts load instead would win the 8 KB back: open work.
// 186 KB since the phone's start was cut into shorter tasks (2026-11-30): the home page measured 189,423 bytes before
// and 189,476 after (the router made in a task of its own, the session read where it is shown, the lower blocks marked
// to be skipped), which took its total blocking time in Lighthouse from 173 to 72 ms. The quality bar is 170 KB; the
// 8 KB above is the way back under 185.
// 178 KB since the features' words are registered without a top-level await and awaited where pages and lazy parts
// load (lib/lazy.ts, 2026-11-30): the home page measured 177.4 KB, from 185.0, in 354 files against 387.
// 171 KB since the carousels scroll natively (CSS scroll snapping, components/snapCarousel.ts) instead of through
// Embla, the listing's phone filters are a plain disclosure instead of Radix Collapsible and the search heading needs
// no <Trans> (2026-11-30): /search measured 166.3 KB, a category 166.7 and an activity 167.8, the home page 170.5,
// half a kilobyte above the 170 KB quality bar.
// An Arabic page loads its words in Arabic beside the code, which carries the English ones: 178 KB since the API's and
// the forms' messages are worded only once a call fails or a form finds something to say (lib/messageWording.ts,
// 2026-11-30): the Arabic home page measured 176.8 KB, from 194.9, /ar/search 171.8, a category 172.2 and an
// activity 173.5. The quality bar is 170 KB in either language.
// 170 KB (176 in Arabic) since the footer's code comes as the visitor scrolls near it (app/Layout.tsx, 2026-11-30):
// the home page measured 169.7 KB, from 170.7, /search 165.4, and the Arabic home page 175.8.
// 168 KB (172 in Arabic) since the footer's words and the home page's closing blocks (the newsletter, the testimonials,
// what is coming), with theirs, come the same way: the home page 167.3 KB, the Arabic home page 171.9 and the other
// Arabic first pages 169.9 to 170.4.
// 167 KB (170 in Arabic, the quality bar) since the planner block is a part below the fold too and the words of the
// login prompt, a quote, the contact fields, the header's menus and the Pending notice come with their own code: the
// home page 166.2 KB, the other English first pages 164.6 to 165.0, the Arabic ones 168.6 to 169.8.
// Since the router starts on the server's page (app/router.tsx, which keeps a visitor's place as the app starts,
// 2026-11-30), the Arabic home page measured 174,023 bytes: 57 under the bar. 'Last N Left' then moved from the
// booking words to the common ones, so a card no longer downloads the booking words (and their Arabic) for it: the
// Arabic home page 173,311 bytes, /ar/search 172,057, the home page 170,003; an activity, which has the booking
// words for its booking panel anyway, is unchanged (169,060 and 173,361 in Arabic).
const BUDGET_KB = { en: 167, ar: 170 };

const firstPages = ['/', '/search', '/category/adventure', '/activity/desert-safari-with-bbq-dinner'].flatMap(
  (path) => [
    { route: path, budget: BUDGET_KB.en },
    { route: path === '/' ? '/ar' : `/ar${path}`, budget: BUDGET_KB.ar },
  ],
);

for (const { route, budget } of firstPages) {
  test(`${route} loads at most ${budget} KB of gzipped JavaScript`, async ({ server, openPage }) => {
    const { context, page, errors } = await openPage(PHONE);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(
      scripts.map(async (response) => ({
        file: new URL(response.url()).pathname,
        gzip: zlib.gzipSync(await response.body()).length,
      })),
    );
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    test.info().annotations.push({
      type: 'budget',
      description: `${route}: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} files`,
    });
    const largest = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    expect(
      total,
      `${route} loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (budget ${budget} KB); largest: ${largest
        .map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(budget * 1024);
    expect(errors, 'no console errors').toEqual([]);
    await context.close();
  });
}
