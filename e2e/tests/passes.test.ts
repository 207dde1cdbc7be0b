import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  formatAed,
  passTotals,
  type BookedItem,
  type BookedItemsPage,
  type BundleCard,
  type BundleDetail,
  type Cart,
  type VoucherDetail,
} from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/browser.ts';
import { DEMO_CUSTOMER, signUp } from '../support/session.ts';
import { emptyCart, readCart } from '../support/checkout.ts';

/**
 * Weekend passes and what follows a sale, on the real product (sandbox gateway, mail to a local mailbox): a
 * customer customises and buys a pass, finds its vouchers in Booked Activities and cancels it (a pass is cancelled
 * whole) for a refund; a customer gives a voucher to a friend, who finds it in their account after signing up; a
 * visitor on a phone reads /weekend-passes and a pass.
 */
const stamp = Date.now();
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** `path` of the API, asked with the page's session. */
async function getJson<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}${path}`);
  assert.ok(response.ok(), `${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** A seeded pass with a dated experience (the journey picks its day and later cancels it ahead of time). */
async function passWithDatedExperience(page: Page, baseUrl: string): Promise<BundleDetail> {
  for (const card of await getJson<BundleCard[]>(page, baseUrl, '/api/bundles')) {
    const detail = await getJson<BundleDetail>(page, baseUrl, `/api/bundles/${card.slug}`);
    if (detail.items.some((i) => i.activity.dateInput)) return detail;
  }
  throw new Error('no weekend pass with a dated experience in the demo data');
}

/** The pass page's opening figures: the first option of every experience at 1. */
const openingTotals = (pass: BundleDetail) =>
  passTotals(
    pass.items
      .filter((i) => i.activity.priceOptions.length > 0)
      .map((i) => ({ lines: [{ ...i.activity.priceOptions[0]!, quantity: 1 }], discountPercent: i.discountPercent })),
  );

test('a customer customises and buys a weekend pass, finds its vouchers and cancels it for a refund', async ({
  server,
  mailbox,
  customerPage,
}) => {
  const { context, page, errors } = customerPage;
  page.setDefaultTimeout(20_000);
  // The worker's other journeys may have left the demo customer's cart full: this one starts from an empty cart.
  await emptyCart(page.request, server.url);
  const pass = await passWithDatedExperience(page, server.url);
  const opening = openingTotals(pass);

  await page.goto(`${server.url}/weekend-detail/${pass.slug}`);
  await page.getByRole('heading', { level: 1, name: pass.name }).waitFor();
  await page.getByText('Experience 1', { exact: true }).first().waitFor();
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await payment.getByText(formatAed(opening.total)).first().waitFor();

  // Customise Here: one more of the first experience's first option, and a day for each dated experience (a day a
  // month ahead, so the booking can still be cancelled).
  const first = pass.items[0]!.activity;
  await payment.getByRole('button', { name: `Customise Here: ${first.title}` }).click();
  await payment.getByRole('button', { name: `Add one ${first.title}, ${first.priceOptions[0]!.description}` }).click();
  for (const item of pass.items.filter((i) => i.activity.dateInput)) {
    const customise = payment.getByRole('button', { name: `Customise Here: ${item.activity.title}` });
    if ((await customise.getAttribute('aria-expanded')) !== 'true') await customise.click();
    // `has` is looked for inside each item, so it names the button from the page, not from the panel.
    const experience = payment
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `Customise Here: ${item.activity.title}` }) });
    await experience.getByRole('button', { name: /Date/ }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Pick a date for this experience' });
    await calendar.waitFor();
    await calendar.getByRole('button', { name: /next month/i }).click();
    await calendar.locator('td[role="gridcell"] button:not([disabled])').last().click();
    await calendar.waitFor({ state: 'hidden' });
  }
  const customised = passTotals(
    pass.items.map((i, index) => ({
      lines: [{ ...i.activity.priceOptions[0]!, quantity: index === 0 ? 2 : 1 }],
      discountPercent: i.discountPercent,
    })),
  );
  await payment.getByText(formatAed(customised.total)).first().waitFor();
  await payment.getByText(`${customised.discountPercent}%`).first().waitFor();

  // Book Now: the pass goes to the cart as one pass of type 1 items, and the checkout shows it once.
  await payment.getByRole('button', { name: 'Book Now' }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  const items = page.getByRole('region', { name: 'Your experiences' });
  await items.getByRole('link', { name: pass.name }).waitFor();
  const cart = await readCart(page.request, server.url);
  expect(cart.passes.map((p) => [p.name, p.itemIds.length, p.total])).toEqual([
    [pass.name, pass.items.length, customised.total],
  ]);
  assert.ok(cart.items.every((i: Cart['items'][number]) => i.itemType === 1));
  expect(cart.quote.total).toBe(customised.total);

  // Pay on the sandbox.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/pay\/sandbox\/[^/?]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(EXPIRY);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Layla Haddad');
  await page.getByRole('button', { name: `Pay ${formatAed(customised.total)}` }).click();
  await page.waitForURL(/\/booking\/\d+\?order=\d+$/);
  await page.getByRole('heading', { level: 1, name: /^Thank you/ }).waitFor();
  const orderNumber = (await page
    .getByText(/^WK-\d+$/)
    .first()
    .textContent())!.trim();

  // Booked Activities: one voucher per experience, each titled with the pass's name.
  await page.getByRole('link', { name: 'View in My Bookings' }).click();
  await page.waitForURL(/\/customer\/dashboard\/bookings$/);
  const booked = (await getJson<BookedItemsPage>(page, server.url, '/api/accounts/me/bookings')).items.filter(
    (i) => i.title === pass.name && i.status === 'pending',
  );
  expect(booked.length, 'a voucher for every experience of the pass').toBe(pass.items.length);
  await page.getByText(booked[0]!.otp, { exact: true }).waitFor();

  // The dated voucher: Cancel booking cancels the whole pass and refunds what was paid.
  const dated = booked.find((i: BookedItem) => i.date !== null)!;
  await page.goto(`${server.url}/customer/dashboard/bookings/${dated.id}`);
  await page.getByRole('heading', { level: 1, name: pass.name }).waitFor();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await dialog.getByText(formatAed(customised.total)).first().waitFor();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByText(/Your booking is cancelled/)
    .first()
    .waitFor();

  // The refund goes through the gateway in the background; the customer gets its mail and sees it in the history.
  // This order's: the demo customer may have had other refunds from the worker's other journeys.
  const refundMail = await mailbox.waitFor(DEMO_CUSTOMER, new RegExp(`^Your refund for order ${orderNumber}$`), {
    timeoutMs: 30_000,
  });
  expect(refundMail.text).toMatch(new RegExp(formatAed(customised.total).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.reload();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByText('Refunded', { exact: true }).waitFor();
  await history.getByText('Cancelled', { exact: true }).waitFor();
  const after = await Promise.all(
    booked.map((i) => getJson<VoucherDetail>(page, server.url, `/api/booked-items/${i.id}`)),
  );
  expect(
    after.map((v) => v.status),
    'every voucher of the pass is void',
  ).toEqual(booked.map(() => 'cancelled'));

  expect(errors, 'no console errors').toEqual([]);
  await context.close();
});

test('a voucher given as a gift leaves the giver and appears in the account the friend signs up for', async ({
  server,
  mailbox,
  customerPage,
  openPage,
}) => {
  const giver = customerPage;
  giver.page.setDefaultTimeout(20_000);
  const friend = `friend.${stamp}@example.test`;
  // The demo customer's booking for a day ahead: a voucher that can still be given. The worker's other journeys may
  // have booked newer ones, which list first.
  let voucher: BookedItemsPage['items'][number] | undefined;
  for (let n = 1; !voucher && n <= 20; n++) {
    const bookings = await getJson<BookedItemsPage>(giver.page, server.url, `/api/accounts/me/bookings?page=${n}`);
    voucher = bookings.items.find((i) => i.date !== null && i.status === 'pending');
    if (!bookings.hasMore) break;
  }
  assert.ok(voucher, 'the demo customer has a voucher for a day ahead');

  await giver.page.goto(`${server.url}/customer/dashboard/bookings/${voucher.id}`);
  await giver.page.getByRole('heading', { level: 1, name: voucher.title }).waitFor();
  await giver.page.getByRole('button', { name: 'Give as a gift' }).click();
  const dialog = giver.page.getByRole('dialog', { name: 'Give as a gift' });
  await dialog.getByLabel('Their name').fill('Mariam');
  await dialog.getByLabel('Their e-mail address').fill(friend);
  await dialog.getByLabel(/Your message/).fill('Happy birthday! Enjoy the desert.');
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await giver.page.waitForURL(/\/customer\/dashboard\/bookings$/);
  await giver.page.getByText(`Your gift is on its way to ${friend}.`, { exact: false }).waitFor();
  const left = (await getJson<BookedItemsPage>(giver.page, server.url, '/api/accounts/me/bookings')).items;
  expect(
    left.some((i) => i.id === voucher.id),
    "the voucher left the giver's Booked Activities",
  ).toBe(false);
  await giver.context.close();

  // The friend's mail carries a new code (the giver's is void) and the message; they sign up with that address and
  // confirm it.
  const gift = await mailbox.waitFor(friend, /has given you/);
  const code = /Voucher code: ([A-Z0-9]{8})/.exec(gift.text)?.[1];
  assert.ok(code, 'the gift mail carries a voucher code');
  expect(code, "the receiver's code is new: the giver's is void").not.toBe(voucher.otp);
  expect(gift.text).toMatch(/Happy birthday! Enjoy the desert\./);
  const receiver = await openPage();
  receiver.page.setDefaultTimeout(20_000);
  await signUp(receiver.context, server.url, friend, 'Mariam', 'Saleh');
  const confirmation = await mailbox.waitFor(friend, /Confirm your e-mail address/);
  const link = /https?:\/\/\S+\/confirm\/\d+\?token=[^\s"<]+/.exec(confirmation.text)?.[0];
  assert.ok(link, 'a confirmation link');
  await receiver.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await receiver.page.getByRole('heading', { name: 'Email confirmed' }).waitFor();

  await receiver.page.goto(`${server.url}/customer/dashboard/bookings`);
  await receiver.page.getByText(code, { exact: true }).waitFor();
  await receiver.page.goto(`${server.url}/customer/dashboard/bookings/${voucher.id}`);
  await receiver.page.getByText('A gift from', { exact: false }).first().waitFor();
  await receiver.page.getByText('Happy birthday! Enjoy the desert.').waitFor();
  expect(receiver.errors, 'no console errors').toEqual([]);
  await receiver.context.close();
});

test('a visitor on a phone reads about weekend passes and opens one', async ({ server, openPage }) => {
  const { context, page, errors } = await openPage(PHONE);
  page.setDefaultTimeout(20_000);
  await page.goto(`${server.url}/`);
  const cards = await getJson<BundleCard[]>(page, server.url, '/api/bundles');
  assert.ok(cards.length >= 4, 'at least four passes are on sale');

  await page.goto(`${server.url}/weekend-passes`);
  await page.getByRole('heading', { name: 'What is Weekend Pass?' }).waitFor();
  await page.getByRole('button', { name: 'Read More' }).click();
  await page.getByRole('button', { name: 'Read Less' }).waitFor();
  const card = cards[0]!;
  await page.getByRole('heading', { name: card.name }).waitFor();
  await page.getByText(formatAed(card.startFrom)).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing overflows the phone screen').toBe(
    PHONE.width,
  );

  await page
    .getByRole('article', { name: card.name })
    .getByRole('link', { name: `Learn More about ${card.name}` })
    .click();
  await page.waitForURL(new RegExp(`/weekend-detail/${card.slug}$`));
  const pass = await getJson<BundleDetail>(page, server.url, `/api/bundles/${card.slug}`);
  await page.getByRole('heading', { level: 1, name: pass.name }).waitFor();
  // The sticky bar shows the real total (the old site showed a fixed AED 100) and opens the choices.
  const opening = openingTotals(pass);
  await page
    .getByTestId('mobile-total')
    .filter({ hasText: formatAed(opening.total) })
    .waitFor();
  await page.getByRole('button', { name: 'Book Now', expanded: false }).click();
  const sheet = page.getByRole('dialog', { name: 'Select number of experiences' });
  await sheet.waitFor();
  await sheet.getByText(`Customise Here`, { exact: false }).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing overflows the pass page').toBe(
    PHONE.width,
  );
  expect(errors, 'no console errors').toEqual([]);
  await context.close();
});
