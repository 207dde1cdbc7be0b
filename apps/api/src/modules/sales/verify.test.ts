import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  dubaiDay,
  fillMessage,
  HOST_SALES_MESSAGES,
  longDay,
  REDEEM_MESSAGES,
  shortDay,
  type HostBookedItem,
} from '@weekends/shared';
import { bookedItemEvents, bookedItems } from '../../db/schema/index.ts';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { WRONG_CODE_LIMIT } from './rate-limits.ts';
import { verifyVoucher, type WrongCodes } from './verify.ts';
import { insertBuyer, insertHost, sell, type Caller } from './testing/sales.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

/**
 * Verifying a voucher at the door: only the host's own items, the same refusal for every wrong code (so nothing leaks
 * about other hosts' codes), a voucher redeemed once however many scans race, and wrong codes limited per host.
 */
let t: TestApp;
/**
 * The run's Redis for state that instances share (src/test/redis.ts): behind a load balancer they share limits
 * through it. '' on a machine without one, where each instance counts on its own.
 */
const REDIS_URL = inject('sharedRedisUrl');

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
const testApp = () => t;
afterAll(() => t?.close());

/** A host with one activity and `count` pending vouchers of it. */
async function hostWithVouchers(count: number, t = testApp()) {
  const host = await insertHost(t, 'Desert Co');
  const activity = await t.fixtures.insertActivity({ title: 'Desert Safari', hostId: host.id });
  const buyer = await insertBuyer(t, 'Amira', 'Retail');
  const vouchers = await sell(
    t,
    buyer.id,
    Array.from({ length: count }, () => ({ activityId: activity.id })),
  );
  return { host, vouchers };
}

const verify = (host: Caller, body: object) => host.call('POST', '/api/host/verify', body);
const redeemedEvents = async (id: number) =>
  (
    await t.db
      .select()
      .from(bookedItemEvents)
      .where(and(eq(bookedItemEvents.bookedItemId, id), eq(bookedItemEvents.kind, 'redeemed')))
  ).length;
const itemRow = async (id: number) => (await t.db.select().from(bookedItems).where(eq(bookedItems.id, id)))[0]!;
const incorrect = {
  statusCode: 400,
  code: 'CODE_INCORRECT',
  message: HOST_SALES_MESSAGES.codeIncorrect,
  fieldErrors: { code: [HOST_SALES_MESSAGES.codeIncorrect] },
};

