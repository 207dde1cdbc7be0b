import assert from 'node:assert/strict';
import type { BookedItemsPage, BundleCard } from '@weekends/shared';
import { SANDBOX_CARDS, type ActivityDetail, type Cart } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { signIn } from '../support/session.ts';
import { addToCart, emptyCart, openPayment, payInSandbox, undatedOutOfHome } from '../support/checkout.ts';

/**
 * The provider's back office on the real product: an admin approves a pending host, a pending listing edit and a
 * review, and each shows; creates a promo code a customer then uses; refunds that order; records a host's payout;
 * and exports the orders a search finds as CSV. A corporate admin awards a weekend pass to an employee, who finds it
 * in Booked Activities. The demo seed holds the pending application and listing edit, and Emirates Tech's people.
 */
// It approves the demo's one pending host application and listing edit, which the page checks open.
test.use({ serverName: 'back-office' });

const stamp = Date.now();

test('an admin approves a pending host, a listing edit and a review, and each shows', async ({
  server,
  adminPage,
  customerPage,
}) => {
  const { page, errors } = adminPage;
  page.setDefaultTimeout(20_000);

  // A customer's review, waiting for approval.
  const { context: customer } = customerPage;
  const reviewed = await undatedOutOfHome(customer.request, server.url);
  const review = {
    title: `Worth every dirham ${stamp}`,
    content: `We loved the guides and the views, and would go again (${stamp}).`,
    rating: 5,
  };
  const posted = await customer.request.post(`${server.url}/api/activities/${reviewed.id}/reviews`, { data: review });
  assert.ok(posted.ok(), `review: ${posted.status()} ${await posted.text()}`);

  // The host application.
  await page.goto(`${server.url}/admin/approvals/hosts`);
  const applications = page.getByRole('list', { name: 'Host applications waiting for approval' });
  const application = applications.getByRole('button').first();
  const business = (await application.textContent())!.trim().split('\n')[0]!;
  await application.click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('is approved and can now list experiences.').waitFor();
  assert.ok(business.length > 0);

  // The listing edit: the public page shows the new title only after approval.
  await page
    .getByRole('tab', { name: /Listings/ })
    .or(page.getByRole('link', { name: /^Listings/ }))
    .first()
    .click();
  const submission = page.getByRole('list', { name: 'Listings waiting for approval' }).getByRole('button').first();
  await submission.waitFor();
  const [waiting] = (await (await page.request.get(`${server.url}/api/admin/approvals/listings`)).json()) as {
    title: string;
  }[];
  assert.ok(waiting, 'the demo seed holds a pending listing edit');
  const heading = waiting.title;
  await submission.click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('is approved and live.', { exact: false }).waitFor();
  const search = await page.request.get(`${server.url}/api/activities?keyword=${encodeURIComponent(heading)}`);
  assert.ok(search.ok());
  expect(await search.text()).toMatch(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // The review: published, it shows on the activity.
  await page
    .getByRole('tab', { name: /Reviews/ })
    .or(page.getByRole('link', { name: /^Reviews/ }))
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Publish the review by / })
    .first()
    .waitFor();
  const reviewRow = page.getByRole('listitem').filter({ hasText: review.title });
  await reviewRow.getByRole('button', { name: /^Publish the review by / }).click();
  await page.getByText('is now published on', { exact: false }).waitFor();
  const published = await page.request.get(`${server.url}/api/activities/${reviewed.id}/reviews`);
  expect(await published.text()).toMatch(new RegExp(String(stamp)));

  // Every decision is in the audit log.
  await page.goto(`${server.url}/admin/audit`);
  await page.getByRole('table', { name: /audit/i }).getByText('review.approve').first().waitFor();
  await customer.close();
  expect(errors).toEqual([]);
});

