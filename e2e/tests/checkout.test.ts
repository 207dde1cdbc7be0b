import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNT_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  SANDBOX_MESSAGES,
  formatAed,
  selectionTotal,
  type BookedItem,
  type Cart,
} from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { signUp } from '../support/session.ts';
import { emptyCart, findActivity, readCart, undatedWithPlaces } from '../support/checkout.ts';

/**
 * The money path on the real product (sandbox gateway, mail over SMTP to a local mailbox): a visitor books as a
 * guest and passes 3-D Secure (success page, voucher, QR code, the mail with its PDF tax invoice, the back button);
 * a customer buys a Stay At Home experience with a promo code and a new delivery address, then finds the voucher in
 * Booked Activities; a declined card leaves the cart as it was.
 */
const stamp = Date.now();
/** Any future expiry date works on the sandbox, as on Stripe's test cards. */
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Fills the UAE phone field (it starts at +971). */
async function typePhone(field: Locator, digits: string) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(digits);
}

/** On the sandbox's payment page: the amount in AED, then the card; Pay. */
async function payWithCard(page: Page, card: string, amount: number) {
  await page.waitForURL(/\/pay\/sandbox\/[^/?]+$/);
  await page.getByTestId('amount').waitFor();
  expect((await page.getByTestId('amount').textContent())?.trim(), 'the payment page shows the amount in AED').toBe(
    formatAed(amount),
  );
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(EXPIRY);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Layla Haddad');
  await page.getByRole('button', { name: `Pay ${formatAed(amount)}` }).click();
}

/** The success page's voucher: its code (from the QR code's name), shown in full, and the QR image loaded. */
async function voucherOnSuccessPage(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: /^QR code of voucher / }).first();
  await qr.waitFor();
  const code = /^QR code of voucher (\S+)$/.exec((await qr.getAttribute('alt')) ?? '')?.[1];
  assert.ok(code && /^[A-Z0-9]{8}$/.test(code), `a voucher code of 8 characters: ${code}`);
  await page.getByText(code, { exact: true }).waitFor();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await qr.elementHandle(),
  );
  return code;
}

