import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { addDays, dubaiDay, type AccountDeletion, type DataExport, type YourData } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { pinClock } from '../../test/clock.ts';
import {
  accountDeletions,
  addresses,
  authenticatorApps,
  bookedItems,
  cancellations,
  customers,
  dataExports,
  favorites,
  hosts,
  interestRequests,
  newsletterSubscriptions,
  orders,
  outbox,
  passkeys,
  recoveryCodes,
  reviews,
  sessions,
} from '../../db/schema/index.ts';
import { openShop, nextFriday, type Shopper } from '../checkout/testing/shop.ts';
import { boundShopper, payOnSandbox } from '../checkout/testing/buyers.ts';
import { insertBooking, itemsOfOrder, mailsTo, order } from '../aftersale/testing/vouchers.ts';
import { renderMailAttachment } from '../checkout/index.ts';
import { pdfText } from '../../lib/documents/testing/pdf-text.ts';
import { privacyDeps, type PrivacyDeps } from './index.ts';
import { exportFile } from './export.ts';
import { eraseAccount, privacySweep, erasedEmail } from './erasure.ts';

/**
 * The customer's data rights against the real database: the export's ZIP for a seeded customer (its JSON and the
 * invoice's PDF) and who may download it; the deletion's grace period, its cancellation by a sign-in, the voucher
 * choice both ways, and an erasure that leaves the tax records (under the replaced name) and nothing else personal.
 * The clock is pinned (a Wednesday morning in Dubai), and the later times the rules read are passed to the services
 * (`now`), so the 14-day and 7-day edges and the vouchers' days do not depend on when the suite runs.
 */
pinClock('2026-06-10T08:00:00Z');
let t: TestApp;
let deps: PrivacyDeps;
let shop: Awaited<ReturnType<typeof openShop>>;

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  deps = privacyDeps(t.app);
  shop = await openShop(t);
});
afterAll(() => t?.close());

/** A confirmed customer with a unique name (so a search of the whole database for it means something). */
async function customer() {
  const lastName = `Zubaidi${randomUUID().slice(0, 8)}`;
  const account = await signUp(t.app, {
    firstName: 'Mariam',
    lastName,
    email: `${lastName.toLowerCase()}@example.test`,
  });
  await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, account.user.id));
  const shopper = boundShopper(t.app, account.token, account.user.id);
  return { ...account, id: account.user.id as number, lastName, shopper };
}

/** A paid order through the sandbox's page and the return page; answers the order id. */
async function paidOrder(buyer: Shopper, lines: Parameters<typeof order>[2]) {
  const created = await order(buyer, t.db, lines);
  expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
  const back = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
  expect(back.json().order.status).toBe('paid');
  return created.orderId;
}

/** Everything else a customer leaves with us: an address, a favourite, a review, newsletter and interest requests. */
async function personalTraces(person: Awaited<ReturnType<typeof customer>>) {
  await t.db.insert(addresses).values({
    customerId: person.id,
    firstName: 'Mariam',
    lastName: person.lastName,
    phoneNumber: '+971501112233',
    email: person.email,
    address: 'Villa 7',
    street: 'Al Wasl Road',
    cityId: shop.city.id,
    poBoxNo: '1234',
  });
  await t.db.insert(favorites).values({ customerId: person.id, activityId: shop.dated.id });
  await t.db.insert(reviews).values({
    customerId: person.id,
    activityId: shop.undated.id,
    title: 'Lovely',
    content: 'A calm day',
    rating: 5,
    isPublished: true,
  });
  await t.db.insert(newsletterSubscriptions).values({ email: person.email.toUpperCase(), source: 'home' });
  await t.db.insert(interestRequests).values({
    activityId: shop.dated.id,
    firstName: 'Mariam',
    lastName: person.lastName,
    email: person.email,
    phoneNumber: '+971501112233',
  });
}

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

