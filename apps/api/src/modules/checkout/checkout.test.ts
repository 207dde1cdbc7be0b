import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  LANGUAGE_HEADER,
  SANDBOX_CARDS,
  type Cart,
  type ConfirmOrderAnswer,
  type CreatedOrder,
  type BookedItemsPage,
  type Order,
  type VoucherDetail,
} from '@weekends/shared';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  activities,
  activityPlaces,
  customers,
  priceOptions,
  bookedItems,
  bookings,
  orderEvents,
  orders,
  outbox,
  paymentEvents,
  sandboxPayments,
} from '../../db/schema/index.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../../lib/payments/sandbox.ts';
import {
  customerShopper,
  guestShopper,
  newAttempt,
  nextFriday,
  openShop,
  waitFor,
  type Shopper,
} from './testing/shop.ts';
import { expireDueOrders } from './orders.ts';
import { renderMailAttachment } from './documents.ts';
import { pdfText } from '../../lib/documents/testing/pdf-text.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  sandbox = t.app.gateway as SandboxGateway;
});
afterAll(() => t.close());

const sessionOf = (created: CreatedOrder) => created.paymentUrl.split('/').pop()!;
const card = (cardNumber: string) => ({ cardNumber, expiry: '12 / 34', cvc: '123', name: 'Amira Haddad' });

const optionsOf = (activityId: number) =>
  t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(priceOptions.position);

/** The shop's dated activity on a Friday in the buyer's cart, children only when asked; answers its Adult option. */
async function addToCart(buyer: Shopper, quantities: { adult: number; child?: number }) {
  const [adult, child] = await optionsOf(shop.dated.id);
  const options = [{ priceOptionId: adult!.id, quantity: quantities.adult }];
  if (quantities.child) options.push({ priceOptionId: child!.id, quantity: quantities.child });
  const added = await buyer.call('POST', '/api/cart/items', { activityId: shop.dated.id, date: nextFriday(), options });
  expect(added.statusCode, added.body).toBe(201);
  return adult!;
}

/** Proceed to Payment from a page in `language` (the web's client sends it), or without saying (undefined). */
async function placeOrder(buyer: Shopper, language?: string): Promise<CreatedOrder> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...buyer.headers,
      'x-forwarded-for': clientIp(),
      ...(language ? { [LANGUAGE_HEADER]: language } : {}),
    },
    payload: newAttempt(),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** A cart with two adults (and a child) on a Friday, then Proceed to Payment. */
async function checkout(buyer: Shopper): Promise<CreatedOrder> {
  await addToCart(buyer, { adult: 2, child: 1 });
  return placeOrder(buyer);
}

/** What the buyer does on the sandbox's payment page: pay with a card, answer 3-D Secure's challenge, or cancel. */
const onPaymentPage = (created: CreatedOrder, action: 'pay' | 'challenge' | 'cancel', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/payments/sandbox/sessions/${sessionOf(created)}/${action}`, payload });
const pay = (created: CreatedOrder, cardNumber: string = SANDBOX_CARDS.pays) =>
  onPaymentPage(created, 'pay', card(cardNumber));
const returnPage = async (buyer: Shopper, orderId: number, status?: string): Promise<ConfirmOrderAnswer> => {
  const response = await buyer.call('POST', `/api/orders/${orderId}/confirm`, status ? { status } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** Pays with the card that pays and comes back to a return page that says CAPTURED. */
async function payAndReturn(buyer: Shopper, created: CreatedOrder) {
  await pay(created);
  expect((await returnPage(buyer, created.orderId, 'CAPTURED')).status).toBe('CAPTURED');
}
/** The booking mail of an order, once stored (its attachment is the order's invoice). */
const bookingMailOf = async (orderId: number) => {
  const mails = await t.db.select().from(outbox).where(eq(outbox.template, 'booking-confirmation'));
  return mails.find((m) => m.attachments?.[0]?.orderId === orderId);
};
const bookingsOf = (orderId: number) => t.db.select().from(bookings).where(eq(bookings.orderId, orderId));
const slotTaken = async (day: string) =>
  (
    await t.db
      .select({ taken: activityPlaces.taken })
      .from(activityPlaces)
      .where(and(eq(activityPlaces.activityId, shop.dated.id), eq(activityPlaces.day, day)))
  )[0]?.taken ?? 0;

/** A JSON body posted to a gateway's webhook, signed when a signature is given. */
const postWebhook = (gateway: 'sandbox' | 'stripe', body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${gateway}`,
    headers: { 'content-type': 'application/json', ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });

