import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { SANDBOX_CARDS, type ActivityDetail, type BookedItem, type HostDashboard } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { DESKTOP, PHONE, openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signIn } from '../support/session.ts';
import { addToCart, emptyCart, newestBookedItem, openPayment, payInSandbox } from '../support/checkout.ts';
import { launchBrowserWithCamera, writeFakeCamera } from '../support/fake-camera.ts';

/**
 * The supply side, on the real product (sandbox gateway, mail to a local mailbox): a business applies to host with
 * its trade licence, the provider approves it in the back office, the host confirms the e-mail, lists an experience
 * with three images, the provider approves the listing, a visitor finds it in search, a customer buys it, and the
 * host sees the sale, refuses a wrong code and verifies the right one, typed and scanned with the phone's camera.
 */
// The steps of one journey: each goes on from where the one before ended, and none runs after one that failed.
test.describe.configure({ mode: 'serial' });

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-host-e2e-'));

/** A photo-like JPEG (a gradient with shapes), wide enough for a listing. */
async function photo(name: string, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,30%)"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="900" cy="220" r="120" fill="hsl(${hue + 180},80%,70%)"/><rect x="0" y="560" width="1200" height="240" fill="hsl(${hue + 20},40%,25%)"/></svg>`;
  const file = path.join(files, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

test.afterAll(async () => {
  await journey.host?.context.close();
  fs.rmSync(files, { recursive: true, force: true });
});

const stamp = Date.now();
const HOST_EMAIL = `falcon-${stamp}@example.test`;
const COMPANY = `Falcon Dunes Adventures ${stamp}`;
const TITLE = `Falconry Sunrise Walk ${stamp}`;

/** What later steps of the journey need from earlier ones. */
const journey: {
  host?: { context: BrowserContext; page: Page };
  slug?: string;
  activityId?: number;
  voucher?: BookedItem;
} = {};

test('a business applies to host, is approved in the back office, confirms its e-mail and lists an experience that goes live after approval', async ({
  server,
  mailbox,
  browser,
  adminPage,
  openPage: openVisitorPage,
}) => {
  const licence = await photo('licence.jpg', 40);
  // The host's page lives on into the next step of the journey, beyond this test's own pages.
  const { context, page, errors } = await openPage(browser, DESKTOP);
  page.setDefaultTimeout(20_000);
  journey.host = { context, page };

  // Become A Host leads to the sign-up form.
  await page.goto(`${server.url}/partner-contact`);
  await page.getByRole('link', { name: /apply/i }).first().click();
  await page.getByRole('heading', { level: 1, name: "Business (Host)'s Sign Up" }).waitFor();

  const contact1 = page.getByRole('region', { name: 'Contact person 1' });
  await contact1.getByLabel('First name').fill('Hamdan');
  await contact1.getByLabel('Last name').fill('Al Falasi');
  await contact1.getByLabel('Email').fill(HOST_EMAIL);
  await contact1.getByLabel('Mobile number').fill('501234567');
  await contact1.getByLabel('Designation').fill('Founder');
  const business = page.getByRole('region', { name: 'Your business' });
  await business.getByLabel('Company name').fill(COMPANY);
  await business.getByLabel('Trade licence number').fill('CN-4471902');
  await business
    .getByLabel('Business description')
    .fill('Guided falconry walks in the desert at sunrise, for families and small groups.');
  await page.getByLabel('Trade licence image').setInputFiles(licence);
  await page.getByRole('img', { name: 'Your trade licence' }).waitFor();
  const address = page.getByRole('region', { name: 'Business address' });
  await address.getByLabel('Address').fill('Office 12, Desert Gate Centre');
  await address.getByLabel('Street name').fill('Al Qudra Road');
  await address.getByLabel('Building').fill('Desert Gate Centre');
  await address.getByLabel('PO box').fill('45120');
  await address.getByLabel('City').selectOption({ label: 'Dubai' });
  await address.getByLabel('Area').locator('option').nth(1).waitFor({ state: 'attached' });
  await address.getByLabel('Area').selectOption({ index: 1 });
  const password = page.getByRole('region', { name: 'Your password' });
  await password.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Thank you for applying!' }).waitFor();
  await mailbox.waitFor(HOST_EMAIL, /We have received your application to host on Weekends/);

  // Until the provider approves, the dashboard says the application is being reviewed.
  await page.goto(`${server.url}/vendor/dashboard`);
  await page.getByRole('heading', { name: 'Your application is being reviewed' }).waitFor();

  // The provider approves it in the back office, with the licence in view.
  const admin = adminPage.page;
  admin.setDefaultTimeout(20_000);
  await admin.goto(`${server.url}/admin/approvals/hosts`);
  await admin
    .getByRole('link', { name: new RegExp(COMPANY) })
    .or(admin.getByRole('button', { name: new RegExp(COMPANY) }))
    .first()
    .click();
  await admin.getByRole('img', { name: `Trade licence of ${COMPANY}` }).waitFor();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText(`${COMPANY} is approved and can now list experiences.`, { exact: false }).waitFor();
  await mailbox.waitFor(HOST_EMAIL, /Welcome to Weekends as a host/);

  // The host confirms the e-mail address and lands on the dashboard.
  const confirmation = await mailbox.waitFor(HOST_EMAIL, /Confirm your e-mail address/);
  const link = /https?:\/\/[^\s"<>]+\/confirm\/[^\s"<>]+/.exec(confirmation.text)?.[0];
  assert.ok(link, 'the confirmation mail has a link');
  await page.goto(
    server.url + new URL(link.replace(/&amp;/g, '&')).pathname + new URL(link.replace(/&amp;/g, '&')).search,
  );
  await page.waitForURL(/\/vendor\/dashboard/);
  await page.getByRole('heading', { name: 'Vendor Account' }).waitFor();

  // Add New Activity with three images.
  await page.getByRole('link', { name: 'Manage Activities' }).click();
  await page
    .getByRole('navigation', { name: 'Manage Activities' })
    .getByRole('link', { name: 'Add New Activity' })
    .click();
  const images = await Promise.all([photo('one.jpg', 20), photo('two.jpg', 160), photo('three.jpg', 260)]);
  await page.getByLabel('Add images', { exact: true }).setInputFiles(images);
  await page.getByText('3 of 3 images uploaded').waitFor();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Walk the dunes at sunrise with a falconer and his birds, then breakfast at the camp.');
  await page.getByLabel('Description of price option 1', { exact: true }).fill('Adult');
  await page.getByLabel('Price in AED of price option 1', { exact: true }).fill('250');
  await page.getByLabel('Discounted price in AED of price option 1', { exact: true }).fill('225');
  await page.getByLabel('Vouchers on sale', { exact: true }).fill('40');
  await page.getByRole('group', { name: 'Choose one category' }).getByRole('radio').first().check();
  await page.getByLabel('Validity period (weekends)', { exact: true }).fill('8');
  await page.getByLabel('Duration', { exact: true }).fill('3 hours');
  await page
    .getByLabel("What's next", { exact: true })
    .fill('Show your voucher at the camp gate; the falconer meets you there.');
  await page
    .getByLabel('How to redeem', { exact: true })
    .fill('Show the voucher code or its QR code at the camp gate.');
  await page.getByLabel('Working hours', { exact: true }).fill('06:00 to 09:00, every weekend');
  await page.getByLabel('Thursday hours', { exact: true }).fill('06:00 - 09:00');
  await page.getByLabel('Friday hours', { exact: true }).fill('06:00 - 09:00');
  await page.getByLabel('Saturday hours', { exact: true }).fill('06:00 - 09:00');
  await page.getByLabel('Latitude', { exact: true }).fill('24.9857');
  await page.getByLabel('Longitude', { exact: true }).fill('55.3720');
  await page.getByRole('radio', { name: 'Out Of Home' }).check();
  await page.getByLabel('Address', { exact: true }).fill('Falcon Camp, Al Qudra');
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Dubai' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText(
      "Congratulations! Your experience has been submitted successfully for approval by the product's team. Thanks",
    )
    .waitFor();

  // It waits: not in the catalogue yet.
  const waiting = await page.request.get(`${server.url}/api/host/activities?filter=all`);
  const listing = (
    (await waiting.json()) as { items: { id: number; slug: string; title: string; pendingRevision: string | null }[] }
  ).items.find((i) => i.title === TITLE);
  assert.ok(listing, 'the new listing is among the host activities');
  expect(listing.pendingRevision).toBe('new');
  expect((await page.request.get(`${server.url}/api/activities/${listing.slug}`)).status()).toBe(404);
  journey.slug = listing.slug;
  journey.activityId = listing.id;

  // The provider approves the listing; a visitor then finds it in search.
  await admin.goto(`${server.url}/admin/approvals/listings`);
  await admin
    .getByRole('link', { name: new RegExp(TITLE) })
    .or(admin.getByRole('button', { name: new RegExp(TITLE) }))
    .first()
    .click();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText(`${TITLE} is approved and live.`, { exact: false }).waitFor();
  await admin.context().close();

  const visitor = await openVisitorPage(PHONE);
  await visitor.page.goto(`${server.url}/search?keyword=${encodeURIComponent(`Falconry Sunrise ${stamp}`)}`);
  await visitor.page
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .waitFor({ timeout: 20_000 });
  await visitor.context.close();
  expect(errors).toEqual([]);
});