test('a visitor books as a guest, passes 3-D Secure, gets the voucher by mail, and the back button does not pay again', async ({
  server,
  mailbox,
  openPage,
}) => {
  const { context, page, errors } = await openPage();
  page.setDefaultTimeout(20_000);
  const activity = await findActivity(page.request, server.url, 'preference=2', undatedWithPlaces);
  const option = activity.priceOptions[0]!;
  const email = `guest.${stamp}@example.test`;

  // The activity's page: two of its first option, Book Now.
  await page.goto(`${server.url}/activity/${activity.slug}`);
  await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
  const panel = page.getByRole('region', { name: 'Book this experience' });
  await panel.getByRole('button', { name: `Add one ${option.description}` }).click();
  await panel.getByRole('button', { name: `Add one ${option.description}` }).click();
  const total = selectionTotal([{ ...option, quantity: 2 }]);
  expect((await page.getByTestId('panel-total').textContent())?.trim()).toBe(formatAed(total));
  await panel.getByRole('button', { name: 'Book Now' }).click();

  // The login pop-up opened for checkout offers 'Continue as a Guest'.
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Log in or sign up to book this experience.').waitFor();
  await dialog.getByRole('tab', { name: 'Guest' }).click();
  await page.getByRole('dialog', { name: 'Continue as a Guest' }).waitFor();
  await dialog.getByLabel('First name').fill('Omar');
  await dialog.getByLabel('Last name').fill('Khan');
  await dialog.getByLabel('Email address').fill(email);
  await typePhone(dialog.getByRole('textbox', { name: 'Phone number' }), '501234567');
  await dialog.getByText('Security check complete').waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Continue as a Guest' }).click();

  // The checkout of the new guest, with the item.
  await page.waitForURL(/\/checkout\/\d+$/);
  const guestId = /\/checkout\/(\d+)$/.exec(page.url())![1]!;
  const items = page.getByRole('region', { name: 'Your experiences' });
  await items.getByRole('link', { name: activity.title }).waitFor();
  await items.getByText(`${option.description} × 2`).waitFor();
  const cart = await readCart(page.request, server.url);
  expect(cart.items.length).toBe(1);
  expect(cart.quote.total, 'the server prices the cart as the panel did').toBe(total);
  expect((await page.getByTestId('quote-total').textContent())?.trim()).toBe(formatAed(total));

  // Proceed to Payment: the sandbox's page, the 3-D Secure card, its check, Complete.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4000 0000 0000 3220', total);
  await page.waitForURL(/\/pay\/sandbox\/[^/]+\/challenge$/);
  await page
    .getByRole('heading', { level: 1, name: `Confirm this payment of ${formatAed(total)} to Weekends` })
    .waitFor();
  const confirmed = page.waitForResponse(
    async (r) =>
      /\/api\/orders\/\d+\/confirm$/.test(r.url()) &&
      r.ok() &&
      ((await r.json()) as { status: string }).status === 'CAPTURED',
  );
  await page.getByRole('button', { name: 'Complete' }).click();

  // Back at the checkout, which asks the server about the payment, then the success page.
  await confirmed;
  await page.waitForURL(new RegExp(`/booking/${guestId}\\?order=\\d+$`));
  const orderId = new URL(page.url()).searchParams.get('order');
  await page.getByRole('heading', { level: 1, name: 'Thank you, Omar!' }).waitFor();
  await page.getByText(`We have sent your vouchers to ${email}.`).waitFor();
  const code = await voucherOnSuccessPage(page);
  const orderNumber = (await page
    .getByText(/^WK-\d+$/)
    .first()
    .textContent())!.trim();

  // The booking mail: the voucher code and the tax invoice as a PDF attachment.
  const mail = await mailbox.waitFor(email, /^Your Weekends booking WK-\d+$/, { timeoutMs: 45_000 });
  expect(mail.headers.subject).toBe(`Your Weekends booking ${orderNumber}`);
  assert.ok(mail.text.includes(code) || mail.html.includes(code), 'the mail carries the voucher code');
  const invoice = mail.parts.find((part) => part.contentType === 'application/pdf');
  assert.ok(invoice, `a PDF attachment among: ${mail.parts.map((p) => p.contentType).join(', ')}`);
  expect(invoice.filename).toBe(`tax-invoice-${orderNumber}.pdf`);
  expect(invoice.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Its signed link opens the booking without the guest's session.
  const link = new RegExp(`https?://\\S+/booking/${guestId}\\?order=${orderId}&token=[^\\s"<]+`).exec(mail.text)?.[0];
  assert.ok(link, `a link to the booking in: ${mail.text}`);
  const { context: elsewhere, page: fromMail } = await openPage();
  await fromMail.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await fromMail.getByRole('heading', { level: 1, name: 'Thank you, Omar!' }).waitFor({ timeout: 20_000 });
  await fromMail.getByText(code, { exact: true }).waitFor({ timeout: 20_000 });
  await elsewhere.close();

  // The back button: the payment is no longer open, nothing to press, and nothing is paid again.
  await page.goBack();
  await page.getByText(SANDBOX_MESSAGES.sessionClosed).waitFor();
  expect(page.url(), 'back lands on the 3-D Secure page, which now says so').toMatch(
    /\/pay\/sandbox\/[^/]+\/challenge$/,
  );
  expect(await page.getByRole('button', { name: 'Complete' }).count(), 'no 3-D Secure check to pass again').toBe(0);
  expect(await page.getByRole('button', { name: /^Pay / }).count(), 'no card form to pay again').toBe(0);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await page.waitForURL(new RegExp(`/checkout/${guestId}$`));
  await page.getByRole('heading', { name: CART_MESSAGES.emptyCart }).waitFor();
  const order = (await (await page.request.get(`${server.url}/api/orders/${orderId}`)).json()) as {
    status: string;
    number: string;
  };
  expect([order.status, order.number]).toEqual(['paid', orderNumber]);

  expect(errors, 'no console errors along the way').toEqual([]);
  await context.close();
});

test('a customer buys a Stay At Home experience with a promo code and a new address, then finds the voucher', async ({
  server,
  customerPage,
}) => {
  const { context, page, errors } = customerPage;
  page.setDefaultTimeout(20_000);
  // The worker's other journeys may have left the demo customer's cart full: this one starts from an empty cart.
  await emptyCart(page.request, server.url);
  const activity = await findActivity(page.request, server.url, 'preference=1', undatedWithPlaces);
  const option = activity.priceOptions[0]!;

  // Book Now on the activity's page puts it in the cart and opens the checkout.
  await page.goto(`${server.url}/activity/${activity.slug}`);
  await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
  const panel = page.getByRole('region', { name: 'Book this experience' });
  await panel.getByRole('button', { name: `Add one ${option.description}` }).click();
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  await page.getByRole('region', { name: 'Your experiences' }).getByRole('link', { name: activity.title }).waitFor();
  const unpromoted = await readCart(page.request, server.url);
  expect(unpromoted.items.length, 'Book Now put the one experience in the cart').toBe(1);
  expect(unpromoted.needsAddress, 'a Stay At Home experience needs a delivery address').toBe(true);
  expect(unpromoted.items[0]!.activity.stayAtHome).toBe(true);

  // Promo codes: an expired one is refused, WEEKEND10 takes 10% off the sub-total.
  const promo = page.getByLabel('Promo Code');
  await promo.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('alert').getByText(CART_MESSAGES.invalidPromoCode).waitFor();
  await promo.fill('WEEKEND10');
  const applied = page.waitForResponse(
    (r) => r.url().endsWith('/api/cart/promo') && r.request().method() === 'PUT' && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  await applied;
  await page.getByText('Promo code applied').waitFor();
  await page.getByText('WEEKEND10', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Remove the promo code WEEKEND10' }).waitFor();
  const promoted = await readCart(page.request, server.url);
  const couponDiscount = Math.floor((unpromoted.quote.subTotal * 10) / 100);
  expect({
    percent: promoted.quote.couponPercent,
    discount: promoted.quote.couponDiscount,
    total: promoted.quote.total,
  }).toEqual({ percent: 10, discount: couponDiscount, total: unpromoted.quote.total - couponDiscount });
  assert.ok(promoted.quote.total < unpromoted.quote.total);
  await page
    .getByTestId('quote-total')
    .filter({ hasText: formatAed(promoted.quote.total) })
    .waitFor();

  // Proceed without an address: 'Add Address*', and no order is asked for.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(orders|addresses)$/.test(new URL(request.url()).pathname))
      sent.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByText(CART_MESSAGES.addAddress).waitFor();
  expect(sent, 'nothing is requested without the address').toEqual([]);
  expect(page.url()).toMatch(/\/checkout\/\d+$/);

  // Add New Address: an empty try first, then the address, which is chosen once saved.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Save Address' }).click();
  await form.getByText(ACCOUNT_MESSAGES.required, { exact: true }).first().waitFor();
  assert.ok(
    (await form.getByText(ACCOUNT_MESSAGES.required, { exact: true }).count()) >= 4,
    'Address, Area, City and PO Box are required',
  );
  expect(sent, 'an incomplete address is not sent').toEqual([]);
  await form.getByLabel('Address', { exact: true }).fill(`Villa ${stamp % 1000}, Street 7`);
  await form.getByLabel('Area').fill('Al Barsha');
  await form.getByLabel('City').selectOption({ label: 'Dubai' });
  await form.getByLabel('PO Box').fill('12345');
  const phone = form.getByRole('textbox', { name: 'Phone Number' });
  if ((await phone.inputValue()).replace(/\D/g, '').length < 9) {
    await phone.fill('');
    await typePhone(phone, '501234567');
  }
  const chosen = page.waitForResponse(
    (r) => r.url().endsWith('/api/cart/address') && r.request().method() === 'PUT' && r.status() === 200,
  );
  await form.getByRole('button', { name: 'Save Address' }).click();
  await chosen;
  await form.waitFor({ state: 'detached' });
  const radio = page.getByRole('radio', { name: new RegExp(`Villa ${stamp % 1000}, Street 7`) });
  // The cart answers the choice after the PUT's response is read: wait for the state, not the moment after it.
  await expect(radio, 'the new address is chosen').toBeChecked();

  // Pay with the card that pays: the success page.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', promoted.quote.total);
  await page.waitForURL(/\/booking\/\d+\?order=\d+$/);
  const { user } = (await (await page.request.get(`${server.url}/api/accounts/session`)).json()) as {
    user: { firstName: string };
  };
  await page.getByRole('heading', { level: 1, name: `Thank you, ${user.firstName}!` }).waitFor();
  const code = await voucherOnSuccessPage(page);
  await page.getByRole('region', { name: 'Payment summary' }).getByText('WEEKEND10', { exact: true }).waitFor();
  expect((await page.getByTestId('quote-total').textContent())?.trim()).toBe(formatAed(promoted.quote.total));
  await page
    .getByRole('region', { name: 'Delivery address' })
    .getByText(/Al Barsha/)
    .waitFor();

  // Booked Activities lists it first; its voucher page shows the code.
  await page.getByRole('link', { name: 'View in My Bookings' }).click();
  await page.waitForURL(/\/customer\/dashboard\/bookings$/);
  const firstBooked = page
    .locator('main li')
    .filter({ has: page.getByRole('link', { name: /^View voucher of / }) })
    .first();
  await firstBooked.getByText(code, { exact: true }).waitFor();
  await firstBooked.getByRole('link', { name: `View voucher of ${activity.title}` }).click();
  await page.waitForURL(/\/customer\/dashboard\/bookings\/\d+$/);
  await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
  expect((await page.getByTestId('voucher-code').textContent())?.trim()).toBe(code);
  const booked = (await (await page.request.get(`${server.url}/api/accounts/me/bookings`)).json()) as {
    items: BookedItem[];
  };
  expect(booked.items[0]!.otp, 'the newest booked item is this one').toBe(code);

  // The invalid promo code answered 400, as the product means it to.
  expect(
    errors.filter((error) => !/status of 400/.test(error)),
    'no other console errors',
  ).toEqual([]);
  await context.close();
});

test('a declined card brings the customer back to the checkout with the cart as it was', async ({
  server,
  openPage,
}) => {
  const { context, page, errors } = await openPage();
  page.setDefaultTimeout(20_000);
  await signUp(context, server.url, `declined.${stamp}@example.test`);
  const activity = await findActivity(page.request, server.url, 'preference=2', undatedWithPlaces);
  const option = activity.priceOptions[0]!;
  const added = await context.request.post(`${server.url}/api/cart/items`, {
    data: { activityId: activity.id, options: [{ priceOptionId: option.id, quantity: 1 }] },
  });
  expect(added.status(), await added.text()).toBe(201);
  const cart = (await added.json()) as Cart;

  await page.goto(`${server.url}/checkout`);
  await page.waitForURL(/\/checkout\/\d+$/);
  const items = page.getByRole('region', { name: 'Your experiences' });
  await items.getByRole('link', { name: activity.title }).waitFor();
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002', cart.quote.total);

  // Back on the checkout: why, and the cart as it was (the header's count too).
  await page.waitForURL(/\/checkout\/\d+$/);
  await page.getByText(CHECKOUT_MESSAGES.declined).waitFor();
  await items.getByRole('link', { name: activity.title }).waitFor();
  await items.getByText(`${option.description} × 1`).waitFor();
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  expect((await page.getByTestId('cart-count').textContent())?.trim()).toBe('1');
  const after = await readCart(page.request, server.url);
  expect(
    after.items.map((item) => [item.activity.id, item.problem]),
    'the item is still in the cart and can be paid for',
  ).toEqual([[activity.id, null]]);
  expect(await page.getByRole('button', { name: 'Proceed to Payment' }).isEnabled(), 'another card can be tried').toBe(
    true,
  );

  expect(errors, 'no console errors').toEqual([]);
  await context.close();
});