/** A webhook as the sandbox would send it for a captured session. */
async function capturedWebhook(orderId: number, eventId = `evt_${orderId}_${Math.random()}`) {
  const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.captured',
    session: payment!.id,
    orderId,
    paymentReference: payment!.paymentReference,
    amount: payment!.amount,
  });
  return () => postWebhook('sandbox', body, sandbox.sign(body));
}

describe('Proceed to payment', () => {
  it('prices the order on the server, holds its places for 15 minutes and opens the sandbox payment page', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday();
    const before = await slotTaken(day);
    const created = await checkout(buyer);
    expect(created.paymentUrl).toMatch(/^\/pay\/sandbox\/sbx_/);
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await slotTaken(day)).toBe(before + 3);
    const order = (await buyer.call('GET', `/api/orders/${created.orderId}`)).json() as Order;
    // 2 x 150 AED (discounted from 200) + 1 x 100 AED.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      quote: { cartTotal: 50_000, discount: 10_000, subTotal: 40_000, couponDiscount: 0, total: 40_000, vat: 1_904 },
    });
    const session = (
      await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/sessions/${sessionOf(created)}` })
    ).json();
    expect(session).toMatchObject({
      status: 'open',
      amount: 40_000,
      currency: 'AED',
      merchant: 'Weekends',
      orderNumber: order.number,
    });
  });

  it('answers the same order to a repeated attempt (a double click pays once)', async () => {
    const buyer = await customerShopper(t);
    await addToCart(buyer, { adult: 1 });
    const attempt = newAttempt();
    const [first, second] = await Promise.all([
      buyer.call('POST', '/api/orders', attempt),
      buyer.call('POST', '/api/orders', attempt),
    ]);
    expect(first.json().orderId).toBe(second.json().orderId);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, buyer.userId))).toHaveLength(1);
  });

  it('a new checkout releases the places of the order the customer left at the gateway', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday();
    const first = await checkout(buyer);
    const held = await slotTaken(day);
    const again = await buyer.call('POST', '/api/orders', newAttempt());
    expect(again.statusCode).toBe(201);
    expect(await slotTaken(day)).toBe(held);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(old).toMatchObject({ status: 'cancelled', holdsPlaces: false });
  });
});

describe('confirmation, exactly once', () => {
  it('4242 pays: the return page says CAPTURED, one booking with a voucher per line, the cart emptied, mails stored', async () => {
    const buyer = await customerShopper(t);
    const created = await checkout(buyer);
    const paid = await pay(created);
    expect(paid.json()).toEqual({
      next: 'return',
      redirectUrl: `/checkout/${buyer.userId}?order=${created.orderId}&status=CAPTURED`,
    });
    const answer = await returnPage(buyer, created.orderId, 'CAPTURED');
    expect(answer.status).toBe('CAPTURED');
    expect(answer.order.status).toBe('paid');
    expect(answer.order.items.map((i) => i.voucher?.code)).toEqual([
      expect.stringMatching(/^[A-Z2-9]{8}$/),
      expect.stringMatching(/^[A-Z2-9]{8}$/),
    ]);
    // The sandbox's webhook arrives too (through the job queue) and changes nothing.
    await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(paymentEvents)
            .where(sql`${paymentEvents.eventId} like 'evt_%'`)
        ).length > 0,
    );
    const [booking] = await bookingsOf(created.orderId);
    expect(await bookingsOf(created.orderId)).toHaveLength(1);
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.bookingId, booking!.id));
    expect(items.map((i) => [i.quantity, i.total, i.marketplaceFee + i.hostAmount])).toEqual([
      [2, 30_000, 30_000],
      [1, 10_000, 10_000],
    ]);
    expect(((await buyer.call('GET', '/api/cart')).json() as Cart).items).toEqual([]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.template, 'booking-confirmation'));
    expect(
      mails.some((m) => m.text.includes(items[0]!.voucherCode) && m.attachments?.[0]?.orderId === created.orderId),
    ).toBe(true);
    const events = await t.db
      .select({ to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, created.orderId));
    expect(events.map((e) => e.to)).toEqual(['awaiting_payment', 'paid']);
  });

  it('the same webhook twice: the second is recorded as a duplicate and does nothing', async () => {
    const buyer = await customerShopper(t);
    const created = await checkout(buyer);
    await pay(created);
    const send = await capturedWebhook(created.orderId, `evt_twice_${created.orderId}`);
    const [a, b] = [await send(), await send()];
    expect(a.json()).toEqual({ received: true, duplicate: false });
    expect(b.json()).toEqual({ received: true, duplicate: true });
    expect(await bookingsOf(created.orderId)).toHaveLength(1);
  });

  it('the return page and the webhook at the same moment make one booking', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await customerShopper(t);
      const created = await checkout(buyer);
      await pay(created);
      const send = await capturedWebhook(created.orderId);
      const [hook, back] = await Promise.all([send(), returnPage(buyer, created.orderId, 'CAPTURED')]);
      expect(hook.statusCode).toBe(200);
      expect(back.status).toBe('CAPTURED');
      expect(await bookingsOf(created.orderId)).toHaveLength(1);
    }
  });

  it('refuses a webhook whose signature does not match', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.captured',
      session: 'sbx_x',
      orderId: 1,
      paymentReference: 'x',
      amount: 1,
    });
    const forged = await postWebhook('sandbox', body, sandbox.sign(`${body} `));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    const missing = await postWebhook('sandbox', body);
    expect(missing.statusCode).toBe(400);
    const stripe = await postWebhook('stripe', body);
    expect(stripe.statusCode).toBe(404);
  });
});

describe('declined, cancelled and expired payments keep the cart and release the places', () => {
  it('4000 0000 0000 0002 is declined: DECLINED, the order closed, its places back, the cart intact', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday();
    const before = await slotTaken(day);
    const created = await checkout(buyer);
    const declined = await pay(created, SANDBOX_CARDS.declined);
    expect(declined.json().redirectUrl).toContain('status=DECLINED');
    expect((await returnPage(buyer, created.orderId, 'DECLINED')).status).toBe('DECLINED');
    expect(await slotTaken(day)).toBe(before);
    expect(((await buyer.call('GET', '/api/cart')).json() as Cart).items).toHaveLength(1);
    expect(await bookingsOf(created.orderId)).toHaveLength(0);
  });

  it('3-D Secure: Complete pays, Fail declines', async () => {
    const buyer = await customerShopper(t);
    const created = await checkout(buyer);
    expect((await pay(created, SANDBOX_CARDS.threeDSecure)).json()).toEqual({
      next: 'challenge',
      redirectUrl: `/pay/sandbox/${sessionOf(created)}/challenge`,
    });
    const done = await onPaymentPage(created, 'challenge', { outcome: 'complete' });
    expect(done.json().redirectUrl).toContain('status=CAPTURED');
    expect((await returnPage(buyer, created.orderId)).status).toBe('CAPTURED');

    const other = await customerShopper(t);
    const second = await checkout(other);
    await pay(second, SANDBOX_CARDS.threeDSecure);
    const failed = await onPaymentPage(second, 'challenge', { outcome: 'fail' });
    expect(failed.json().redirectUrl).toContain('status=DECLINED');
    expect((await returnPage(other, second.orderId)).status).toBe('DECLINED');
  });

  it('Cancel on the payment page: CANCELLED, nothing charged, the cart intact', async () => {
    const buyer = await customerShopper(t);
    const created = await checkout(buyer);
    const cancelled = await onPaymentPage(created, 'cancel', {});
    expect(cancelled.json().redirectUrl).toContain('status=CANCELLED');
    expect((await returnPage(buyer, created.orderId, 'CANCELLED')).status).toBe('CANCELLED');
    expect(((await buyer.call('GET', '/api/cart')).json() as Cart).items).toHaveLength(1);
  });

  it('an unpaid order expires after its hold and releases its places; a late payment takes them again if they are free', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday();
    const created = await checkout(buyer);
    const held = await slotTaken(day);
    // Other tests' open orders expire too; this order's 3 places are among those released.
    const expired = await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000));
    expect(expired).toContain(created.orderId);
    expect(await slotTaken(day)).toBeLessThanOrEqual(held - 3);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ status: 'expired', holdsPlaces: false });
    const before = await slotTaken(day);
    // The sandbox still lets the customer pay (as a real gateway might): the places are free, so the sale stands.
    await t.db
      .update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sandboxPayments.orderId, created.orderId));
    await pay(created);
    expect((await returnPage(buyer, created.orderId)).status).toBe('CAPTURED');
    expect(await slotTaken(day)).toBe(before + 3);
  });
});

describe('the language of the booking mail', () => {
  /** One adult in the cart, then Proceed to Payment from a page in `language`, or without saying (undefined). */
  async function orderFrom(buyer: Shopper, language: string | undefined): Promise<CreatedOrder> {
    await addToCart(buyer, { adult: 1 });
    return placeOrder(buyer, language);
  }

  it('an order placed from an Arabic page is mailed in Arabic, whatever the account says', async () => {
    const buyer = await customerShopper(t);
    const created = await orderFrom(buyer, 'ar');
    expect((await t.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.language).toBe('ar');
    // The payment page and the way back are the Arabic pages.
    expect(created.paymentUrl).toMatch(/^\/ar\/pay\/sandbox\/sbx_/);
    const [session] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, created.orderId));
    expect(session!.returnUrl).toBe(`/ar/checkout/${buyer.userId}?order=${created.orderId}`);
    await payAndReturn(buyer, created);
    const mail = (await waitFor(() => bookingMailOf(created.orderId)))!;
    expect(mail.subject).toMatch(/^حجزك في Weekends رقم /);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('رمز القسيمة');
    expect(mail.html).toContain('د.إ');
    expect(mail.html).not.toContain('AED');
    expect(mail.html).toMatch(/href="http[^"]*\/ar\/booking\/\d+\?order=/);
    expect(mail.text).toContain('تم تأكيد حجزك');
    expect(mail.text).not.toContain('Your booking is confirmed');
  });

  it("the invoice of an Arabic order is in Arabic wherever it is opened, and an English order's in English", async () => {
    const buyer = await customerShopper(t);
    const arabic = await orderFrom(buyer, 'ar');
    await payAndReturn(buyer, arabic);
    /** The invoice as a page in `language` asks for it (the success page, the dashboard). */
    const invoiceFrom = async (orderId: number, language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/invoice.pdf`,
        headers: {
          ...buyer.headers,
          'x-forwarded-for': clientIp(),
          [LANGUAGE_HEADER]: language,
          cookie: `lang=${language}`,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (await pdfText(response.rawPayload)).join('\n');
    };
    // Opened from an English page, it is still the order's: Arabic words, dirhams as 'د.إ'.
    const fromEnglishPage = await invoiceFrom(arabic.orderId, 'en');
    // Words the PDF's text layer keeps whole (invoice.test.ts says why some Arabic words read back swapped).
    expect(fromEnglishPage).toContain('تاريخ الفاتورة');
    expect(fromEnglishPage).toContain('سعر الوحدة');
    expect(fromEnglishPage).toContain('المجموع الفرعي');
    // Amounts with the dirham sign, which pdf.js reads back in drawing order.
    expect(fromEnglishPage).toMatch(/إ\.د [\d,]+\.\d\d/);
    expect(fromEnglishPage).not.toContain('Invoice date');
    expect(fromEnglishPage).not.toContain('AED');

    // The booking mail's attachment, rendered as the mailer renders it when it sends.
    const mail = (await waitFor(() => bookingMailOf(arabic.orderId)))!;
    const attachment = await renderMailAttachment({ printer: t.app.documents })(mail.attachments![0]!, t.db);
    const attached = (await pdfText(attachment.content)).join('\n');
    expect(attached).toContain('تاريخ الفاتورة');
    expect(attached).toContain('سعر الوحدة');
    expect(attached).not.toContain('AED');

    const english = await orderFrom(buyer, 'en');
    await payAndReturn(buyer, english);
    const fromArabicPage = await invoiceFrom(english.orderId, 'ar');
    expect(fromArabicPage).toContain('Total (AED, VAT included)');
    expect(fromArabicPage).toContain('Invoice date');
    expect(fromArabicPage).not.toContain('سعر الوحدة');
  });

  it('an order placed without a language is mailed in English', async () => {
    const buyer = await customerShopper(t);
    const created = await orderFrom(buyer, undefined);
    expect((await t.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.language).toBe('en');
    await payAndReturn(buyer, created);
    const mail = (await waitFor(() => bookingMailOf(created.orderId)))!;
    expect(mail.subject).toMatch(/^Your Weekends booking /);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('AED');
    expect(mail.html).not.toContain('/ar/');
    expect(mail.text).toContain('Your booking is confirmed');
  });
});