describe('verifying a voucher', () => {
  it("redeems the row's own code: Pending becomes Verified, once, with the history written", async () => {
    const { host, vouchers } = await hostWithVouchers(1);
    const voucher = vouchers[0]!;
    const response = await verify(host, { code: voucher.voucherCode, bookedItemId: voucher.id });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { item: HostBookedItem; message: string };
    expect(answer.message).toBe(HOST_SALES_MESSAGES.verified);
    expect(answer.item).toMatchObject({
      id: voucher.id,
      status: 'verified',
      redeemedAt: expect.any(String),
      customerName: 'Amira Retail',
    });
    expect(await redeemedEvents(voucher.id)).toBe(1);

    const again = await verify(host, { code: voucher.voucherCode, bookedItemId: voucher.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED', message: HOST_SALES_MESSAGES.alreadyVerified });
    expect(await redeemedEvents(voucher.id)).toBe(1);
  });

  it('finds a scanned code among the host’s items, typed in any case and with spaces around', async () => {
    const { host, vouchers } = await hostWithVouchers(2);
    const response = await verify(host, { code: ` ${vouchers[1]!.voucherCode.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.id).toBe(vouchers[1]!.id);
    expect((await itemRow(vouchers[0]!.id)).redeemedAt).toBeNull();
  });

  it("refuses a wrong code, another row's code, another host's code and an unknown code with the same answer", async () => {
    const { host, vouchers } = await hostWithVouchers(2);
    const other = await hostWithVouchers(1);
    const theirs = other.vouchers[0]!;
    const answers = [
      await verify(host, { code: 'WRONG234', bookedItemId: vouchers[0]!.id }),
      // The code of the host's other row does not open this row.
      await verify(host, { code: vouchers[1]!.voucherCode, bookedItemId: vouchers[0]!.id }),
      // Another host's item, scanned, or named with its right code.
      await verify(host, { code: theirs.voucherCode }),
      await verify(host, { code: theirs.voucherCode, bookedItemId: theirs.id }),
      await verify(host, { code: 'NOSUCH23' }),
      await verify(host, { code: 'NOSUCH23', bookedItemId: 999_999 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(keyed(incorrect));
    }
    for (const id of [vouchers[0]!.id, vouchers[1]!.id, theirs.id]) expect((await itemRow(id)).redeemedAt).toBeNull();
  });

  it('refuses a cancelled voucher, and an empty code before anything is looked up', async () => {
    const { host, vouchers } = await hostWithVouchers(1);
    await t.db.update(bookedItems).set({ cancelledAt: new Date() }).where(eq(bookedItems.id, vouchers[0]!.id));
    const response = await verify(host, { code: vouchers[0]!.voucherCode, bookedItemId: vouchers[0]!.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VOUCHER_CANCELLED', message: HOST_SALES_MESSAGES.cancelled });
    expect((await itemRow(vouchers[0]!.id)).redeemedAt).toBeNull();

    const empty = await verify(host, { code: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ code: [HOST_SALES_MESSAGES.codeRequired] });
  });

  it('redeems once when two scans of one code arrive together', async () => {
    const { host, vouchers } = await hostWithVouchers(1);
    const voucher = vouchers[0]!;
    const answers = await Promise.all([
      verify(host, { code: voucher.voucherCode }),
      verify(host, { code: voucher.voucherCode, bookedItemId: voucher.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('ALREADY_VERIFIED');
    expect(await redeemedEvents(voucher.id)).toBe(1);
  });
});

/** What a service call refused with (status, code and message), for calls made with a chosen clock. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
    return { statusCode, code, message };
  }
  throw new Error('expected a refusal');
}
const noWrongCodes: WrongCodes = { exhausted: async () => false, count: async () => {} };

describe('a voucher is redeemed only around its day', () => {
  /** Today, pinned: Fri 27 Nov 2026, 15:00 in Dubai. */
  const today = new Date('2026-11-27T11:00:00Z');

  /** One voucher of a host's activity, dated or undated as given. */
  async function oneVoucher(values: { bookedFor?: string; validUntil?: string }) {
    const host = await insertHost(t, 'Dhow Co');
    const activity = await t.fixtures.insertActivity({ title: 'Dhow Cruise', hostId: host.id });
    const buyer = await insertBuyer(t, 'Layla', 'Early');
    const [voucher] = await sell(t, buyer.id, [{ activityId: activity.id, ...values }]);
    const redeem = (now: Date, body: { bookedItemId?: number } = { bookedItemId: voucher!.id }) =>
      verifyVoucher(t.db, host.id, { code: voucher!.voucherCode, ...body }, noWrongCodes, now);
    return { host, voucher: voucher!, redeem };
  }

  it('refuses a voucher dated 13 days ahead with its day, typed or scanned, and leaves it pending', async () => {
    const { voucher, redeem } = await oneVoucher({ bookedFor: '2026-12-10' });
    const tooEarly = {
      statusCode: 409,
      code: 'VOUCHER_NOT_YET_VALID',
      message: 'This voucher is for Thu 10 Dec 2026; it can be redeemed from Wed 9 Dec.',
    };
    expect(await refusal(redeem(today))).toEqual(tooEarly);
    expect(await refusal(redeem(today, {}))).toEqual(tooEarly);
    expect((await itemRow(voucher.id)).redeemedAt).toBeNull();
    expect(await redeemedEvents(voucher.id)).toBe(0);
  });

  it('redeems from midnight in Dubai on the day before (20:00 UTC), not a second earlier', async () => {
    const { voucher, redeem } = await oneVoucher({ bookedFor: '2026-12-04' });
    const opens = new Date('2026-12-02T20:00:00Z');
    expect((await refusal(redeem(new Date(opens.getTime() - 1000)))).code).toBe('VOUCHER_NOT_YET_VALID');
    const answer = await redeem(opens);
    expect(answer.item).toMatchObject({ id: voucher.id, status: 'verified', redeemedAt: opens.toISOString() });
    expect(await redeemedEvents(voucher.id)).toBe(1);
  });

  it('redeems on its day until midnight in Dubai, and refuses it once its day is over', async () => {
    const late = await oneVoucher({ bookedFor: '2026-12-04' });
    expect((await late.redeem(new Date('2026-12-04T19:59:59Z'))).item.status).toBe('verified');
    const past = await oneVoucher({ bookedFor: '2026-12-04' });
    expect(await refusal(past.redeem(new Date('2026-12-04T20:00:00Z')))).toEqual({
      statusCode: 409,
      code: 'VOUCHER_EXPIRED',
      message: 'This voucher was for Fri 4 Dec 2026 and can no longer be redeemed.',
    });
    expect((await itemRow(past.voucher.id)).redeemedAt).toBeNull();
  });

  it('redeems an undated voucher through its last valid day and refuses it after, with its own message', async () => {
    const valid = await oneVoucher({ validUntil: '2026-11-28' });
    expect((await valid.redeem(new Date('2026-11-28T19:59:59Z'))).item.status).toBe('verified');
    const expired = await oneVoucher({ validUntil: '2026-11-26' });
    expect(await refusal(expired.redeem(today))).toEqual({
      statusCode: 409,
      code: 'VOUCHER_EXPIRED',
      message: 'This voucher was valid until Thu 26 Nov 2026 and can no longer be redeemed.',
    });
    expect((await itemRow(expired.voucher.id)).redeemedAt).toBeNull();
  });

  it('answers the host at the door with the message through the API', async () => {
    // The route runs on the real clock: a voucher two weeks after today's Dubai day is early whatever the hour.
    const bookedFor = addDays(dubaiDay(), 14);
    const { host, voucher } = await oneVoucher({ bookedFor });
    const response = await verify(host, { code: voucher.voucherCode, bookedItemId: voucher.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'VOUCHER_NOT_YET_VALID',
      message: fillMessage(REDEEM_MESSAGES.tooEarly, {
        day: longDay(bookedFor),
        from: shortDay(addDays(bookedFor, -1)),
      }),
      // The web words the refusal in the host's language from its key and values.
      messageKey: 'redeem.tooEarly',
      messageValues: { day: longDay(bookedFor), from: shortDay(addDays(bookedFor, -1)) },
    });
  });
});

describe('wrong codes', () => {
  it('stop a host after 10 in a minute, right codes not counted, and then refuse even a right code', async () => {
    expect(WRONG_CODE_LIMIT.max).toBe(10);
    const { host, vouchers } = await hostWithVouchers(4);
    for (let i = 0; i < 9; i += 1) expect((await verify(host, { code: `WRONG${i}23` })).statusCode).toBe(400);
    // A busy door: right codes in between do not count towards the limit.
    for (const voucher of vouchers.slice(0, 3))
      expect((await verify(host, { code: voucher.voucherCode })).statusCode).toBe(200);
    expect((await verify(host, { code: 'WRONG923' })).statusCode).toBe(400);

    const blocked = await verify(host, { code: vouchers[3]!.voucherCode });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: HOST_SALES_MESSAGES.tooManyAttempts });
    expect((await itemRow(vouchers[3]!.id)).redeemedAt).toBeNull();

    // Counted per host: another host at the same moment is not held up.
    const other = await hostWithVouchers(1);
    expect((await verify(other.host, { code: 'WRONG023' })).statusCode).toBe(400);
    expect((await verify(other.host, { code: other.vouchers[0]!.voucherCode })).statusCode).toBe(200);
  });
});

describe(REDIS_URL ? 'wrong codes with REDIS_URL' : 'wrong codes without Redis', () => {
  it(
    REDIS_URL ? 'are counted together by every instance of the API' : 'are counted by each instance on its own',
    async () => {
      const shared = await createTestApp({ REDIS_URL });
      try {
        const second = await shared.buildInstance();
        const { host, vouchers } = await hostWithVouchers(1, shared);
        const verifyOn = (app: typeof second, code: string) =>
          app.inject({
            method: 'POST',
            url: '/api/host/verify',
            headers: { ...host.headers, 'x-forwarded-for': clientIp() },
            payload: { code },
          });
        for (let i = 0; i < WRONG_CODE_LIMIT.max; i += 1)
          expect((await verifyOn(shared.app, `WRONG${i}23`)).statusCode).toBe(400);
        expect((await verifyOn(second, vouchers[0]!.voucherCode)).statusCode).toBe(REDIS_URL ? 429 : 200);
      } finally {
        await shared.close();
      }
    },
  );
});
