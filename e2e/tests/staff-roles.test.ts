import assert from 'node:assert/strict';
import type { AdminOrderRow, AdminPage } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { DEMO_SUPPORT, signIn } from '../support/session.ts';

/**
 * Staff roles on the real product: the demo support member (support@weekends.ae) opens the back office, sees only
 * support's sections, reads an order of the demo customer without a refund action, and the refund route refuses
 * them; a finance page shows why instead of opening. The orders are the demo seed's.
 */
test('a support-role member reads an order but cannot open refunds', async ({ server, openPage }) => {
  const { context, page, errors } = await openPage();
  page.setDefaultTimeout(20_000);
  await signIn(context, server.url, DEMO_SUPPORT);

  // A paid order the owner or finance would be offered to refund. Other journeys on this worker's server may have
  // refunded or cancelled some of the demo's paid orders already, so the first that still can be is taken.
  const list = await context.request.get(`${server.url}/api/admin/orders?status=paid`);
  assert.ok(list.ok(), `orders: ${list.status()} ${await list.text()}`);
  let order: AdminOrderRow | undefined;
  for (const row of ((await list.json()) as AdminPage<AdminOrderRow>).items) {
    const detail = (await (await context.request.get(`${server.url}/api/admin/orders/${row.id}`)).json()) as {
      canRefund: boolean;
    };
    if (detail.canRefund) {
      order = row;
      break;
    }
  }
  assert.ok(order, 'the demo seed has a paid order that can be refunded');

  await page.goto(`${server.url}/admin`);
  const sections = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(sections.getByRole('link', { name: /Commerce/ })).toBeVisible();
  await expect(sections.getByRole('link', { name: /Overview/ })).toHaveCount(0);
  await expect(page.getByText('Your role: Support')).toBeVisible();

  await page.goto(`${server.url}/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(order.number) })).toBeVisible();
  await expect(page.getByText(order.customer.email).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel voucher' })).toHaveCount(0);

  // The server decides, not the page: the refund route refuses the role, and the order stays paid.
  const refund = await context.request.post(`${server.url}/api/admin/orders/${order.id}/refund`, {
    data: { reason: 'Asked by the customer.' },
  });
  expect(refund.status()).toBe(403);
  expect(await refund.json()).toMatchObject({
    code: 'STAFF_ROLE_FORBIDDEN',
    message: 'Your role does not allow this.',
  });
  const after = await context.request.get(`${server.url}/api/admin/orders/${order.id}`);
  expect(await after.json()).toMatchObject({ id: order.id, status: 'paid' });

  // A finance page by its address explains instead of opening.
  await page.goto(`${server.url}/admin/payouts`);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  expect(errors).toEqual([]);
});
