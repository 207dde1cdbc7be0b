import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_HOSTS_MESSAGES,
  PAYOUT_CSV_COLUMNS,
  payoutReference,
  type AdminPayoutsPage,
  type Payouts,
} from '@weekends/shared';
import { hostPayouts, hosts } from '../../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBuyer, insertHost, parseCsv, sell, type Caller } from '../../sales/testing/sales.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

let t: TestApp;
let admin: { id: number; token: string };
let oasis: Caller;
let dunes: Caller;
let quiet: Caller;

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(admin.token), 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });
const may = async () => (await asAdmin('GET', '/api/admin/payouts?month=2026-05')).json() as AdminPayoutsPage;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAs(t, { staffRole: 'owner' });
  oasis = await insertHost(t, 'Oasis Adventures');
  dunes = await insertHost(t, '=Dunes Co');
  quiet = await insertHost(t, 'Quiet Host');
  await t.db
    .update(hosts)
    .set({
      accountHolder: 'Oasis Adventures LLC',
      iban: 'AE070331234567890123456',
      swiftCode: 'EBILAEAD',
      bankName: 'Emirates NBD',
    })
    .where(eq(hosts.customerId, oasis.id));
  const buyer = await insertBuyer(t, 'Amira', 'Retail');
  const safari = await t.fixtures.insertActivity({ title: 'Desert Safari', hostId: oasis.id });
  const kayak = await t.fixtures.insertActivity({ title: 'Kayak Tour', hostId: dunes.id });
  await t.fixtures.insertActivity({ title: 'Quiet Walk', hostId: quiet.id });
  await sell(t, buyer.id, [
    // In May on the Dubai calendar: 30 April 20:30 UTC is 1 May 00:30 in Dubai.
    { activityId: safari.id, hostAmount: 16_000, redeemedAt: new Date('2026-04-30T20:30:00Z') },
    { activityId: safari.id, hostAmount: 8_000, redeemedAt: new Date('2026-05-31T19:59:00Z') },
    // June in Dubai (31 May 20:00 UTC), not redeemed, cancelled: none counts for May.
    { activityId: safari.id, hostAmount: 4_000, redeemedAt: new Date('2026-05-31T20:00:00Z') },
    { activityId: safari.id, hostAmount: 2_000 },
    {
      activityId: safari.id,
      hostAmount: 1_000,
      redeemedAt: new Date('2026-05-05T10:00:00Z'),
      cancelledAt: new Date('2026-05-06T10:00:00Z'),
    },
    { activityId: kayak.id, hostAmount: 5_000, redeemedAt: new Date('2026-05-20T10:00:00Z') },
  ]);
  await t.db.insert(hostPayouts).values({ hostId: dunes.id, month: '2026-05-01', amount: 1_000, reference: 'PART' });
}, 60_000);

afterAll(() => t.close());

describe('GET /api/admin/payouts', () => {
  it("counts per host the host amounts of vouchers redeemed in the Dubai month, less that month's payouts", async () => {
    const page = await may();
    expect(page).toMatchObject({ month: '2026-05', total: 2, totalDue: 24_000 + 4_000 });
    expect(page.items).toEqual([
      {
        hostId: oasis.id,
        businessName: 'Oasis Adventures',
        redeemedItems: 2,
        amountDue: 24_000,
        paid: 0,
        due: 24_000,
        hasBankDetails: true,
        suggestedReference: payoutReference(oasis.id, '2026-05'),
      },
      {
        hostId: dunes.id,
        businessName: '=Dunes Co',
        redeemedItems: 1,
        amountDue: 5_000,
        paid: 1_000,
        due: 4_000,
        hasBankDetails: false,
        suggestedReference: payoutReference(dunes.id, '2026-05'),
      },
    ]);
    const june = (await asAdmin('GET', '/api/admin/payouts?month=2026-06')).json() as AdminPayoutsPage;
    expect(june.items.map((r) => [r.hostId, r.due])).toEqual([[oasis.id, 4_000]]);
    expect((await asAdmin('GET', '/api/admin/payouts?month=2026-13')).statusCode).toBe(400);
    const searched = (
      await asAdmin('GET', '/api/admin/payouts?month=2026-05&q=dunes&sort=business&dir=asc')
    ).json() as AdminPayoutsPage;
    expect(searched.items.map((r) => r.hostId)).toEqual([dunes.id]);
  });
});

