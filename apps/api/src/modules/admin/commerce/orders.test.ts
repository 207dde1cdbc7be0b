import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LANGUAGE_HEADER,
  COMMERCE_MESSAGES,
  dubaiDay,
  addDays,
  orderNumber,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminPage,
  type CancelResult,
} from '@weekends/shared';
import { activities, bookedItems, cancellations, orders, priceOptions } from '../../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../../test/helpers.ts';
import { nextFriday, openShop, waitFor, type Shopper } from '../../checkout/testing/shop.ts';
import { payOnSandbox, quickBuyer, takenOf } from '../../checkout/testing/buyers.ts';
import { hostActivities, itemsOfOrder, mailsTo, order } from '../../aftersale/testing/vouchers.ts';
import { redeemVoucher } from '../../bookings/history.ts';
import { actionsOn } from '../testing/fixtures.ts';
import { ordersCsv } from './orders-csv.ts';

/**
 * Orders in the back office: the search (each filter, paging, sorting), the detail with its history, the provider's
 * whole refund and single-voucher cancel (through the checkout's and the after-sale's own paths), and the CSV export.
 */
let t: TestApp;
let admin: { id: number; token: string };
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
  shop = await openShop(t);
  await hostActivities(t.db, [shop.dated.id, shop.undated.id]);
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const search = async (query: string) => {
  const response = await call('GET', `/api/admin/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminPage<AdminOrderRow>;
};
const ids = async (query: string) => (await search(query)).items.map((o) => o.id);
const detail = async (id: number) => (await call('GET', `/api/admin/orders/${id}`)).json() as AdminOrderDetail;

/** A paid order through the sandbox's page and the return page; answers the order id and its booked items. */
async function paid(buyer: Shopper, lines: Parameters<typeof order>[2]) {
  const created = await order(buyer, t.db, lines);
  expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
  expect(
    (await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' })).json().order.status,
  ).toBe('paid');
  return { orderId: created.orderId, items: await itemsOfOrder(t.db, created.orderId) };
}
/** RFC 4180 rows (quoted fields with doubled quotes), enough to read our own export back. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
const buyer = (values: { firstName?: string; lastName?: string; email?: string } = {}) =>
  quickBuyer(t.db, t.app, values);

describe('searching orders', () => {
  it('finds an order by voucher code, order number, booking number, customer, experience and host', async () => {
    const noor = await buyer({
      firstName: 'Noor',
      lastName: 'Zayani',
      email: `Noor.Zayani-${Date.now()}@Example.test`,
    });
    const { orderId, items } = await paid(noor, [{ activityId: shop.undated.id }]);
    const [{ bookingId }] = [items[0]!];
    const other = await paid(await buyer(), [{ activityId: shop.dated.id, date: nextFriday(5) }]);

    expect(await ids(`q=${items[0]!.voucherCode.toLowerCase()}`)).toEqual([orderId]);
    expect(await ids(`q=${orderNumber(orderId)}`)).toEqual([orderId]);
    expect(await ids(`q=${bookingId}`)).toContain(orderId);
    const [email] = (await t.db.select({ email: orders.contact }).from(orders).where(eq(orders.id, orderId))).map(
      (r) => r.email.email,
    );
    expect(await ids(`customer=${encodeURIComponent(email!.toUpperCase())}`)).toEqual([orderId]);
    expect(await ids('customer=zayan')).toEqual([orderId]);
    expect(await ids('customer=Noor%20Zay')).toEqual([orderId]);
    const spa = await ids('activity=spa%20d&pageSize=100');
    expect(spa).toContain(orderId);
    expect(spa).not.toContain(other.orderId);
    const byHost = await ids('host=desert%20co&pageSize=100');
    expect(byHost).toEqual(expect.arrayContaining([orderId, other.orderId]));
    expect(await ids('host=nobody%20runs%20this')).toEqual([]);
    expect((await search(`q=${orderNumber(orderId)}`)).items[0]).toMatchObject({
      status: 'paid',
      bookingId,
      customer: { name: 'Noor Zayani' },
      activities: ['Spa Day'],
    });
  });

  it('filters by days placed (Dubai) and status, sorts and pages on the server', async () => {
    const { orderId } = await paid(await buyer(), [{ activityId: shop.undated.id }]);
    const unpaid = await order(await buyer(), t.db, [{ activityId: shop.undated.id }]);
    const today = dubaiDay();
    expect(await ids(`from=${today}&to=${today}&pageSize=100`)).toEqual(
      expect.arrayContaining([orderId, unpaid.orderId]),
    );
    expect(await ids(`to=${addDays(today, -1)}`)).not.toContain(orderId);
    expect(await ids(`from=${addDays(today, 1)}`)).toEqual([]);
    const awaiting = await search('status=awaiting_payment&pageSize=100');
    expect(awaiting.items.map((o) => o.id)).toContain(unpaid.orderId);
    expect(awaiting.items.every((o) => o.status === 'awaiting_payment')).toBe(true);

    const all = await search('pageSize=25');
    expect(all.items.map((o) => o.id)).toEqual([...all.items.map((o) => o.id)].sort((a, b) => b - a));
    const page2 = await search('pageSize=25&page=2');
    expect(page2.total).toBe(all.total);
    const byTotal = (await search('sort=total&dir=asc&pageSize=100')).items.map((o) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    expect((await call('GET', '/api/admin/orders?sort=email')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
  });
});

describe('an order in detail', () => {
  it('shows lines, payment, vouchers with their history and the order log', async () => {
    const { orderId, items } = await paid(await buyer(), [{ activityId: shop.undated.id, quantity: 2 }]);
    const order = await detail(orderId);
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      canRefund: true,
      payment: { gateway: 'sandbox', amountPaid: order.total },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ activity: 'Spa Day', quantity: 2, description: 'Voucher' }),
    ]);
    expect(order.items).toEqual([
      expect.objectContaining({
        id: items[0]!.id,
        voucherCode: items[0]!.voucherCode,
        host: 'Desert Co',
        state: 'valid',
        canCancel: true,
      }),
    ]);
    expect(order.items[0]!.history.map((h) => h.what)).toEqual(['paid']);
    expect(order.history.map((h) => h.what)).toEqual(['awaiting_payment', 'paid']);
    expect((await call('GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });
});

describe('in Arabic', () => {
  it("names what was sold in the reader's language, in the list and in the order, the English where none is written", async () => {
    const { orderId } = await paid(await buyer(), [{ activityId: shop.undated.id, quantity: 1 }]);
    await t.db.update(activities).set({ titleAr: 'يوم في السبا' }).where(eq(activities.id, shop.undated.id));
    await t.db.update(priceOptions).set({ descriptionAr: 'قسيمة' }).where(eq(priceOptions.activityId, shop.undated.id));
    const arabic = { ...bearer(admin.token), [LANGUAGE_HEADER]: 'ar' };
    const row = (await t.app.inject({ method: 'GET', url: `/api/admin/orders?q=${orderId}`, headers: arabic })).json<
      AdminPage<AdminOrderRow>
    >().items[0];
    expect(row?.activities).toEqual(['يوم في السبا']);
    const inArabic = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: arabic })
    ).json<AdminOrderDetail>();
    expect(inArabic.lines).toEqual([expect.objectContaining({ activity: 'يوم في السبا', description: 'قسيمة' })]);
    expect(inArabic.items).toEqual([
      expect.objectContaining({ activity: expect.objectContaining({ title: 'يوم في السبا' }), option: 'قسيمة' }),
    ]);
    // The English reader, and the books, keep the English.
    const inEnglish = await detail(orderId);
    expect(inEnglish.lines).toEqual([expect.objectContaining({ activity: 'Spa Day', description: 'Voucher' })]);
    expect((await search(`q=${orderId}`)).items[0]?.activities).toEqual(['Spa Day']);
    await t.db.update(activities).set({ titleAr: null }).where(eq(activities.id, shop.undated.id));
    await t.db.update(priceOptions).set({ descriptionAr: null }).where(eq(priceOptions.activityId, shop.undated.id));
  });
});

describe('refunding an order', () => {
  it('refunds a paid order whole through the checkout path: vouchers void, places back, card refunded, customer told, logged', async () => {
    const day = nextFriday(4);
    const customer = await buyer();
    const before = await takenOf(t.db, shop.dated.id, day);
    const { orderId, items } = await paid(customer, [{ activityId: shop.dated.id, date: day, quantity: 2 }]);
    expect(await takenOf(t.db, shop.dated.id, day)).toBe(before + 2);

    expect((await call('POST', `/api/admin/orders/${orderId}/refund`, { reason: ' ' })).statusCode).toBe(400);
    const response = await call('POST', `/api/admin/orders/${orderId}/refund`, {
      reason: 'The host closed for the season.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: orderId, status: 'refund_pending' });
    expect(await takenOf(t.db, shop.dated.id, day)).toBe(before);
    const [item] = await t.db.select().from(bookedItems).where(eq(bookedItems.id, items[0]!.id));
    expect(item!.cancelledAt).not.toBeNull();

    const refunded = await waitFor(async () => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      return row?.status === 'refunded' ? row : null;
    });
    expect(refunded.refundReference).toBeTruthy();
    const [mail] = await mailsTo(t.db, 'payment-refunded', refunded.contact.email);
    // The 'cancelled' wording, not the late-payment one.
    expect(mail!.text).toContain(`Your booking ${orderNumber(orderId)} has been cancelled`);

    const [line] = await actionsOn(t, 'order', orderId);
    expect(line).toMatchObject({
      adminId: admin.id,
      action: 'order.refund',
      before: { status: 'paid' },
      after: { status: 'refund_pending' },
      detail: { reason: 'The host closed for the season.' },
    });
    const shown = await detail(orderId);
    expect(shown.history.map((h) => h.what)).toEqual(['awaiting_payment', 'paid', 'refund_pending', 'refunded']);
    expect(shown.history[2]!.cause).toBe(`${COMMERCE_MESSAGES.orderRefunded}: The host closed for the season.`);
    expect(shown.items[0]!.state).toBe('cancelled');
    expect(shown.canRefund).toBe(false);

    const again = await call('POST', `/api/admin/orders/${orderId}/refund`, { reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMERCE_MESSAGES.refundOnlyPaid);
  });

  it('refuses an order that is not paid, and one with a used or cancelled voucher', async () => {
    const unpaid = await order(await buyer(), t.db, [{ activityId: shop.undated.id }]);
    const refused = await call('POST', `/api/admin/orders/${unpaid.orderId}/refund`, { reason: 'No.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMMERCE_MESSAGES.refundOnlyPaid);

    const used = await paid(await buyer(), [{ activityId: shop.undated.id }]);
    await redeemVoucher(t.db, used.items[0]!.id);
    const partly = await call('POST', `/api/admin/orders/${used.orderId}/refund`, { reason: 'No.' });
    expect(partly.statusCode).toBe(409);
    expect(partly.json().message).toBe(COMMERCE_MESSAGES.refundItemsChanged);
    expect((await t.db.select().from(orders).where(eq(orders.id, used.orderId)))[0]!.status).toBe('paid');
    expect(await actionsOn(t, 'order', used.orderId)).toEqual([]);
    expect((await call('POST', '/api/admin/orders/999999/refund', { reason: 'No.' })).statusCode).toBe(404);
  });
});

describe('cancelling a voucher for the provider', () => {
  it("cancels one voucher outside the customer's window, refunds its share, and logs it", async () => {
    const customer = await buyer();
    const { orderId, items } = await paid(customer, [
      { activityId: shop.undated.id },
      { activityId: shop.dated.id, date: nextFriday(6) },
    ]);
    const [undated, dated] = items;
    // Bought three days ago: the customer's own 48 hours are over.
    await t.db
      .update(bookedItems)
      .set({ purchaseDate: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookedItems.id, undated!.id));
    expect((await customer.call('POST', `/api/booked-items/${undated!.id}/cancel`, {})).statusCode).toBe(409);

    const response = await call('POST', `/api/admin/booked-items/${undated!.id}/cancel`, {
      reason: 'Spa closed for repairs.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as CancelResult;
    expect(result).toMatchObject({ refund: undated!.total, status: 'refund_pending', itemIds: [undated!.id] });
    const done = await waitFor(async () => {
      const [row] = await t.db.select().from(cancellations).where(eq(cancellations.id, result.cancellationId));
      return row?.status === 'refunded' ? row : null;
    });
    expect(done.cause).toBe(`${COMMERCE_MESSAGES.itemCancelled}: Spa closed for repairs.`);
    const [line] = await actionsOn(t, 'booked_item', undated!.id);
    expect(line).toMatchObject({
      action: 'booked_item.cancel',
      before: { state: 'valid' },
      after: { state: 'cancelled', refund: undated!.total },
      detail: { reason: 'Spa closed for repairs.' },
    });

    const shown = await detail(orderId);
    expect(shown.status).toBe('paid');
    expect(shown.items.map((i) => i.state)).toEqual(['cancelled', 'valid']);
    expect(shown.cancellations).toEqual([expect.objectContaining({ amount: undated!.total, status: 'refunded' })]);
    expect(shown.items[0]!.history.map((h) => h.what)).toEqual(['paid', 'cancelled', 'refunded']);
    // With one voucher cancelled, the order is settled voucher by voucher.
    expect(shown.canRefund).toBe(false);

    const twice = await call('POST', `/api/admin/booked-items/${undated!.id}/cancel`, { reason: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COMMERCE_MESSAGES.alreadyCancelled);
    await redeemVoucher(t.db, dated!.id);
    const usedOne = await call('POST', `/api/admin/booked-items/${dated!.id}/cancel`, { reason: 'Too late.' });
    expect(usedOne.statusCode).toBe(409);
    expect(usedOne.json().message).toBe(COMMERCE_MESSAGES.alreadyRedeemed);
    expect((await call('POST', `/api/admin/booked-items/${dated!.id}/cancel`, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/booked-items/999999/cancel', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('exporting orders as CSV', () => {
  it('exports what the search finds, formula-safe, with a byte order mark', async () => {
    const sly = await buyer({
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Sly',
      email: `sly-${Date.now()}@example.test`,
    });
    const { orderId } = await paid(sly, [{ activityId: shop.undated.id }]);
    await paid(await buyer(), [{ activityId: shop.undated.id }]);
    const response = await call(
      'GET',
      `/api/admin/orders/export?customer=${encodeURIComponent((await detail(orderId)).customer.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Order', 'Booking', 'Status', 'Customer', 'E-mail', 'Total (AED)']),
    );
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      Order: orderNumber(orderId),
      Status: 'paid',
      Experiences: 'Spa Day',
      'Total (AED)': '350.00',
    });
    // The name a customer typed never runs as a spreadsheet formula.
    expect(row.Customer!.startsWith("'=")).toBe(true);
  });

  it('stops at its cap', async () => {
    await paid(await buyer(), [{ activityId: shop.undated.id }]);
    const csv = await text(ordersCsv(t.db, { sort: 'created', dir: 'desc' }, 1));
    expect(parse(csv)).toHaveLength(2);
  });
});