describe('what was sold, in the reader language', () => {
  const arabic = {
    title: 'سفاري الصحراء',
    adult: 'بالغ',
    duration: 'ست ساعات',
    howToRedeem: 'أبرز القسيمة لمرشدك عند نقطة الالتقاء.',
  };
  beforeAll(async () => {
    // The shop's dated activity gets its Arabic title, duration and redemption, and its first option's Arabic;
    // 'Child' stays English.
    await t.db
      .update(activities)
      .set({
        titleAr: arabic.title,
        duration: '6 hours',
        durationAr: arabic.duration,
        howToRedeem: 'Show the voucher to your guide at the meeting point.',
        howToRedeemAr: arabic.howToRedeem,
      })
      .where(eq(activities.id, shop.dated.id));
    await t.db
      .update(priceOptions)
      .set({ descriptionAr: arabic.adult })
      .where(and(eq(priceOptions.activityId, shop.dated.id), eq(priceOptions.description, 'Adult')));
  });
  const read = async <T>(buyer: Shopper, url: string, language?: 'ar') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...buyer.headers, ...(language ? { [LANGUAGE_HEADER]: language } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('names the cart, the order, the vouchers, the payment page and the mail in Arabic for an Arabic reader', async () => {
    const buyer = await customerShopper(t);
    await addToCart(buyer, { adult: 2 });

    const cartAr = await read<Cart>(buyer, '/api/cart', 'ar');
    expect(cartAr.items[0]!.activity.title).toBe(arabic.title);
    expect(cartAr.items[0]!.lines.map((l) => l.description)).toEqual([arabic.adult, 'Child']);
    expect(cartAr.items[0]!.activity.duration).toBe(arabic.duration);
    const cartEn = await read<Cart>(buyer, '/api/cart');
    expect(cartEn.items[0]!.activity.title).toBe('Desert Safari');
    expect(cartEn.items[0]!.activity.duration).toBe('6 hours');
    expect(cartEn.items[0]!.lines.map((l) => l.description)).toEqual(['Adult', 'Child']);

    const order = await placeOrder(buyer, 'ar');
    // The Arabic payment page names the order in Arabic.
    const [session] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.orderId));
    expect(session!.description).toBe(arabic.title);
    await payAndReturn(buyer, order);

    const viewAr = await read<Order>(buyer, `/api/orders/${order.orderId}`, 'ar');
    expect(viewAr.items.map((i) => [i.title, i.activity.title, i.description])).toEqual([
      [arabic.title, arabic.title, arabic.adult],
    ]);
    const viewEn = await read<Order>(buyer, `/api/orders/${order.orderId}`);
    expect(viewEn.items.map((i) => [i.title, i.activity.title, i.description])).toEqual([
      ['Desert Safari', 'Desert Safari', 'Adult'],
    ]);
    // The order keeps what it sold in English, for the host and the books.
    const [line] = await t.db
      .select({ description: bookedItems.priceOptionDescription, id: bookedItems.id })
      .from(bookedItems)
      .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
      .where(eq(bookings.orderId, order.orderId));
    expect(line!.description).toBe('Adult');

    const vouchersAr = await read<BookedItemsPage>(buyer, '/api/accounts/me/bookings?page=1', 'ar');
    expect(vouchersAr.items.map((i) => [i.title, i.activity.title])).toEqual([[arabic.title, arabic.title]]);
    expect((await read<BookedItemsPage>(buyer, '/api/accounts/me/bookings?page=1')).items[0]!.title).toBe(
      'Desert Safari',
    );
    const voucherAr = await read<VoucherDetail>(buyer, `/api/booked-items/${line!.id}`, 'ar');
    expect([voucherAr.description, voucherAr.activity.howToRedeem]).toEqual([arabic.adult, arabic.howToRedeem]);
    const voucherEn = await read<VoucherDetail>(buyer, `/api/booked-items/${line!.id}`);
    expect([voucherEn.description, voucherEn.activity.howToRedeem]).toEqual([
      'Adult',
      'Show the voucher to your guide at the meeting point.',
    ]);

    const mails = await waitFor(() => bookingMailOf(order.orderId));
    expect(mails!.text).toContain(arabic.title);
    expect(mails!.text).toContain(arabic.adult);
    expect(mails!.text).not.toContain('Desert Safari');
    expect(mails!.html).not.toContain('Adult');

    // Its tax invoice, attached to that mail, names the lines in Arabic too (pdf.js may read Arabic letters back in
    // another order, so the English words' absence is what is checked).
    const invoice = await renderMailAttachment({ printer: t.app.documents })(mails!.attachments![0]!, t.db);
    const invoiceText = (await pdfText(invoice.content)).join('\n');
    expect(invoiceText).toContain('تاريخ الفاتورة');
    expect(invoiceText).not.toContain('Desert Safari');
    expect(invoiceText).not.toContain('Adult');
  });

  it('an option renamed since the sale keeps the words it was sold with', async () => {
    const buyer = await customerShopper(t);
    const adult = await addToCart(buyer, { adult: 1 });
    const order = await placeOrder(buyer);
    await t.db
      .update(priceOptions)
      .set({ description: 'Adult (13+)', descriptionAr: 'بالغ (13 سنة فأكثر)' })
      .where(eq(priceOptions.id, adult.id));
    try {
      const view = await read<Order>(buyer, `/api/orders/${order.orderId}`, 'ar');
      expect(view.items[0]!.description).toBe('Adult');
    } finally {
      await t.db
        .update(priceOptions)
        .set({ description: 'Adult', descriptionAr: arabic.adult })
        .where(eq(priceOptions.id, adult.id));
    }
  });
});