test('an admin creates a promo code a customer uses, refunds the order, exports orders as CSV and records a payout', async ({
  server,
  adminPage,
  customerPage,
}) => {
  const { page, errors } = adminPage;
  page.setDefaultTimeout(20_000);
  const code = `SPRING${String(stamp).slice(-5)}`;

  await page.goto(`${server.url}/admin/promo-codes`);
  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Percent off').fill('20');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${code} is created.`).waitFor();

  // A customer pays with it.
  const { context: customer } = customerPage;
  const activity: ActivityDetail = await undatedOutOfHome(customer.request, server.url);
  await emptyCart(customer.request, server.url);
  await addToCart(customer.request, server.url, activity, 1);
  const applied = await customer.request.put(`${server.url}/api/cart/promo`, { data: { code } });
  assert.ok(applied.ok(), `promo: ${applied.status()} ${await applied.text()}`);
  const cart = (await applied.json()) as Cart;
  assert.ok(cart.quote.couponDiscount > 0, 'the code takes money off');
  const { orderId, sessionId } = await openPayment(customer.request, server.url);
  await payInSandbox(customer.request, server.url, sessionId, SANDBOX_CARDS.pays);
  await customer.request.post(`${server.url}/api/orders/${orderId}/confirm`, { data: { status: 'CAPTURED' } });
  await customer.close();

  // The promo code's list counts the paid order.
  await page.reload();
  await page.getByRole('row').filter({ hasText: code }).getByText('1 paid order').waitFor();

  // Orders: find the order by the customer, export what the search finds, open it and refund it.
  await page.goto(`${server.url}/admin/orders`);
  const orderSearch = page.getByRole('search', { name: 'Search orders' });
  await orderSearch.getByLabel('Customer').fill('customer@weekends.ae');
  await orderSearch.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  await row.waitFor();
  const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  assert.ok(exportHref, 'the export link carries the search');
  const csv = await page.request.get(new URL(exportHref, server.url).toString());
  assert.ok(csv.ok());
  expect(await csv.text()).toMatch(/customer@weekends\.ae/);

  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Refund order' }).click();
  const refund = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await refund.getByLabel('Reason').fill('The customer asked by phone; goodwill refund.');
  await refund.getByRole('button', { name: 'Refund order' }).click();
  await page.getByText('is being refunded.', { exact: false }).waitFor();

  // Payouts: the demo host is owed for September's redeemed vouchers; record the transfer.
  await page.goto(`${server.url}/admin/payouts?month=2026-09`);
  await page.getByRole('button', { name: 'Mark paid: Al Mazrouei Experiences' }).click();
  const payout = page.getByRole('dialog');
  await payout.getByLabel('Bank reference').fill(`FT${stamp}`);
  await payout.getByRole('button', { name: 'Record payout' }).click();
  await page.getByText('was recorded.', { exact: false }).waitFor();
  expect(errors).toEqual([]);
});

test('a corporate admin awards a weekend pass to an employee, who finds it in Booked Activities', async ({
  server,
  openPage,
  signIn: signInAs,
}) => {
  const { context, page, errors } = await openPage();
  page.setDefaultTimeout(20_000);
  await signInAs(context, 'corporate');
  const [pass] = (await (await page.request.get(`${server.url}/api/bundles`)).json()) as BundleCard[];
  assert.ok(pass, 'the demo has weekend passes');

  // Reached from the account menu.
  await page.goto(`${server.url}/`);
  await page
    .locator('header')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Corporate dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Corporate dashboard' }).waitFor();

  await page.getByRole('button', { name: 'Award an experience' }).first().click();
  const award = page.getByRole('dialog', { name: 'Award an experience' });
  await award.getByLabel('Search experiences and weekend passes').fill(pass.name.split(' ')[0]!);
  await award
    .getByRole('button', { name: new RegExp(pass.name) })
    .first()
    .click();
  await award.getByLabel('Find an employee').fill('Omar');
  // A Friday two weeks or more ahead for each dated experience of the pass.
  const friday = new Date(Date.now() + 14 * 86_400_000);
  while (friday.getUTCDay() !== 5) friday.setUTCDate(friday.getUTCDate() + 1);
  for (const day of await award.locator('input[type="date"]').all()) await day.fill(friday.toISOString().slice(0, 10));
  await award
    .getByRole('combobox', { name: /^Employee/ })
    .selectOption({ label: 'Omar Khalifa (omar.khalifa@emiratestech.ae)' });
  await award.getByLabel('3. Your note').fill(`Thank you for the launch weekend (${stamp}).`);
  await award.getByRole('button', { name: 'Confirm award' }).click();
  await page.getByText(`${pass.name} was awarded to Omar Khalifa.`, { exact: false }).waitFor();
  await context.close();

  // The employee finds it in Booked Activities.
  const employee = await openPage();
  await signIn(employee.context, server.url, 'omar.khalifa@emiratestech.ae');
  const booked = (await (
    await employee.page.request.get(`${server.url}/api/accounts/me/bookings`)
  ).json()) as BookedItemsPage;
  assert.ok(
    booked.items.some((item) => item.itemType === 1 && item.title === pass.name),
    'the awarded pass is among the booked items',
  );
  await employee.page.goto(`${server.url}/customer/dashboard/bookings`);
  await employee.page.getByText(pass.name).first().waitFor();
  await employee.context.close();
  expect(errors).toEqual([]);
});
