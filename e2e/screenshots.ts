// `npm run screenshots`: phone (390 px) and desktop (1440 px) full-page screenshots of every built page, and of the
// pop-ups and menus as a visitor opens them, written to screenshots/ at the repository root (git-ignored).
// `npm run screenshots -- login blog` takes only the shots whose names start with one of the words.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from 'playwright-core';
import { startServer } from './support/server.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, scrollUntil } from './support/browser.ts';
import { PAGES } from './support/pages.ts';
import { reusableSignIn, signUp } from './support/session.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
fs.mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((word) => name.startsWith(word));

const ACTIVITY = '/activity/desert-safari-with-bbq-dinner';

interface Shot {
  name: string;
  route: string;
  signedIn?: boolean;
  /** A new customer, signed up (and unconfirmed) first. */
  signedUp?: boolean;
  /** Makes the page's data through the API and answers the address to open (support/pages.ts). */
  setUp?: (request: APIRequestContext, baseUrl: string) => Promise<string>;
  /** A text that shows once the page's content has come (support/pages.ts). */
  ready?: string;
  /** What the visitor does before the shot (open a pop-up, a menu); the shot is of the viewport when set. */
  act?: (page: Page, label: 'phone' | 'desktop') => Promise<void>;
}

const popups: Shot[] = [
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
      const form = label === 'phone' ? page.getByRole('dialog') : page.getByRole('region', { name: 'Book this experience' });
      await form.getByRole('button', { name: /^Add one / }).first().click();
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

const shots: Shot[] = [...PAGES, ...popups].filter((shot) => wanted(shot.name));
const server = await startServer('screenshots');
const signIn = reusableSignIn(server.url);
const browser = await launchBrowser();
let newCustomers = 0;
try {
  for (const shot of shots) {
    for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        if (shot.signedIn) await signIn(context);
        if (shot.signedUp) await signUp(context, server.url, `screenshot-${++newCustomers}@example.test`);
        if (shot.name === 'popup-newsletter') await page.clock.install();
        const address = shot.setUp ? await shot.setUp(context.request, server.url) : shot.route;
        await page.goto(server.url + address, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        if (shot.ready) await page.getByText(shot.ready, { exact: true }).first().waitFor({ timeout: 15_000 });
        if (shot.act) await shot.act(page, label);
        await page.waitForTimeout(600);
        const file = path.join(outDir, `${shot.name}-${label}.png`);
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