describe('guests', () => {
  it('a guest buys; another session on the same e-mail sees neither the cart nor the order', async () => {
    const email = `guest-${Date.now()}@example.test`;
    const guest = await guestShopper(t, email);
    const created = await checkout(guest);
    await payAndReturn(guest, created);
    const stranger = await guestShopper(t, email, { firstName: 'Someone', lastName: 'Else' });
    expect(stranger.userId).toBe(guest.userId);
    expect((await stranger.call('GET', `/api/orders/${created.orderId}`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/orders/${created.orderId}/confirm`, {})).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/cart')).json().items).toEqual([]);
    // The first guest's name is not overwritten by the second session's.
    expect((await guest.call('GET', '/api/accounts/session')).json().user).toMatchObject({ firstName: 'Sara' });
    expect((await stranger.call('GET', '/api/accounts/session')).json().user).toMatchObject({ firstName: 'Someone' });
    const [record] = await t.db.select().from(customers).where(eq(customers.id, guest.userId));
    expect(record).toMatchObject({ firstName: 'Sara', lastName: 'Guest' });
    // The order keeps the buyer as the first session typed them.
    expect((await guest.call('GET', `/api/orders/${created.orderId}`)).json().customer).toMatchObject({
      firstName: 'Sara',
      email,
    });
    // The booking mail's signed link opens the order without a session.
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, email), eq(outbox.template, 'booking-confirmation')));
    const link = /\/booking\/\d+\?order=\d+&amp;token=([^"&]+)/.exec(mail!.html)!;
    const viaLink = await t.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}?token=${link[1]}` });
    expect(viaLink.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}?token=forged.${'a'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);
  });
});
