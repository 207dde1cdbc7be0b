import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  addDays,
  CORPORATE_ADMIN_MESSAGES,
  dubaiDay,
  LANGUAGE_HEADER,
  splitSale,
  TEST_MODE_MESSAGES,
  type AwardCatalog,
  type BookedItemsPage,
  type CorporateAward,
  type CorporateDashboard,
} from '@weekends/shared';
import { bearer, createTestApp, type TestApp } from '../../test/helpers.ts';
import { pinClock } from '../../test/clock.ts';
import {
  activities,
  adminActions,
  bookedItemEvents,
  bookedItems,
  bookings,
  bundleItems,
  bundles,
  corporateAwards,
  corporateInvoices,
  corporates,
  customers,
} from '../../db/schema/index.ts';
import { createSession } from '../accounts/sessions.ts';
import { pdfText } from '../../lib/documents/testing/pdf-text.ts';
import { corporateInvoicePdf } from './invoice-pdf.ts';
import { nextFriday, openShop } from '../checkout/testing/shop.ts';
import { takenOf } from '../checkout/testing/buyers.ts';
import { hostActivities, mailsTo } from '../aftersale/testing/vouchers.ts';

// Today, the next Friday and due dates are read by these tests and the API alike: one pinned day, midday in Dubai.
pinClock('2026-06-10T08:00:00Z');

