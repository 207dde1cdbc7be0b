import assert from 'node:assert/strict';
import type { Locator } from '@playwright/test';
import type { ActivityDetail } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { arabic } from '../support/arabic.ts';
import { DESKTOP, waitForLive } from '../support/browser.ts';
import { datedWithPlaces, findActivity } from '../support/checkout.ts';

/**
 * The money path in Arabic: a reader whose browser asks for Arabic is offered the Arabic site on an English page and
 * takes it, searches, books as a guest with an Arabic name, pays with 3-D Secure on the Arabic payment page, and
 * lands on the Arabic success page; the booking mail comes in Arabic with its PDF tax invoice. Every control is found
 * by its Arabic name from the catalogue (support/arabic.ts), so an English word left on the way fails the journey.
 */
const stamp = Date.now();
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const THREE_D_SECURE_CARD = '4000 0000 0000 3220';

async function typePhone(field: Locator, digits: string) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(digits);
}

test('an Arabic reader takes the Arabic site, searches, books as a guest, passes 3-D Secure and gets the Arabic success page and mail', async ({
  server,
  mailbox,
  openPage,
}) => {
  const { context, page, errors } = await openPage(DESKTOP, 'ar-AE');
  page.setDefaultTimeout(20_000);
  // A dated experience: the Arabic calendar must offer its days (the API names them in Arabic).
  const found = await findActivity(page.request, server.url, 'preference=2', datedWithPlaces);
  // The activity as the Arabic site shows it (its Arabic title and options where it has them).
  const activity = (await (
    await page.request.get(`${server.url}/api/activities/${found.slug}`, { headers: { 'x-weekends-language': 'ar' } })
  ).json()) as ActivityDetail;
  const option = activity.priceOptions[0]!;
  const email = `arabic.${stamp}@example.test`;

  // An English page offers the Arabic one, in Arabic, to a browser that asks for Arabic; the reader takes it.
  await page.goto(`${server.url}/`);
  const suggestion = page.getByRole('region', { name: arabic('suggestion', 'Language') });
  await suggestion.getByRole('link', { name: arabic('suggestion', 'Show it in Arabic') }).click();
  await page.waitForURL(`${server.url}/ar`);
  await waitForLive(page);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);

  // A search from the header, with the first word of the activity's title as the Arabic site shows it.
  const keyword = activity.title.split(/\s+/).find((word) => word.length > 3) ?? activity.title;
  const search = page.getByRole('searchbox', { name: arabic('shell', 'Search experiences') });
  await search.fill(keyword);
  await search.press('Enter');
  await page.waitForURL(/\/ar\/search\?/);
  await waitForLive(page);
  await page.locator(`main a[href="/ar/activity/${activity.slug}"]`).first().click();

  // The activity in Arabic: two of its first option, Book Now.
  await page.waitForURL(`${server.url}/ar/activity/${activity.slug}`);
  await waitForLive(page);
  await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
  const panel = page.getByRole('region', { name: arabic('activity', 'Book this experience') });
  const addOne = panel.getByRole('button', {
    name: arabic('booking', 'Add one {{option}}', { option: option.description }),
  });
  await addOne.click();
  await addOne.click();
  await expect(
    panel
      .getByRole('group', { name: arabic('booking', 'Quantity of {{option}}', { option: option.description }) })
      .getByRole('status'),
  ).toHaveText('2');
  expect(await page.getByTestId('panel-total').textContent(), 'a price in dirhams, as Arabic writes it').toContain(
    'د.إ',
  );
  // A date in the Arabic calendar: one of the activity's own weekend days is there to pick.
  await panel
    .getByRole('button', { name: new RegExp(arabic('booking', 'Date')) })
    .first()
    .click();
  const calendar = page.getByRole('dialog', { name: arabic('booking', 'Pick a date for this experience') });
  await calendar.locator('td[role="gridcell"] button').first().waitFor();
  const enabledDay = calendar.locator('td[role="gridcell"] button:not([disabled])').first();
  // The calendar opens on the month of the activity's first weekday from today; the next month is the fallback.
  if ((await enabledDay.count()) === 0)
    await calendar.getByRole('button', { name: arabic('calendar', 'Next month') }).click();
  await enabledDay.click();
  await calendar.waitFor({ state: 'hidden' });
  await panel.getByRole('button', { name: arabic('activity', 'Book Now') }).click();

  // As a guest with an Arabic name.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: arabic('auth', 'Guest') }).click();
  await dialog.getByLabel(arabic('auth', 'First name')).fill('عمر');
  await dialog.getByLabel(arabic('auth', 'Last name')).fill('خان');
  await dialog.getByLabel(arabic('auth', 'Email address')).fill(email);
  await typePhone(dialog.getByRole('textbox', { name: arabic('auth', 'Phone number') }), '501234567');
  await dialog.getByText(arabic('auth', 'Security check complete')).waitFor({ timeout: 30_000 });
  // The captcha widget's own label for screen readers is Arabic too (ALTCHA's Arabic catalogue).
  expect(await dialog.locator('altcha-widget [aria-label^="Altcha"]').first().getAttribute('aria-label')).toBe(
    'Altcha (الموقع الرسمي)',
  );
  await dialog.getByRole('button', { name: arabic('auth', 'Continue as a Guest') }).click();

  // The checkout, in Arabic, then the payment page in Arabic.
  await page.waitForURL(/\/ar\/checkout\/\d+$/);
  const guestId = /\/checkout\/(\d+)$/.exec(page.url())![1]!;
  await page
    .getByRole('region', { name: arabic('checkout', 'Your experiences') })
    .getByText(activity.title)
    .first()
    .waitFor();
  await page.getByRole('button', { name: arabic('checkout', 'Proceed to Payment') }).click();
  await page.waitForURL(/\/ar\/pay\/sandbox\/[^/?]+$/);
  const amount = (await page.getByTestId('amount').textContent())!.trim();
  expect(amount).toContain('د.إ');
  await page.getByLabel(arabic('payment', 'Card number')).fill(THREE_D_SECURE_CARD);
  await page.getByLabel(arabic('payment', 'Expiry date')).fill(EXPIRY);
  await page.getByLabel(arabic('payment', 'Security code (CVC)')).fill('123');
  await page.getByLabel(arabic('payment', 'Name on card')).fill('عمر خان');
  await page.getByRole('button', { name: arabic('payment', 'Pay {{amount}}', { amount }) }).click();

  // 3-D Secure, in Arabic; then back to the Arabic checkout, which finds the payment and shows the success page.
  await page.waitForURL(/\/ar\/pay\/sandbox\/[^/]+\/challenge$/);
  await page.getByRole('button', { name: arabic('payment', 'Complete') }).click();
  await page.waitForURL(new RegExp(`/ar/booking/${guestId}\\?order=\\d+$`));
  await page
    .getByRole('heading', { level: 1, name: arabic('order', 'Thank you, {{name}}!', { name: 'عمر' }) })
    .waitFor();
  await page
    .getByText(arabic('order', 'Your booking is confirmed. We have sent your vouchers to {{email}}.', { email }))
    .waitFor();

  // The booking mail, in Arabic, with its PDF tax invoice.
  const mail = await mailbox.waitFor(email, /^حجزك في Weekends رقم /, { timeoutMs: 45_000 });
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain('عمر');
  const invoice = mail.parts.find((part) => part.contentType === 'application/pdf');
  assert.ok(invoice, `a PDF attachment among: ${mail.parts.map((p) => p.contentType).join(', ')}`);
  expect(invoice.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  expect(errors, 'no console errors along the way').toEqual([]);
  await context.close();
});