test('a customer buys it; the host sees the sale, refuses a wrong code and verifies the right one', async ({
  server,
  customerPage,
}) => {
  assert.ok(journey.host && journey.slug, 'the first journey listed the experience');
  const { context: customer } = customerPage;
  const detail = (await (
    await customer.request.get(`${server.url}/api/activities/${journey.slug}`)
  ).json()) as ActivityDetail;
  await emptyCart(customer.request, server.url);
  await addToCart(customer.request, server.url, detail, 2);
  const { orderId, sessionId } = await openPayment(customer.request, server.url);
  await payInSandbox(customer.request, server.url, sessionId, SANDBOX_CARDS.pays);
  const confirmed = await customer.request.post(`${server.url}/api/orders/${orderId}/confirm`, {
    data: { status: 'CAPTURED' },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('CAPTURED');
  const voucher = await newestBookedItem(customer.request, server.url);
  expect(voucher.title).toBe(TITLE);
  journey.voucher = voucher;

  const { page } = journey.host;
  await page.goto(`${server.url}/vendor/dashboard/bookings`);
  const row = page.getByRole('row').filter({ hasText: TITLE }).first();
  await row.waitFor();
  const figures = (await (await page.request.get(`${server.url}/api/host/dashboard`)).json()) as HostDashboard;
  expect(figures.orders).toBe(1);
  expect(figures.pending).toBe(1);
  assert.ok(
    figures.revenue > 0 && figures.revenue < voucher.total,
    'revenue is the host amount: the sale less the commission',
  );
  await page.getByText(String(figures.orders), { exact: true }).first().waitFor();

  await row.getByRole('button', { name: /Click To Verify/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('WRONG234');
  await dialog.getByRole('button', { name: /Verify/ }).click();
  await dialog.getByText('Oops!Code entered is incorrect.').waitFor();
  await dialog.getByRole('textbox').fill(voucher.otp);
  await dialog.getByRole('button', { name: /Verify/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('Verified').first().waitFor();
  await customer.close();
});

test("the host's phone camera reads a voucher's QR code and verifies it", async ({ server, customerPage }) => {
  assert.ok(journey.slug, 'the first journey listed the experience');
  // Another voucher of the same experience, whose QR code the customer shows on their phone.
  const { context: customer } = customerPage;
  const detail = (await (
    await customer.request.get(`${server.url}/api/activities/${journey.slug}`)
  ).json()) as ActivityDetail;
  await emptyCart(customer.request, server.url);
  await addToCart(customer.request, server.url, detail, 1);
  const { orderId, sessionId } = await openPayment(customer.request, server.url);
  await payInSandbox(customer.request, server.url, sessionId, SANDBOX_CARDS.pays);
  await customer.request.post(`${server.url}/api/orders/${orderId}/confirm`, { data: { status: 'CAPTURED' } });
  const voucher = await newestBookedItem(customer.request, server.url);
  expect([voucher.title, voucher.status], 'the new voucher, not the one verified before').toEqual([TITLE, 'pending']);
  const qr = await customer.request.get(`${server.url}/api/booked-items/${voucher.id}/qr.svg`);
  assert.ok(qr.ok(), `qr.svg: ${qr.status()}`);
  const video = await writeFakeCamera(Buffer.from(await qr.body()));
  await customer.close();

  const camera = await launchBrowserWithCamera(video);
  try {
    const { context, page, errors } = await openPage(camera, PHONE);
    page.setDefaultTimeout(20_000);
    await signIn(context, server.url, HOST_EMAIL);
    await page.goto(`${server.url}/vendor/dashboard/bookings`);
    await page.getByRole('button', { name: 'Scan voucher' }).click();
    await page.getByLabel('Camera preview').waitFor();
    // Read from the whole pop-up, so that a failure prints what it said: a code not read at all (the camera's own
    // message, or none) reads differently from a refused one (the scan result's).
    await expect(page.getByRole('dialog')).toContainText(`Verified: ${TITLE}`, { timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Scan result' })).toContainText(`Verified: ${TITLE}`);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(errors).toEqual([]);
  } finally {
    await camera.close();
  }
});
