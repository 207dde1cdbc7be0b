// `npm run screenshots`: phone (390 px) and desktop (1440 px) full-page screenshots of every built page, and of the
// pop-ups and menus as a visitor opens them, written to screenshots/ at the repository root (git-ignored).
// `npm run screenshots -- login blog` takes only the shots whose names start with one of the words;
// `SCREENSHOT_LANGUAGE=ar npm run screenshots` takes the pages in Arabic (/ar/...), named `<shot>-ar-<width>.png`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from 'playwright-core';
import { startServer } from './support/server.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, scrollUntil } from './support/browser.ts';
import { PAGES } from './support/pages.ts';
import {
  DEMO_ADMIN,
  DEMO_CORPORATE_ADMIN,
  DEMO_CUSTOMER,
  DEMO_HOST,
  reusableSignIn,
  signUp,
} from './support/session.ts';
import { newestBookedItem, paidOrder } from './support/checkout.ts';
import { localizedPath, type BookedItem } from '@weekends/shared';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
fs.mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((word) => name.startsWith(word));
const language = process.env.SCREENSHOT_LANGUAGE === 'ar' ? 'ar' : 'en';

const ACTIVITY = '/activity/desert-safari-with-bbq-dinner';

interface Shot {
  name: string;
  route: string;
  signedIn?: true | 'host' | 'admin' | 'corporate';
  /** A new customer, signed up (and unconfirmed) first. */
  signedUp?: boolean;
  /** Makes the page's data through the API and answers the address to open (support/pages.ts). */
  setUp?: (request: APIRequestContext, baseUrl: string) => Promise<string>;
  /** A text that shows once the page's content has come (support/pages.ts). */
  ready?: string;
  /** What the visitor does before the shot (open a pop-up, a menu); the shot is of the viewport when set. */
  act?: (page: Page, label: 'phone' | 'desktop') => Promise<void>;
}

/** The voucher page of the demo customer's first booked item that `wanted` accepts (newest first). */
async function voucherWhere(
  request: APIRequestContext,
  baseUrl: string,
  wanted: (item: BookedItem) => boolean,
): Promise<string> {
  for (let page = 1; page <= 10; page++) {
    const answer = (await (await request.get(`${baseUrl}/api/accounts/me/bookings?page=${page}`)).json()) as {
      items: BookedItem[];
      hasMore: boolean;
    };
    const item = answer.items.find(wanted);
    if (item) return `/customer/dashboard/bookings/${item.id}`;
    if (!answer.hasMore) break;
  }
  throw new Error('no such booked item');
}

/** A voucher just paid for and then cancelled: its history has the payment, the cancel and the refund. */
async function cancelledVoucher(request: APIRequestContext, baseUrl: string): Promise<string> {
  await paidOrder(request, baseUrl);
  const { id } = await newestBookedItem(request, baseUrl);
  const answer = await request.post(`${baseUrl}/api/booked-items/${id}/cancel`, { data: {} });
  if (!answer.ok()) throw new Error(`POST cancel: ${answer.status()} ${await answer.text()}`);
  return `/customer/dashboard/bookings/${id}`;
}

