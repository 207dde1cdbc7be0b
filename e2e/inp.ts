import { chromium, type Page } from 'playwright-core';
import { isLanguage, localizedPath, type Language } from '@weekends/shared';
import { startServer } from './support/server.ts';
import { waitForLive } from './support/browser.ts';
import { reusableSignIn } from './support/session.ts';
import { findActivity, undatedWithPlaces } from './support/checkout.ts';

/**
 * `npm run inp`: the time from a visitor's first tap to the next frame (Interaction to Next Paint) for the taps the
 * product is judged by: Book Now on an activity, the Filters of a listing, the booking panel's date picker and the
 * cart. A phone of 390 px with touch, Chromium's CPU slowed 4x (as Lighthouse's mobile run), the production build on
 * the demo catalogue. Each tap is made RUNS times on a freshly loaded page, once it is live, and the median and the
 * worst are printed with the host's own speed (a fixed loop's time) beside them.
 *
 * The duration is the browser's own Event Timing entry for the interaction (PerformanceObserver 'event', the entries
 * sharing the tap's interactionId: pointerdown, pointerup and click, the longest of them), which is what web-vitals'
 * INP reads. The browser reports only interactions of 16 ms or more; one it did not report is printed as '<16'.
 */
const RUNS = Number(process.env.INP_RUNS ?? 5);
const LANGUAGES = (process.env.INP_LANGUAGES ?? 'en,ar').split(',').filter(isLanguage);
const SLOWDOWN = 4;
const ACTIVITY = '/activity/desert-safari-with-bbq-dinner';

interface Tap {
  /** INP_TAPS=book,filters,date,cart measures some only. */
  key: string;
  name: string;
  path: string;
  /** What comes before the measured tap (nothing for a first tap). */
  before?: (page: Page, language: Language) => Promise<void>;
  tap: (page: Page, language: Language) => Promise<void>;
  /** The state that shows the tap was answered. */
  answered: (page: Page, language: Language) => Promise<void>;
  /** Something in the cart first (the cart's tap opens it). */
  withCart?: boolean;
}

const bookNow = (page: Page) => page.locator('main .activity-booking-bar button[aria-haspopup="dialog"]');
const filtersButton = (page: Page) =>
  page.locator('main button[aria-expanded][aria-controls]').filter({ visible: true }).first();
const sheet = (page: Page) => page.getByRole('dialog').first();

const TAPS: Tap[] = [
  {
    key: 'book',
    name: 'Book Now (the phone bar opens the booking sheet)',
    path: ACTIVITY,
    tap: (page) => bookNow(page).tap(),
    answered: (page) => sheet(page).waitFor({ state: 'visible' }),
  },
  {
    key: 'filters',
    name: 'Filters on the listing',
    path: '/search',
    // The Filters button opens the phone's filter panel (its form, loaded on the first tap) above the results.
    tap: (page) => filtersButton(page).tap(),
    answered: (page) => page.locator('main form fieldset').filter({ visible: true }).first().waitFor(),
  },
  {
    key: 'date',
    name: "The booking sheet's date picker",
    path: ACTIVITY,
    before: async (page) => {
      await bookNow(page).tap();
      await sheet(page).waitFor({ state: 'visible' });
    },
    tap: (page) => sheet(page).locator('button[aria-haspopup="dialog"]').first().tap(),
    answered: (page) =>
      page.locator('[role="dialog"] td[role="gridcell"] button').first().waitFor({ state: 'visible' }),
  },
  {
    key: 'cart',
    name: 'The cart (one experience in it)',
    path: '/',
    withCart: true,
    tap: (page) =>
      page
        .locator('header button[aria-haspopup="dialog"]')
        .filter({ has: page.getByTestId('cart-count'), visible: true })
        .first()
        .tap(),
    answered: (page) => page.locator('#cart-menu-heading').waitFor({ state: 'visible' }),
  },
];