/** Waits for a state of the database rather than a fixed time. */
async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('state not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logIn = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });

const overview = async (who: Shopper) => (await who.call('GET', '/api/privacy')).json() as YourData;

describe('Download my data', () => {
  it("prepares a ZIP of the customer's data and invoices, mails its link, and serves it to its owner only", async () => {
    const person = await customer();
    await personalTraces(person);
    const orderId = await paidOrder(person.shopper, [{ activityId: shop.undated.id }]);
    const [voucher] = await itemsOfOrder(t.db, orderId);

    const asked = await person.shopper.call('POST', '/api/privacy/exports');
    expect(asked.statusCode, asked.body).toBe(202);
    const preparing = asked.json() as DataExport;
    expect(preparing.status).toBe('preparing');

    const [mail] = await until(async () => {
      const mails = await mailsTo(t.db, 'data-export-ready', person.email);
      return mails.length > 0 && mails;
    });
    const link = /\/customer\/dashboard\/security\?export=(\d+)&amp;token=([^"&\s]+)/.exec(mail!.html)!;
    expect(Number(link[1])).toBe(preparing.id);
    const token = decodeURIComponent(link[2]!);
    const ready = (await overview(person.shopper)).export!;
    expect(ready.status).toBe('ready');
    expect(new Date(ready.expiresAt!).getTime()).toBeGreaterThan(later(6.9).getTime());
    expect(new Date(ready.expiresAt!).getTime()).toBeLessThanOrEqual(later(7).getTime());

    const file = await person.shopper.call(
      'GET',
      `/api/privacy/exports/${preparing.id}/file?token=${encodeURIComponent(token)}`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = await unzip(file.rawPayload);

    const profile = json(entries, 'profile.json');
    expect(profile).toMatchObject({
      id: person.id,
      email: person.email,
      lastName: person.lastName,
      firstName: 'Mariam',
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(json(entries, 'addresses.json')).toEqual([
      expect.objectContaining({ street: 'Al Wasl Road', poBoxNo: '1234' }),
    ]);
    const orderFile = json(entries, 'orders.json');
    expect(orderFile).toHaveLength(1);
    expect(orderFile[0]).toMatchObject({ id: orderId, status: 'paid', contact: { lastName: person.lastName } });
    expect(orderFile[0].lines).toEqual([expect.objectContaining({ activity: 'Spa Day', quantity: 1 })]);
    const vouchers = json(entries, 'vouchers.json');
    expect(vouchers).toEqual([expect.objectContaining({ voucherCode: voucher!.voucherCode, activity: 'Spa Day' })]);
    expect(vouchers[0].history.map((h: { kind: string }) => h.kind)).toContain('paid');
    expect(json(entries, 'reviews.json')).toEqual([expect.objectContaining({ title: 'Lovely', rating: 5 })]);
    expect(json(entries, 'favourites.json')).toEqual([expect.objectContaining({ activity: 'Desert Safari' })]);
    expect(json(entries, 'newsletter.json')).toEqual([expect.objectContaining({ source: 'home' })]);
    expect(json(entries, 'interest-requests.json')).toEqual([expect.objectContaining({ activity: 'Desert Safari' })]);
    const signIns = json(entries, 'sign-in-history.json');
    expect(signIns.length).toBeGreaterThanOrEqual(1);
    // From the sign-in log: how the person signed in, kept after the session ended.
    expect(signIns[0]).toMatchObject({ method: expect.stringMatching(/^(sign-up|password)$/) });
    expect(json(entries, 'signed-in-devices.json').length).toBeGreaterThanOrEqual(1);
    expect(signIns[0]).toHaveProperty('ipAddress');
    expect(signIns[0]).toHaveProperty('userAgent');
    expect(signIns[0]).toHaveProperty('place');
    expect(signIns[0]).not.toHaveProperty('tokenHash');
    const invoices = [...entries.keys()].filter((name) => name.startsWith('invoices/'));
    expect(invoices).toEqual([expect.stringMatching(/^invoices\/tax-invoice-WK-\d+\.pdf$/)]);
    const pdf = entries.get(invoices[0]!)!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(pdf)).join(' ')).toContain(person.lastName);

    // Another account, even with the link, learns nothing; a forged token neither.
    const other = await customer();
    const stolen = await other.shopper.call(
      'GET',
      `/api/privacy/exports/${preparing.id}/file?token=${encodeURIComponent(token)}`,
    );
    expect(stolen.statusCode).toBe(404);
    const forged = await person.shopper.call(
      'GET',
      `/api/privacy/exports/${preparing.id}/file?token=x${token.slice(1)}`,
    );
    expect(forged.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${preparing.id}/file?token=${token}`,
    });
    expect(anonymous.statusCode).toBe(401);

    // After 7 days the link is refused as expired, and the cleanup removes the file.
    await expect(exportFile(deps, person.id, preparing.id, token, later(7.1))).rejects.toMatchObject({
      statusCode: 410,
    });
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, preparing.id));
    expect(await deps.storage.read(row!.fileKey!)).not.toBeNull();
    await privacySweep(deps, later(7.1));
    expect(await deps.storage.read(row!.fileKey!)).toBeNull();
    const [removed] = await t.db.select().from(dataExports).where(eq(dataExports.id, preparing.id));
    expect(removed!.removedAt).not.toBeNull();
  });

  it('says so when an export is already being prepared', async () => {
    const person = await customer();
    await t.db.insert(dataExports).values({ customerId: person.id });
    const again = await person.shopper.call('POST', '/api/privacy/exports');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXPORT_PENDING', messageKey: 'dataRights.exportPending' });
  });
});

describe('Delete my account', () => {
  const ask = (who: Shopper, body: object) => who.call('POST', '/api/privacy/deletion', body);

  it('is confirmed by the password, or by a session verified in the last 15 minutes', async () => {
    const person = await customer();
    const wrong = await ask(person.shopper, { password: 'Wrong#2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fieldErrors: { password: ['Wrong password!'] } });
    const unproven = await ask(person.shopper, {});
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().code).toBe('REVERIFY_REQUIRED');
    // A passkey or second factor proved 20 minutes ago is too old; 1 minute ago is enough.
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.customerId, person.id));
    expect((await ask(person.shopper, {})).statusCode).toBe(403);
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.customerId, person.id));
    const proven = await ask(person.shopper, {});
    expect(proven.statusCode, proven.body).toBe(201);
    expect((await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, person.id))).length).toBe(
      1,
    );
    const twice = await ask(person.shopper, { password: strongPassword });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DELETION_PENDING');
  });

  it('is not for hosts (closed through the provider) nor for staff', async () => {
    const host = await customer();
    await t.db.insert(hosts).values({ customerId: host.id, businessName: 'Dunes LLC', status: 'approved' });
    await t.db.update(customers).set({ isHost: true }).where(eq(customers.id, host.id));
    const refused = await ask(host.shopper, { password: strongPassword });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('HOST_CLOSES_THROUGH_PROVIDER');
    expect((await overview(host.shopper)).closure).toBe('host');

    const staff = await customer();
    await t.db.update(customers).set({ staffRole: 'owner' }).where(eq(customers.id, staff.id));
    const staffRefused = await ask(staff.shopper, { password: strongPassword });
    expect(staffRefused.statusCode).toBe(403);
    expect(staffRefused.json().code).toBe('STAFF_CANNOT_DELETE');
  });

  it('waits 14 days, and signing in meanwhile cancels it (mail and notice)', async () => {
    const person = await customer();
    const asked = await ask(person.shopper, { password: strongPassword });
    expect(asked.statusCode, asked.body).toBe(201);
    const deletion = asked.json() as AccountDeletion;
    const due = new Date(deletion.dueAt).getTime();
    expect(due - new Date(deletion.requestedAt).getTime()).toBe(14 * DAY);
    const [requestedMail] = await mailsTo(t.db, 'deletion-requested', person.email);
    expect(requestedMail!.text).toContain('5 years');
    expect(requestedMail!.text).toContain('Deleted customer');
    expect((await overview(person.shopper)).deletion).toMatchObject({ dueAt: deletion.dueAt });

    // Day 13: nothing happens yet.
    expect((await privacySweep(deps, later(13))).erased).toBe(0);
    const [kept] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(kept!.lastName).toBe(person.lastName);

    const signedIn = await logIn(person.email, strongPassword);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [row] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, person.id));
    expect(row).toMatchObject({ cancelCause: 'signed-in', erasedAt: null });
    expect(row!.cancelledAt).not.toBeNull();
    expect(await mailsTo(t.db, 'deletion-cancelled', person.email)).toHaveLength(1);
    const after = await overview(person.shopper);
    expect(after.deletion).toBeNull();
    expect(after.deletionCancelledAt).not.toBeNull();

    // The day it would have been due, nothing is erased.
    await privacySweep(deps, later(15));
    const [still] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(still!.email).toBe(person.email);
  });

  it('asked from two tabs at the same moment, is made once and mailed once', async () => {
    const person = await customer();
    const answers = await Promise.all([
      ask(person.shopper, { password: strongPassword }),
      ask(person.shopper, { password: strongPassword }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, person.id))).toHaveLength(
      1,
    );
    expect(await mailsTo(t.db, 'deletion-requested', person.email)).toHaveLength(1);
  });

  it('can be cancelled by the customer', async () => {
    const person = await customer();
    expect((await ask(person.shopper, { password: strongPassword })).statusCode).toBe(201);
    expect((await person.shopper.call('DELETE', '/api/privacy/deletion')).statusCode).toBe(204);
    expect((await person.shopper.call('DELETE', '/api/privacy/deletion')).statusCode).toBe(404);
    expect((await overview(person.shopper)).deletion).toBeNull();
    expect((await overview(person.shopper)).deletionCancelledAt).toBeNull();
  });

  it('erases everything personal and keeps the tax records under the replaced name', async () => {
    const person = await customer();
    await personalTraces(person);
    const orderId = await paidOrder(person.shopper, [{ activityId: shop.undated.id }]);
    // The undated voucher is used, so nothing waits.
    await t.db.update(bookedItems).set({ redeemedAt: new Date() }).where(eq(bookedItems.customerId, person.id));
    await t.db.insert(passkeys).values({
      customerId: person.id,
      credentialId: randomUUID(),
      publicKey: 'key',
      deviceType: 'multiDevice',
      name: 'Phone',
    });
    await t.db.insert(recoveryCodes).values({ customerId: person.id, codeHash: 'hash' });
    await t.db.insert(authenticatorApps).values({ customerId: person.id, secretEncrypted: 'secret' });
    expect((await person.shopper.call('POST', '/api/privacy/exports')).statusCode).toBe(202);
    await until(async () => (await overview(person.shopper)).export?.status === 'ready');

    expect((await ask(person.shopper, { password: strongPassword })).statusCode).toBe(201);
    expect((await privacySweep(deps, later(14.01))).erased).toBeGreaterThanOrEqual(1);

    const [erased] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(erased).toMatchObject({
      firstName: 'Deleted',
      lastName: 'customer',
      email: erasedEmail(person.id),
      phoneNumber: null,
      passwordHash: null,
      socialSubject: null,
    });
    // The tax records stay, under the replaced name.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept!.status).toBe('paid');
    expect(kept!.contact).toMatchObject({ firstName: 'Deleted', lastName: 'customer', phoneNumber: null });
    expect(await itemsOfOrder(t.db, orderId)).toHaveLength(1);
    const invoice = await renderMailAttachment({ printer: t.app.documents, testMode: true })(
      { kind: 'tax-invoice', orderId },
      t.db,
    );
    const text = (await pdfText(invoice.content)).join(' ');
    expect(text).toContain('Deleted customer');
    expect(text).not.toContain(person.lastName);
    // The review stays, its author now the deleted customer.
    expect(await t.db.select().from(reviews).where(eq(reviews.customerId, person.id))).toHaveLength(1);

    // Every table with a customer column: only the tax records, the review and the deletion's own record remain.
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('customer_id', 'employee_id', 'from_customer_id', 'to_customer_id', 'awarded_by')
    `);
    const remaining: Record<string, number> = {};
    for (const { table_name, column_name } of columns.rows) {
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${person.id}`,
      );
      if (result.rows[0]!.n > 0) remaining[`${table_name}.${column_name}`] = result.rows[0]!.n;
    }
    expect(Object.keys(remaining).sort()).toEqual([
      'account_deletions.customer_id',
      'booked_items.customer_id',
      'bookings.customer_id',
      'orders.customer_id',
      'reviews.customer_id',
    ]);

    // And no text anywhere holds the name or the address, but the one mail telling them it is done. The sandbox
    // gateway's own tables stand for the card processor's side (with Stripe, Stripe's records), not ours.
    const textColumns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')
        and table_name not like 'sandbox\_%'
    `);
    const found: string[] = [];
    for (const { table_name, column_name } of textColumns.rows) {
      for (const needle of [person.lastName.toLowerCase(), person.email.toLowerCase()]) {
        const excluded = table_name === 'outbox' ? sql`and template <> 'account-erased'` : sql``;
        const result = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}
              where lower(${sql.identifier(column_name)}::text) like ${`%${needle}%`} ${excluded}`,
        );
        if (result.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
      }
    }
    expect(found).toEqual([]);
    const [done] = await mailsTo(t.db, 'account-erased', person.email);
    expect(done!.text).toContain('Deleted customer');
    // Nobody can sign in as them any more.
    expect((await logIn(person.email, strongPassword)).statusCode).toBe(401);
  });

  it("with 'wait', waits until the last unused voucher is used", async () => {
    const person = await customer();
    const day = addDays(dubaiDay(), 30);
    const [item] = await insertBooking(t, person.id, [{ activityId: shop.dated.id, bookedFor: day }]);
    expect((await overview(person.shopper)).vouchers).toMatchObject({ unused: 1 });
    const noChoice = await ask(person.shopper, { password: strongPassword });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().code).toBe('VOUCHER_CHOICE_REQUIRED');
    const asked = await ask(person.shopper, { password: strongPassword, voucherChoice: 'wait' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ voucherChoice: 'wait', waitingForVouchers: 1 });
    const [mail] = await mailsTo(t.db, 'deletion-requested', person.email);
    expect(mail!.text).toContain('1 unused voucher');

    await privacySweep(deps, later(15));
    const [waiting] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(waiting!.lastName).toBe(person.lastName);
    expect((await t.db.select().from(bookedItems).where(eq(bookedItems.id, item!.id)))[0]!.cancelledAt).toBeNull();

    await t.db.update(bookedItems).set({ redeemedAt: new Date() }).where(eq(bookedItems.id, item!.id));
    await privacySweep(deps, later(15));
    const [erased] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(erased!.lastName).toBe('customer');
  });

  it("with 'refund', cancels and refunds the unused vouchers through the customer's own cancellation", async () => {
    const person = await customer();
    const orderId = await paidOrder(person.shopper, [{ activityId: shop.dated.id, date: nextFriday(10) }]);
    const [item] = await itemsOfOrder(t.db, orderId);
    expect((await overview(person.shopper)).vouchers).toEqual({ unused: 1, refundable: 1 });

    const asked = await ask(person.shopper, { password: strongPassword, voucherChoice: 'refund' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ voucherChoice: 'refund', waitingForVouchers: 0 });
    const [cancelled] = await t.db.select().from(bookedItems).where(eq(bookedItems.id, item!.id));
    expect(cancelled!.cancelledAt).not.toBeNull();
    const [refund] = await t.db
      .select()
      .from(cancellations)
      .where(and(eq(cancellations.customerId, person.id), eq(cancellations.orderId, orderId)));
    expect(refund!.amount).toBe(item!.total);
    expect(['refund_pending', 'refunded']).toContain(refund!.status);
    // The refund job mails the customer once the card is refunded: that happens within seconds, not 14 days, so the
    // erasure comes after it (its mail is one the erasure must remove), as it always will outside a test.
    await vi.waitFor(
      async () => {
        const [done] = await t.db.select().from(cancellations).where(eq(cancellations.id, refund!.id));
        expect(done!.status).toBe('refunded');
        expect(await mailsTo(t.db, 'payment-refunded', person.email)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );

    await privacySweep(deps, later(14.01));
    const [erased] = await t.db.select().from(customers).where(eq(customers.id, person.id));
    expect(erased!.firstName).toBe('Deleted');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.contact.lastName).toBe('customer');
    const [outboxLeft] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${person.email.toLowerCase()} and template <> 'account-erased'`);
    expect(outboxLeft!.n).toBe(0);
  });

  // Two transactions waiting on each other's locks need a database server (CI's DATABASE_URL): the embedded PGlite runs
  // one transaction at a time, so the crossing cannot happen there and the erasure waited for ever.
  it.runIf(process.env.DATABASE_URL)(
    "crossing a refund of the customer's order (the order locked, then the customer's row checked), both finish",
    async () => {
      // A refund's transaction locks the order, then inserts a cancellation naming the customer: its foreign key takes
      // a KEY SHARE lock on the customer's row. An erasure that locked the customer's row before the orders waited for
      // the order while the refund waited for the customer: PostgreSQL ended one for a deadlock (seen in CI, where the
      // refund's webhook ran during the sweep). The erasure takes the orders first, as every money transaction does.
      const person = await customer();
      const orderId = await paidOrder(person.shopper, [{ activityId: shop.dated.id, date: nextFriday(11) }]);
      const [deletion] = await t.db
        .insert(accountDeletions)
        .values({
          customerId: person.id,
          requestedAt: new Date(),
          dueAt: new Date(),
          voucherChoice: 'wait',
          language: 'en',
        })
        .returning();

      let orderLocked!: () => void;
      const locked = new Promise<void>((resolve) => (orderLocked = resolve));
      let goOn!: () => void;
      const refundGoesOn = new Promise<void>((resolve) => (goOn = resolve));
      const refund = t.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        orderLocked();
        await refundGoesOn;
        await tx.execute(sql`select id from customers where id = ${person.id} for key share`);
      });
      await locked;
      const erasing = eraseAccount(deps, deletion!);
      // The erasure is waiting for the order's lock before the refund goes on.
      await vi.waitFor(
        async () => {
          const waiting = await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting.rows[0]!.n).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      goOn();
      await expect(refund).resolves.toBeUndefined();
      await expect(erasing).resolves.toBe(true);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.contact.lastName).toBe('customer');
    },
  );
});