/**
 * The corporate admin's dashboard: awards booked for employees as a paid order books them, invoiced to the corporate
 * (due in 30 days), mailed to the employee; and a corporate admin only ever sees its own corporate.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let hostEmail: string;
let passId: number;
let limited: { id: number };
const people = {} as Record<
  'admin' | 'ana' | 'bilal' | 'other' | 'otherAdmin',
  { id: number; email: string; token: string }
>;

async function person(name: keyof typeof people, corporateId: number, isCorporateAdmin = false) {
  const email = `${name}@${corporateId}.example.test`;
  const [row] = await t.db
    .insert(customers)
    .values({
      email,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: 'Employee',
      isCorporate: true,
      corporateId,
      isCorporateAdmin,
      isConfirmed: true,
    })
    .returning({ id: customers.id });
  people[name] = { id: row!.id, email, token: (await createSession(t.db, row!.id, false)).token };
}

const as = (who: keyof typeof people, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(people[who].token), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const award = (who: keyof typeof people, body: object) => as(who, 'POST', '/api/corporate/awards', body);
const optionOf = async (activityId: number, description: string) =>
  (await t.db.query.priceOptions.findMany({ where: (p, { eq: is }) => is(p.activityId, activityId) })).find(
    (o) => o.description === description,
  )!;
const invoiceCount = async () => Number((await t.db.select({ n: count() }).from(corporateInvoices))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  hostEmail = await hostActivities(t.db, [shop.dated.id, shop.undated.id]);
  limited = await t.fixtures.insertActivity({
    title: 'Private Yacht',
    cityId: shop.city.id,
    places: 1,
    prices: [{ price: 50_000, description: 'Boat' }],
  });
  const [pass] = await t.db
    .insert(bundles)
    .values({ slug: 'team-pass', name: 'Team Weekend Pass' })
    .returning({ id: bundles.id });
  passId = pass!.id;
  await t.db.insert(bundleItems).values([
    { bundleId: passId, activityId: shop.dated.id, discountPercent: 10, position: 0 },
    { bundleId: passId, activityId: shop.undated.id, discountPercent: 20, position: 1 },
  ]);
  const [mine, theirs] = await t.db
    .insert(corporates)
    .values([
      { name: 'Falcon Labs', slug: 'falcon-labs', emailDomain: 'falcon.example.test' },
      { name: 'Oryx Group', slug: 'oryx-group', emailDomain: 'oryx.example.test' },
    ])
    .returning({ id: corporates.id });
  await person('admin', mine!.id, true);
  await person('ana', mine!.id);
  await person('bilal', mine!.id);
  await person('other', theirs!.id);
  await person('otherAdmin', theirs!.id, true);
});
afterAll(() => t?.close());

describe('an award', () => {
  it('books the experience for the employee with vouchers as a sale does, takes its places, invoices the corporate due in 30 days and mails everyone', async () => {
    const day = nextFriday(3);
    const adult = await optionOf(shop.dated.id, 'Adult');
    const before = await takenOf(t.db, shop.dated.id, day);
    const response = await award('admin', {
      kind: 'experience',
      employeeId: people.ana.id,
      activityId: shop.dated.id,
      priceOptionId: adult.id,
      date: day,
      note: 'Thank you for the launch!',
    });
    expect(response.statusCode, response.body).toBe(201);
    const given = response.json() as CorporateAward;
    // The discounted price of the shared pricing rules; the discount is what the corporate saved.
    expect(given).toMatchObject({
      kind: 'experience',
      title: 'Desert Safari',
      total: 15_000,
      saved: 5_000,
      note: 'Thank you for the launch!',
      employee: { id: people.ana.id },
    });
    expect(given.invoice).toMatchObject({ amount: 15_000, dueOn: addDays(dubaiDay(), 30), paidAt: null });
    expect(given.invoice.number).toBe(`CI-${dubaiDay().slice(0, 4)}-${String(given.invoice.id).padStart(6, '0')}`);
    expect(await takenOf(t.db, shop.dated.id, day)).toBe(before + adult.places);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, given.bookingId));
    expect(booking).toMatchObject({
      customerId: people.ana.id,
      orderId: null,
      total: 15_000,
      cartTotal: 20_000,
      cartDiscount: 5_000,
      paymentReference: given.invoice.number,
    });
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.bookingId, given.bookingId));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      customerId: people.ana.id,
      activityId: shop.dated.id,
      priceOptionId: adult.id,
      quantity: 1,
      price: 20_000,
      discountedPrice: 15_000,
      total: 15_000,
      bookedFor: day,
      ...splitSale(15_000, 15_000),
    });
    expect(items[0]!.voucherCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(
      (await t.db.select().from(bookedItemEvents).where(eq(bookedItemEvents.bookedItemId, items[0]!.id))).map(
        (e) => e.kind,
      ),
    ).toEqual(['paid']);

    // The employee finds it in Booked Activities, and is told by mail with the voucher code and the note.
    const listed = (await as('ana', 'GET', '/api/accounts/me/bookings')).json() as BookedItemsPage;
    expect(listed.items.map((i) => i.id)).toContain(items[0]!.id);
    const [mail] = await mailsTo(t.db, 'corporate-award', people.ana.email);
    expect(mail!.subject).toBe('Falcon Labs has given you Desert Safari');
    expect(mail!.text).toContain(items[0]!.voucherCode);
    expect(mail!.text).toContain('Thank you for the launch!');
    const [invoiceMail] = await mailsTo(t.db, 'corporate-invoice', people.admin.email);
    expect(invoiceMail!.text).toContain(given.invoice.number);
    expect((await mailsTo(t.db, 'host-sale', hostEmail)).some((m) => m.text.includes(given.invoice.number))).toBe(true);
  });

  it('asks for a bookable date when the experience needs one, and refuses an option of another experience', async () => {
    const adult = await optionOf(shop.dated.id, 'Adult');
    const base = { kind: 'experience', employeeId: people.ana.id, activityId: shop.dated.id, priceOptionId: adult.id };
    expect((await award('admin', base)).json()).toMatchObject({
      statusCode: 400,
      message: CORPORATE_ADMIN_MESSAGES.chooseDate,
    });
    const monday = addDays(nextFriday(3), 3);
    expect((await award('admin', { ...base, date: monday })).json()).toMatchObject({
      statusCode: 400,
      message: CORPORATE_ADMIN_MESSAGES.dateNotBookable,
    });
    const voucher = await optionOf(shop.undated.id, 'Voucher');
    expect((await award('admin', { ...base, priceOptionId: voucher.id, date: nextFriday(3) })).statusCode).toBe(400);
  });

  it('gives a weekend pass whole: each experience at its first option less its discount in the pass', async () => {
    const day = nextFriday(10);
    const response = await award('admin', {
      kind: 'pass',
      employeeId: people.bilal.id,
      bundleId: passId,
      dates: { [shop.dated.id]: day },
    });
    expect(response.statusCode, response.body).toBe(201);
    const given = response.json() as CorporateAward;
    // Adult 150.00 less 10%, Voucher 350.00 less 20%.
    expect(given).toMatchObject({
      kind: 'pass',
      title: 'Team Weekend Pass',
      total: 13_500 + 28_000,
      saved: 20_000 + 35_000 - 41_500,
    });
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.bookingId, given.bookingId));
    expect(
      items
        .map((i) => ({ itemType: i.itemType, bundleName: i.bundleName, bookedFor: i.bookedFor, total: i.total }))
        .sort((a, b) => a.total - b.total),
    ).toEqual([
      { itemType: 1, bundleName: 'Team Weekend Pass', bookedFor: day, total: 13_500 },
      { itemType: 1, bundleName: 'Team Weekend Pass', bookedFor: null, total: 28_000 },
    ]);
    expect(items.find((i) => i.bookedFor === null)!.validUntil).not.toBeNull();
  });

  it('refuses when the places are gone, writing nothing', async () => {
    const boat = await optionOf(limited.id, 'Boat');
    const body = { kind: 'experience', employeeId: people.bilal.id, activityId: limited.id, priceOptionId: boat.id };
    expect((await award('admin', body)).statusCode).toBe(201);
    const invoices = await invoiceCount();
    const refused = await award('admin', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Private Yacht is sold out on that date.');
    expect(await invoiceCount()).toBe(invoices);
    expect(await takenOf(t.db, limited.id)).toBe(1);
  });
});

describe('a corporate admin', () => {
  it("never awards another corporate's employee (404, nothing written)", async () => {
    const voucher = await optionOf(shop.undated.id, 'Voucher');
    const invoices = await invoiceCount();
    const response = await award('admin', {
      kind: 'experience',
      employeeId: people.other.id,
      activityId: shop.undated.id,
      priceOptionId: voucher.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CORPORATE_ADMIN_MESSAGES.employeeNotFound);
    expect(await invoiceCount()).toBe(invoices);
    expect(await mailsTo(t.db, 'corporate-award', people.other.email)).toEqual([]);
  });

  it('sees only its own employees, awards and invoices', async () => {
    const voucher = await optionOf(shop.undated.id, 'Voucher');
    const theirs = (
      await award('otherAdmin', {
        kind: 'experience',
        employeeId: people.other.id,
        activityId: shop.undated.id,
        priceOptionId: voucher.id,
      })
    ).json() as CorporateAward;
    const employees = (await as('admin', 'GET', '/api/corporate/employees?sort=name&dir=asc')).json();
    expect(employees.items.map((e: { email: string }) => e.email)).toEqual([
      people.admin.email,
      people.ana.email,
      people.bilal.email,
    ]);
    expect(employees.total).toBe(3);
    const byAwards = (await as('admin', 'GET', '/api/corporate/employees?sort=awards&dir=desc')).json();
    expect(byAwards.items.map((e: { email: string; awards: number }) => [e.email, e.awards])).toEqual([
      [people.bilal.email, 2],
      [people.ana.email, 1],
      [people.admin.email, 0],
    ]);
    const awards = (await as('admin', 'GET', '/api/corporate/awards')).json();
    expect(awards.items.every((a: CorporateAward) => a.employee.id !== people.other.id)).toBe(true);
    expect(
      (await as('otherAdmin', 'GET', '/api/corporate/awards')).json().items.map((a: CorporateAward) => a.id),
    ).toEqual([theirs.id]);

    const own = awards.items[0] as CorporateAward;
    const pdf = await as('admin', 'GET', `/api/corporate/invoices/${own.invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Asked from the Arabic site (the link carries its language cookie), it is printed in Arabic.
    const arabic = await t.app.inject({
      url: `/api/corporate/invoices/${own.invoice.id}/pdf`,
      headers: { ...bearer(people.admin.token), cookie: 'lang=ar' },
    });
    expect(arabic.statusCode).toBe(200);
    const arabicText = (await pdfText(arabic.rawPayload)).join('\n');
    expect(arabicText).toContain('رقم الفاتورة');
    expect(arabicText).toContain('تاريخ الفاتورة');
    expect(arabicText).not.toContain('Invoice number');
    expect((await pdfText(pdf.rawPayload)).join('\n')).toContain('Invoice number');
    expect((await as('admin', 'GET', `/api/corporate/invoices/${theirs.invoice.id}/pdf`)).statusCode).toBe(404);
  });

  it('sees the figures: employees, awards, invoiced and saved, star performers with the most awards first, awards per month', async () => {
    const dashboard = (await as('admin', 'GET', '/api/corporate/dashboard')).json() as CorporateDashboard;
    const rows = await t.db
      .select()
      .from(corporateAwards)
      .where(eq(corporateAwards.corporateId, dashboard.corporate.id));
    expect(dashboard.corporate.name).toBe('Falcon Labs');
    expect(dashboard.employees).toBe(3);
    expect(dashboard.awards).toBe(rows.length);
    expect(dashboard.invoiced).toBe(rows.reduce((s, r) => s + r.total, 0));
    expect(dashboard.saved).toBe(rows.reduce((s, r) => s + r.saved, 0));
    // Bilal has the pass and the yacht, Ana the safari.
    expect(dashboard.starPerformers.map((s) => [s.email, s.awards])).toEqual([
      [people.bilal.email, 2],
      [people.ana.email, 1],
    ]);
    expect(dashboard.awardsByMonth).toHaveLength(12);
    expect(dashboard.awardsByMonth.at(-1)).toMatchObject({
      month: dubaiDay().slice(0, 7),
      awards: rows.length,
      amount: dashboard.invoiced,
    });
  });

  it('is told so in its session; an employee who is not one gets 403', async () => {
    expect((await as('admin', 'GET', '/api/accounts/me')).json()).toMatchObject({ isCorporateAdmin: true });
    expect((await as('ana', 'GET', '/api/accounts/me')).json()).toMatchObject({ isCorporateAdmin: false });
    expect((await as('ana', 'GET', '/api/corporate/dashboard')).statusCode).toBe(403);
  });
});

describe("the provider's invoices for awards", () => {
  it('lists open, overdue and paid invoices; marking one paid records the bank reference once (409 after), audited, and the corporate sees it paid', async () => {
    const [staff] = await t.db
      .insert(customers)
      .values({
        email: 'finance@weekends.example.test',
        firstName: 'Finance',
        lastName: 'Team',
        staffRole: 'owner',
        isConfirmed: true,
      })
      .returning({ id: customers.id });
    const admin = bearer((await createSession(t.db, staff!.id, false, undefined, { secondFactor: true })).token);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
    const pay = (id: number, reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/corporate-invoices/${id}/payment`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: { reference },
      });

    const voucher = await optionOf(shop.undated.id, 'Voucher');
    const given = (
      await award('admin', {
        kind: 'experience',
        employeeId: people.bilal.id,
        activityId: shop.undated.id,
        priceOptionId: voucher.id,
      })
    ).json() as CorporateAward;
    // One of the corporate's invoices falls due yesterday (Dubai), so it is overdue.
    await t.db
      .update(corporateInvoices)
      .set({ dueOn: addDays(dubaiDay(), -1) })
      .where(eq(corporateInvoices.id, given.invoice.id));

    const overdue = (await get('/api/admin/corporate-invoices?status=overdue')).json();
    expect(overdue.items).toEqual([
      expect.objectContaining({
        id: given.invoice.id,
        overdue: true,
        paidAt: null,
        corporate: expect.objectContaining({ name: 'Falcon Labs' }),
        award: { title: given.title, employee: 'Bilal Employee' },
      }),
    ]);
    // In Arabic, the award reads in the experience's Arabic title while that still carries the English it kept.
    const arabicTitle = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/corporate-invoices?status=overdue',
          headers: { ...admin, 'x-weekends-language': 'ar' },
        })
      ).json().items[0].award.title;
    const [experience] = await t.db.select().from(activities).where(eq(activities.id, shop.undated.id));
    await t.db.update(activities).set({ titleAr: 'قسيمة التجربة' }).where(eq(activities.id, shop.undated.id));
    expect(given.title).toBe(experience!.title);
    expect(await arabicTitle()).toBe('قسيمة التجربة');
    await t.db.update(activities).set({ title: 'Renamed since' }).where(eq(activities.id, shop.undated.id));
    expect(await arabicTitle()).toBe(given.title);
    await t.db
      .update(activities)
      .set({ title: experience!.title, titleAr: experience!.titleAr })
      .where(eq(activities.id, shop.undated.id));
    const found = (await get(`/api/admin/corporate-invoices?q=${given.invoice.number}`)).json();
    expect(found).toMatchObject({ total: 1, items: [{ number: given.invoice.number, amount: given.total }] });

    expect((await pay(given.invoice.id, '   ')).statusCode).toBe(400);
    const [first, second] = await Promise.all([
      pay(given.invoice.id, 'ENBD-TRX-7781'),
      pay(given.invoice.id, 'ENBD-TRX-7781'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const paid = [first, second].find((r) => r.statusCode === 200)!.json();
    expect(paid).toMatchObject({
      id: given.invoice.id,
      overdue: false,
      paymentReference: 'ENBD-TRX-7781',
      paidAt: expect.any(String),
    });
    expect((await pay(999_999, 'X')).statusCode).toBe(404);

    const audit = await t.db.select().from(adminActions).where(eq(adminActions.action, 'invoice.paid'));
    expect(audit).toMatchObject([
      {
        adminId: staff!.id,
        subjectId: given.invoice.id,
        before: { paidAt: null },
        after: { paymentReference: 'ENBD-TRX-7781' },
      },
    ]);
    expect(
      (await get('/api/admin/corporate-invoices?status=overdue')).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(given.invoice.id);
    expect(
      (await get('/api/admin/corporate-invoices?status=paid')).json().items.map((i: { id: number }) => i.id),
    ).toEqual([given.invoice.id]);

    const theirs = (await as('admin', 'GET', `/api/corporate/awards?q=${given.invoice.number}`)).json();
    expect(theirs.items[0].invoice.paidAt).toBe(paid.paidAt);
    const pdf = await get(`/api/admin/corporate-invoices/${given.invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("credits the invoice when the employee cancels the award's voucher: nothing is owed, it cannot be marked paid, the figures drop", async () => {
    const [staff] = await t.db
      .insert(customers)
      .values({
        email: 'ledger@weekends.example.test',
        firstName: 'Ledger',
        lastName: 'Team',
        staffRole: 'owner',
        isConfirmed: true,
      })
      .returning({ id: customers.id });
    const admin = bearer((await createSession(t.db, staff!.id, false, undefined, { secondFactor: true })).token);
    const before = ((await as('admin', 'GET', '/api/corporate/dashboard')).json() as CorporateDashboard).invoiced;
    const voucher = await optionOf(shop.undated.id, 'Voucher');
    const given = (
      await award('admin', {
        kind: 'experience',
        employeeId: people.ana.id,
        activityId: shop.undated.id,
        priceOptionId: voucher.id,
      })
    ).json() as CorporateAward;
    expect(((await as('admin', 'GET', '/api/corporate/dashboard')).json() as CorporateDashboard).invoiced).toBe(
      before + given.total,
    );

    const [item] = await t.db
      .select({ id: bookedItems.id })
      .from(bookedItems)
      .where(eq(bookedItems.bookingId, given.bookingId));
    const cancelled = await as('ana', 'POST', `/api/booked-items/${item!.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // No card was charged: the corporate's invoice is credited instead.
    expect(cancelled.json()).toMatchObject({ status: 'not_charged' });

    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/corporate-invoices?q=${given.invoice.number}`,
        headers: admin,
      })
    ).json();
    expect(listed.items[0]).toMatchObject({ amount: given.total, credited: given.total, overdue: false, paidAt: null });
    const open = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/corporate-invoices?status=open&pageSize=100',
        headers: admin,
      })
    ).json();
    expect(open.items.map((i: { id: number }) => i.id)).not.toContain(given.invoice.id);
    const paying = await t.app.inject({
      method: 'POST',
      url: `/api/admin/corporate-invoices/${given.invoice.id}/payment`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: { reference: 'X-1' },
    });
    expect(paying.json()).toMatchObject({ statusCode: 409, code: 'NOTHING_DUE' });
    expect(
      (await t.db.select().from(corporateInvoices).where(eq(corporateInvoices.id, given.invoice.id)))[0]!.paidAt,
    ).toBeNull();

    expect(((await as('admin', 'GET', '/api/corporate/dashboard')).json() as CorporateDashboard).invoiced).toBe(before);
    expect(
      (await as('admin', 'GET', `/api/corporate/awards?q=${given.invoice.number}`)).json().items[0].invoice,
    ).toMatchObject({ credited: given.total });
    const [own] = await t.db
      .select({ corporateId: corporateInvoices.corporateId })
      .from(corporateInvoices)
      .where(eq(corporateInvoices.id, given.invoice.id));
    const printed = (
      await pdfText(
        (await corporateInvoicePdf(t.db, own!.corporateId, given.invoice.id, { printer: t.app.documents })).pdf,
      )
    ).join('\n');
    expect(printed).toContain('Credit for cancelled vouchers');
    expect(printed).toContain('Nothing is due: the vouchers of this award were cancelled.');
    // Printed without the test mark unless asked; this app's gateway is the sandbox, so both routes ask.
    expect(printed).not.toContain(TEST_MODE_MESSAGES.invoice);
    for (const [response, who] of [
      [await as('admin', 'GET', `/api/corporate/invoices/${given.invoice.id}/pdf`), 'corporate admin'],
      [await t.app.inject({ url: `/api/admin/corporate-invoices/${given.invoice.id}/pdf`, headers: admin }), 'staff'],
    ] as const) {
      expect(response.statusCode, who).toBe(200);
      expect(await pdfText(response.rawPayload), who).toContain(TEST_MODE_MESSAGES.invoice);
    }
  });
});

// Last: an award more changes the figures the tests above count.
describe('an award to an employee who reads Arabic', () => {
  it("mails an employee who reads Arabic in Arabic, the company's admin in theirs", async () => {
    await t.db.update(customers).set({ language: 'ar' }).where(eq(customers.id, people.bilal.id));
    const adult = await optionOf(shop.dated.id, 'Adult');
    const response = await award('admin', {
      kind: 'experience',
      employeeId: people.bilal.id,
      activityId: shop.dated.id,
      priceOptionId: adult.id,
      date: nextFriday(4),
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = (await mailsTo(t.db, 'corporate-award', people.bilal.email)).at(-1);
    expect(mail!.subject).toBe('أهدتك Falcon Labs تجربة Desert Safari');
    const invoiceMails = await mailsTo(t.db, 'corporate-invoice', people.admin.email);
    expect(invoiceMails.at(-1)!.subject).toMatch(/^Invoice /);
  });
});

describe("the corporate admin's page in Arabic", () => {
  const inArabic = (url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: {
        ...bearer(people.admin.token),
        [LANGUAGE_HEADER]: 'ar',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('titles awards, and finds what may be awarded, in the Arabic of the experience or pass given', async () => {
    const kayak = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      cityId: shop.city.id,
      prices: [{ price: 10_000, description: 'Single kayak', descriptionAr: 'كاياك فردي' }],
    });
    await t.db.update(bundles).set({ nameAr: 'باقة عطلة الفريق' }).where(eq(bundles.id, passId));

    // The search finds by the Arabic title too, and answers in Arabic.
    const catalog = await inArabic(`/api/corporate/catalog?q=${encodeURIComponent('كاياك')}`);
    expect(catalog.statusCode, catalog.body).toBe(200);
    expect((catalog.json() as AwardCatalog).experiences.map((e) => [e.title, e.options[0]?.description])).toEqual([
      ['كاياك بين أشجار القرم', 'كاياك فردي'],
    ]);
    const passes = (await inArabic('/api/corporate/catalog?q=Team')).json() as AwardCatalog;
    expect(passes.passes.map((p) => p.name)).toEqual(['باقة عطلة الفريق']);

    const option = await optionOf(kayak.id, 'Single kayak');
    const given = await inArabic('/api/corporate/awards', {
      kind: 'experience',
      employeeId: people.ana.id,
      activityId: kayak.id,
      priceOptionId: option.id,
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ title: 'كاياك بين أشجار القرم' });
    // The award keeps the English it was given with, for the invoice and the books.
    const [row] = await t.db.select().from(corporateAwards).where(eq(corporateAwards.id, given.json().id));
    expect(row!.title).toBe('Mangrove Kayak');

    const listed = (await inArabic('/api/corporate/awards?pageSize=100')).json() as { items: CorporateAward[] };
    const titles = new Set(listed.items.map((a) => a.title));
    expect(titles).toContain('كاياك بين أشجار القرم');
    expect(titles).toContain('باقة عطلة الفريق');
    expect(titles).not.toContain('Team Weekend Pass');
    // Searched by the Arabic title a reader sees.
    const found = (await inArabic(`/api/corporate/awards?q=${encodeURIComponent('القرم')}`)).json() as {
      items: CorporateAward[];
    };
    expect(found.items.map((a) => a.title)).toEqual(['كاياك بين أشجار القرم']);
    // An English reader reads the English.
    const english = (await as('admin', 'GET', '/api/corporate/awards?pageSize=100')).json() as {
      items: CorporateAward[];
    };
    expect(english.items.map((a) => a.title)).toContain('Mangrove Kayak');
    expect(english.items.map((a) => a.title)).toContain('Team Weekend Pass');
  });
});