/** Collects the Event Timing entries of interactions from the start of the page. */
const OBSERVE = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push({
        id: entry.interactionId, name: entry.name, duration: entry.duration,
        delay: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

type Entry = { id: number; name: string; duration: number; delay: number; processing: number };

/** How one tap's time divides: waiting for the main thread, the event handlers, and the work up to the next frame. */
interface Timing {
  duration: number;
  delay: number;
  processing: number;
}

/** The longest entry of the last interaction; all 0 when the browser reported none (under 16 ms). */
async function lastInteraction(page: Page, seenBefore: number): Promise<Timing> {
  // Entries are delivered after the frame that follows the tap: two frames and an idle moment are enough for them
  // to arrive; the wait is for that state, bounded so a tap under the threshold (no entry at all) ends it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
  await page
    .waitForFunction((n) => (window as unknown as { __interactions: Entry[] }).__interactions.length > n, seenBefore, {
      timeout: 1_500,
    })
    .catch(() => undefined);
  const entries = await page.evaluate(() => (window as unknown as { __interactions: Entry[] }).__interactions);
  const fresh = entries.slice(seenBefore);
  if (fresh.length === 0) return { duration: 0, delay: 0, processing: 0 };
  const lastId = fresh[fresh.length - 1]!.id;
  const longest = fresh.filter((e) => e.id === lastId).sort((a, b) => b.duration - a.duration)[0]!;
  return { duration: longest.duration, delay: longest.delay, processing: longest.processing };
}

/** A fixed loop's time in this process: the host's speed beside the figures, as Lighthouse's benchmark index is. */
function hostLoopMs(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) throw new Error('unreachable');
  return Math.round(performance.now() - start);
}

const server = await startServer('inp');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const results: { language: Language; tap: string; timings: Timing[] }[] = [];
const loops: number[] = [];
const signInCustomer = reusableSignIn(server.url);
let cartFilled = false;
try {
  for (const language of LANGUAGES) {
    for (const tap of TAPS.filter((t) => !process.env.INP_TAPS || process.env.INP_TAPS.split(',').includes(t.key))) {
      const timings: Timing[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          locale: language === 'ar' ? 'ar-AE' : 'en-AE',
        });
        if (tap.withCart) {
          // The demo customer, signed in once for every run, with an experience in the cart (put there once).
          await signInCustomer(context);
          if (!cartFilled) {
            const activity = await findActivity(context.request, server.url, 'preference=2', undatedWithPlaces);
            const added = await context.request.post(`${server.url}/api/cart/items`, {
              data: {
                activityId: activity.id,
                options: [{ priceOptionId: activity.priceOptions[0]!.id, quantity: 1 }],
              },
            });
            if (!added.ok()) throw new Error(`could not fill the cart: ${added.status()} ${await added.text()}`);
            cartFilled = true;
          }
        }
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        await page.goto(server.url + localizedPath(language, tap.path));
        await waitForLive(page);
        await tap.before?.(page, language);
        const seen = await page.evaluate(
          () => (window as unknown as { __interactions: Entry[] }).__interactions.length,
        );
        await tap.tap(page, language);
        await tap.answered(page, language);
        timings.push(await lastInteraction(page, seen));
        await context.close();
      }
      loops.push(hostLoopMs());
      results.push({ language, tap: tap.name, timings });
      const sorted = [...timings].sort((x, y) => x.duration - y.duration);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const show = (ms: number) => (ms === 0 ? '<16' : String(Math.round(ms)));
      console.log(
        `${language} ${tap.name}: median ${show(median.duration)} ms (input delay ${Math.round(median.delay)}, ` +
          `handlers ${Math.round(median.processing)}, to the frame ` +
          `${Math.round(median.duration - median.delay - median.processing)}), worst ${show(sorted.at(-1)!.duration)} ms ` +
          `(${timings.map((x) => show(x.duration)).join(', ')})`,
      );
    }
  }
  console.log(`host loop: ${Math.min(...loops)}-${Math.max(...loops)} ms (20 million steps; lower is faster)`);
} finally {
  await browser.close();
  await server.stop();
}
