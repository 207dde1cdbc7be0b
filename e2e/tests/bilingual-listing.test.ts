import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';

/**
 * A listing in both languages, on the real product: the demo host writes each text of a new listing in English and,
 * beside it, in Arabic; the provider approves it; the Arabic activity page then shows the Arabic title and the English
 * page the English one. The host's form is photographed on a desktop and on a phone (SCREENSHOTS, to look at).
 */

const SCREENSHOTS = process.env.FORMS_AR_SCREENSHOTS ?? '/tmp/forms-ar';
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-bilingual-e2e-'));

test.afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

const stamp = Date.now();
const TITLE = `Mangrove Paddle at Dawn ${stamp}`;
const TITLE_AR = `تجديف بين أشجار القرم عند الفجر ${stamp}`;

/** A photo-like JPEG, wide enough for a listing (as the host journey makes them). */
async function photo(name: string, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue},60%,45%)"/><circle cx="800" cy="260" r="140" fill="hsl(${hue + 180},80%,70%)"/></svg>`;
  const file = path.join(files, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** Nothing of the page reaches past the window's width (no sideways scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a host lists an experience in English and Arabic; once approved, each language’s page shows its own title', async ({
  server,
  hostPage,
  adminPage,
  openPage,
}) => {
  const { page, errors } = hostPage;
  page.setDefaultTimeout(20_000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });

  await page.goto(`${server.url}/vendor/dashboard/activities/new`);
  await page.getByLabel('Add images', { exact: true }).setInputFiles(await photo('mangroves.jpg', 150));
  await page.getByText('1 of 1 images uploaded').waitFor();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Title').fill(TITLE);
  await field('Title (Arabic)').fill(TITLE_AR);
  await field('Description').fill('Paddle a kayak through the mangroves as the sun comes up, with a guide.');
  await field('Description (Arabic)').fill('جدّف بقارب كاياك بين أشجار القرم مع شروق الشمس، برفقة مرشد.');
  await field('Description of price option 1').fill('Adult');
  await field('Price in AED of price option 1').fill('180');
  await field('Vouchers on sale').fill('25');
  await page.getByRole('group', { name: 'Choose one category' }).getByRole('radio').first().check();
  await field('Duration').fill('2 hours');
  await field("What's next").fill('We send the meeting point the day before.');
  await field('How to redeem').fill('Show the voucher code at the jetty.');
  await field('Working hours').fill('05:30 to 08:00, every weekend');
  await field('Thursday hours').fill('05:30 - 08:00');
  await field('Friday hours').fill('05:30 - 08:00');
  await field('Saturday hours').fill('05:30 - 08:00');
  await page.getByRole('tab', { name: "What's Included" }).click();
  await field("What's Included, row 1").fill('Kayak and paddle');
  await field("What's Included (Arabic), row 1").fill('قارب كاياك ومجداف');
  await field('Latitude').fill('24.4539');
  await field('Longitude').fill('54.4120');
  await page.getByRole('radio', { name: 'Out Of Home' }).check();
  await field('Address').fill('Eastern Mangroves Jetty');
  await field('Address (Arabic)').fill('رصيف القرم الشرقي');
  await field('City').selectOption({ label: 'Dubai' });

  // Every Arabic field writes right to left, in Arabic, on the English form.
  for (const label of [
    'Title (Arabic)',
    'Description (Arabic)',
    'Address (Arabic)',
    "What's Included (Arabic), row 1",
  ]) {
    await expect(field(label), label).toHaveAttribute('dir', 'rtl');
    await expect(field(label), label).toHaveAttribute('lang', 'ar');
    expect(await field(label).evaluate((input) => getComputedStyle(input).direction), label).toBe('rtl');
  }

  // The form with both languages, on a desktop and on a phone, where nothing may reach past the screen.
  const about = page.getByRole('region', { name: 'About the experience' });
  await about.screenshot({ path: path.join(SCREENSHOTS, 'host-form-about-1440.png') });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'host-form-1440.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await about.screenshot({ path: path.join(SCREENSHOTS, 'host-form-about-390.png') });
  await page
    .getByRole('region', { name: 'Details' })
    .screenshot({ path: path.join(SCREENSHOTS, 'host-form-details-390.png') });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'host-form-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(/^Congratulations! Your experience has been submitted successfully/).waitFor();

  const mine = await page.request.get(`${server.url}/api/host/activities?filter=all`);
  const listing = ((await mine.json()) as { items: { slug: string; title: string }[] }).items.find(
    (item) => item.title === TITLE,
  );
  assert.ok(listing, 'the new listing is among the host’s activities');

  // The provider approves it.
  const admin = adminPage.page;
  admin.setDefaultTimeout(20_000);
  await admin.goto(`${server.url}/admin/approvals/listings`);
  await admin
    .getByRole('list', { name: 'Listings waiting for approval' })
    .getByRole('button', { name: new RegExp(TITLE) })
    .click();
  await admin.getByRole('heading', { name: TITLE }).waitFor();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText(`${TITLE} is approved and live.`, { exact: false }).waitFor();
  expect(adminPage.errors).toEqual([]);

  // The Arabic page shows the Arabic title, the English page the English one.
  const visitor = await openPage(PHONE);
  visitor.page.setDefaultTimeout(20_000);
  await visitor.page.goto(`${server.url}/ar/activity/${listing.slug}`);
  // The page loads the experience after its frame: wait for the title to come, then hold it to the whole heading.
  await visitor.page.getByRole('heading', { level: 1, name: TITLE_AR }).waitFor();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(TITLE_AR);
  await expect(visitor.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await visitor.page.goto(`${server.url}/activity/${listing.slug}`);
  await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  expect(visitor.errors).toEqual([]);
  expect(errors).toEqual([]);
});