describe('POST /api/admin/payouts', () => {
  const mark = (body: Record<string, unknown>) =>
    asAdmin('POST', '/api/admin/payouts', { hostId: oasis.id, month: '2026-05', reference: 'FT26050001', ...body });

  it('refuses an amount above the due, a missing reference, nothing due and a future month', async () => {
    expect((await mark({ amount: 24_001, expectedDue: 24_000 })).json()).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
      message: ADMIN_HOSTS_MESSAGES.amountTooHigh,
    });
    expect((await mark({ amount: 0, expectedDue: 24_000 })).statusCode).toBe(400);
    expect((await mark({ amount: 100, expectedDue: 24_000, reference: '  ' })).json().fieldErrors.reference).toEqual([
      ADMIN_HOSTS_MESSAGES.referenceRequired,
    ]);
    expect((await mark({ hostId: quiet.id, amount: 100, expectedDue: 0 })).json()).toMatchObject({
      code: 'NOTHING_DUE',
    });
    expect((await mark({ month: '2099-01', amount: 100, expectedDue: 0 })).json()).toMatchObject({
      code: 'FUTURE_MONTH',
    });
    expect((await mark({ hostId: 999_999, amount: 100, expectedDue: 0 })).statusCode).toBe(404);
    expect(await t.db.select().from(hostPayouts).where(eq(hostPayouts.hostId, oasis.id))).toEqual([]);
  });

  it('records a part payment, then refuses the same form sent twice at once: one payout only', async () => {
    const part = await mark({ amount: 10_000, expectedDue: 24_000 });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      hostId: oasis.id,
      month: '2026-05',
      amount: 10_000,
      reference: 'FT26050001',
      due: 14_000,
    });

    const [first, second] = await Promise.all([
      mark({ amount: 14_000, expectedDue: 14_000, reference: 'FT26050002' }),
      mark({ amount: 14_000, expectedDue: 14_000, reference: 'FT26050002' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'DUE_CHANGED',
      message: ADMIN_HOSTS_MESSAGES.dueChanged,
    });

    const rows = await t.db.select().from(hostPayouts).where(eq(hostPayouts.hostId, oasis.id));
    expect(rows.map((r) => [r.month, r.amount, r.reference, r.createdBy])).toEqual([
      ['2026-05-01', 10_000, 'FT26050001', admin.id],
      ['2026-05-01', 14_000, 'FT26050002', admin.id],
    ]);
    expect((await may()).items.find((r) => r.hostId === oasis.id)).toMatchObject({ paid: 24_000, due: 0 });
    expect((await mark({ amount: 1, expectedDue: 0 })).json()).toMatchObject({ code: 'NOTHING_DUE' });

    const log = (await actionsOn(t, 'host', oasis.id)).filter((a) => a.action === 'payout.record');
    expect(log.map((a) => [a.before, a.after, (a.detail as { reference: string }).reference])).toEqual([
      [{ month: '2026-05', paid: 0, due: 24_000 }, { month: '2026-05', paid: 10_000, due: 14_000 }, 'FT26050001'],
      [{ month: '2026-05', paid: 10_000, due: 14_000 }, { month: '2026-05', paid: 24_000, due: 0 }, 'FT26050002'],
    ]);

    // The host's own Payouts tab shows what was paid for the month.
    const own = (await oasis.call('GET', '/api/host/payouts')).json() as Payouts;
    expect(own.months.find((m) => m.month === '2026-05')).toMatchObject({ amountDue: 24_000, paid: 24_000 });
  });
});

describe('the CSV for the bank and the host statement', () => {
  it('lists each host still owed, with its bank details and reference; formulas escaped', async () => {
    const response = await asAdmin('GET', '/api/admin/payouts/export.csv?month=2026-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payouts-2026-05.csv"');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...PAYOUT_CSV_COLUMNS]);
    // Oasis was paid in full by the test before; Dunes still has 40.00 due and no bank details yet.
    expect(rows.slice(1)).toEqual([["'=Dunes Co", '', '', '', '', '40.00', payoutReference(dunes.id, '2026-05')]]);
    const june = parseCsv((await asAdmin('GET', '/api/admin/payouts/export.csv?month=2026-06')).body);
    expect(june.slice(1)).toEqual([
      [
        'Oasis Adventures',
        'Oasis Adventures LLC',
        'AE070331234567890123456',
        'EBILAEAD',
        'Emirates NBD',
        '40.00',
        payoutReference(oasis.id, '2026-06'),
      ],
    ]);
  });

  it("sends any host's statement as the host gets it, PDF and CSV", async () => {
    const csv = await asAdmin('GET', `/api/admin/hosts/${oasis.id}/payouts/2026-05/statement.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe((await oasis.call('GET', '/api/host/payouts/2026-05/statement.csv')).body);
    const pdf = await asAdmin('GET', `/api/admin/hosts/${oasis.id}/payouts/2026-05/statement.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await asAdmin('GET', `/api/admin/hosts/${quiet.id}/payouts/2026-05/statement.csv`)).statusCode).toBe(404);
  });
});