const popups: Shot[] = [
  {
    name: 'popup-pass-details',
    route: '/weekend-detail/dubai-thrills-weekend',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^View details of / })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('link', { name: 'See the full experience' }).waitFor();
      await page.getByRole('dialog').getByText('Description', { exact: true }).waitFor();
    },
  },
  {
    name: 'pass-builder-picked',
    route: '/weekend-passes/make-your-own',
    act: async (page) => {
      const add = page.getByRole('button', { name: / to my pass$/ });
      await add.first().waitFor();
      for (const index of [0, 1, 2]) await add.nth(index).click();
      await page
        .getByRole('region', { name: 'Your Weekend Pass' })
        .getByTestId('panel-discount')
        .filter({ hasNotText: /^0%$/ })
        .waitFor();
    },
  },
  {
    name: 'pass-sheet',
    route: '/weekend-detail/dubai-thrills-weekend',
    act: async (page, label) => {
      if (label === 'phone') {
        await page.getByRole('button', { name: 'Book Now', expanded: false }).click();
        await page.getByRole('dialog', { name: 'Select number of experiences' }).waitFor();
      } else {
        await page
          .getByRole('region', { name: 'Payment Details' })
          .getByRole('button', { name: /Customise Here/ })
          .first()
          .click();
      }
    },
  },
  {
    name: 'dashboard-voucher-cancelled',
    route: '/customer/dashboard/bookings/:bookedItemId',
    signedIn: true,
    setUp: cancelledVoucher,
    ready: 'History',
  },
  {
    name: 'popup-voucher-cancel',
    route: '/customer/dashboard/bookings/:bookedItemId',
    signedIn: true,
    setUp: async (request, baseUrl) => {
      await paidOrder(request, baseUrl);
      return `/customer/dashboard/bookings/${(await newestBookedItem(request, baseUrl)).id}`;
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).waitFor();
    },
  },
  {
    name: 'popup-voucher-move',
    route: '/customer/dashboard/bookings/:bookedItemId',
    signedIn: true,
    setUp: (request, baseUrl) =>
      voucherWhere(request, baseUrl, (item) => item.date !== null && item.status === 'pending'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Change date' }).click();
      await page.getByRole('dialog', { name: 'Change the date' }).getByRole('button', { name: /Date/ }).click();
      await page
        .getByRole('dialog', { name: 'Pick a date for this experience' })
        .locator('td[role="gridcell"] button:not([disabled])')
        .first()
        .waitFor();
    },
  },
  {
    name: 'popup-voucher-gift',
    route: '/customer/dashboard/bookings/:bookedItemId',
    signedIn: true,
    setUp: async (request, baseUrl) => {
      await paidOrder(request, baseUrl);
      return `/customer/dashboard/bookings/${(await newestBookedItem(request, baseUrl)).id}`;
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Give as a gift' }).click();
      const dialog = page.getByRole('dialog', { name: 'Give as a gift' });
      await dialog.getByLabel('Their name').fill('Omar Saleh');
      await dialog.getByLabel('Their e-mail address').fill('omar@example');
      await dialog.getByLabel('Your message (optional)').fill('Happy birthday! Enjoy the desert.');
      // Send with a bad address, to show how the pop-up explains it.
      await dialog.getByRole('button', { name: 'Send gift' }).click();
      await dialog.getByText('Email Id must be vaild').waitFor();
    },
  },
  {
    name: 'popup-login',
    route: ACTIVITY,
    act: async (page) => {
      await page.getByRole('button', { name: 'Add to favourites' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Login' }).waitFor();
    },
  },
  {
    name: 'popup-signup',
    route: ACTIVITY,
    act: async (page) => {
      await page.getByRole('button', { name: 'Add to favourites' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByRole('dialog').getByLabel('Confirm password').waitFor();
    },
  },
  {
    name: 'popup-guest',
    route: ACTIVITY,
    act: async (page, label) => {
      // On a phone the selection lives in a sheet opened from the bottom bar.
      if (label === 'phone') await page.getByRole('button', { name: 'Book Now' }).last().click();
      const form =
        label === 'phone' ? page.getByRole('dialog') : page.getByRole('region', { name: 'Book this experience' });
      await form
        .getByRole('button', { name: /^Add one / })
        .first()
        .click();
      await form.getByRole('button', { name: /Date/ }).first().click();
      const calendar = page.getByRole('dialog', { name: 'Pick a date for this experience' });
      await calendar.locator('td[role="gridcell"] button:not([disabled])').first().click();
      await calendar.waitFor({ state: 'hidden' });
      await form.getByRole('button', { name: 'Book Now' }).click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Guest' }).waitFor();
    },
  },
  {
    name: 'popup-confirm-email',
    route: '/',
    signedUp: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Resend Email' }).first().click();
      await page.getByRole('dialog', { name: 'Lets Confirm Your Email Address' }).waitFor();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'popup-newsletter',
    route: '/about',
    act: async (page) => {
      await page.clock.fastForward(61_000);
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'popup-submit-interest',
    route: '/activity/seaplane-flight-over-dubai',
    act: async (page, label) => {
      await page.getByRole('button', { name: 'Submit Interest' }).first().click();
      // On a phone the first tap opens the prices sheet, whose own Submit Interest opens the form.
      if (label === 'phone') await page.getByRole('dialog').getByRole('button', { name: 'Submit Interest' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'First name' }).waitFor();
    },
  },
  {
    name: 'popup-review',
    route: ACTIVITY,
    signedIn: true,
    act: async (page) => {
      await scrollUntil(page, page.getByRole('button', { name: 'Submit A Review' }));
      await page.getByRole('button', { name: 'Submit A Review' }).click();
      await page.getByRole('button', { name: 'Submit Review' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'menu-user',
    route: '/',
    signedIn: true,
    act: async (page, label) => {
      if (label === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      else await page.locator('header button[aria-haspopup="menu"]').first().click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'menu-visitor',
    route: '/',
    act: async (page, label) => {
      if (label === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(400);
    },
  },
];

/** Pages whose address is made at the time (an id), in both languages. */
const madePages: Shot[] = [
  {
    name: 'admin-host-detail',
    route: '/admin/hosts',
    signedIn: 'admin',
    setUp: async (request, baseUrl) => {
      const answer = await request.get(`${baseUrl}/api/admin/hosts?sort=business&dir=asc`);
      const { items } = (await answer.json()) as { items: { id: number }[] };
      return `/admin/hosts/${items[0]!.id}`;
    },
  },
];

// The pop-ups are opened by their English words, so in Arabic only the pages are taken, as they first show.
const shots: Shot[] = [...PAGES, ...madePages, ...(language === 'ar' ? [] : popups)].filter((shot) =>
  wanted(shot.name),
);
const server = await startServer('screenshots');
const signIn = {
  customer: reusableSignIn(server.url, DEMO_CUSTOMER),
  host: reusableSignIn(server.url, DEMO_HOST),
  admin: reusableSignIn(server.url, DEMO_ADMIN),
  corporate: reusableSignIn(server.url, DEMO_CORPORATE_ADMIN),
};
/**
 * The blocks far below the first screen are skipped by the browser (content-visibility: auto) until a visitor scrolls
 * near them, and a full-page shot does not scroll: they are drawn, as the visitor would see them, before it.
 */
async function drawSkippedBlocks(page: Page) {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *, footer'))) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  await page.waitForLoadState('networkidle');
}

const browser = await launchBrowser();
let newCustomers = 0;
try {
  for (const shot of shots) {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        if (shot.signedIn) await signIn[shot.signedIn === true ? 'customer' : shot.signedIn](context);
        if (shot.signedUp) await signUp(context, server.url, `screenshot-${++newCustomers}@example.test`);
        if (shot.name === 'popup-newsletter') await page.clock.install();
        const address = shot.setUp ? await shot.setUp(context.request, server.url) : shot.route;
        const [pathname = '/', query] = address.split(/\?(.*)/s);
        const localized = localizedPath(language, pathname) + (query ? `?${query}` : '');
        await page.goto(server.url + localized, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        if (language === 'en' && shot.ready)
          await page.getByText(shot.ready, { exact: true }).first().waitFor({ timeout: 15_000 });
        if (language === 'en' && shot.act) await shot.act(page, label);
        if (!shot.act) await drawSkippedBlocks(page);
        await page.waitForTimeout(600);
        const file = path.join(outDir, `${shot.name}${language === 'ar' ? '-ar' : ''}-${label}.png`);
        await page.screenshot({ path: file, fullPage: !shot.act });
        console.log(`${file}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
      } catch (error) {
        console.error(`${shot.name}-${label}: ${(error as Error).message}`);
        process.exitCode = 1;
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
