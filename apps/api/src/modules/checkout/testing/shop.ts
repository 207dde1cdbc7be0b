import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, dubaiDay, SESSION_COOKIE, weekdayOf } from '@weekends/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { customers, promoCodes } from '../../../db/schema/index.ts';
import { bearer, clientIp, signUp, solveCaptcha, type TestApp } from '../../../test/helpers.ts';

/**
 * A small shop for the money path's tests: a city, weekend days, a dated and an undated activity, and helpers that
 * go through the API as the web app does (test data is made directly, the journey through the routes).
 */
export async function openShop(t: TestApp, places = { dated: 1_000, undated: 1_000 }) {
  const city = await t.fixtures.insertCity({ name: 'Dubai' });
  const weekend = await t.fixtures.insertWeekendDays();
  const stayAtHome = await t.fixtures.insertPreference('Stay At Home');
  const dated = await t.fixtures.insertActivity({
    title: 'Desert Safari',
    cityId: city.id,
    dateInput: true,
    places: places.dated,
    dayIds: [weekend.thursday.id, weekend.friday.id, weekend.saturday.id],
    prices: [
      { price: 20_000, discountedPrice: 15_000, description: 'Adult' },
      { price: 10_000, description: 'Child' },
    ],
  });
  const undated = await t.fixtures.insertActivity({
    title: 'Spa Day',
    cityId: city.id,
    places: places.undated,
    validityPeriod: 4,
    prices: [{ price: 35_000, description: 'Voucher' }],
  });
  return { city, weekend, stayAtHome, dated, undated };
}

/** The next Friday (Dubai) at least `after` days away. */
export function nextFriday(after = 1): string {
  let day = addDays(dubaiDay(), after);
  while (weekdayOf(day) !== 5) day = addDays(day, 1);
  return day;
}

export async function insertPromo(
  t: TestApp,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string; percent: number },
) {
  const [row] = await t.db.insert(promoCodes).values(values).returning();
  return row!;
}

export interface Shopper {
  token: string;
  userId: number;
  headers: Record<string, string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

function shopper(app: FastifyInstance, token: string, userId: number): Shopper {
  const headers = bearer(token);
  return {
    token,
    userId,
    headers,
    call: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { ...headers, 'x-forwarded-for': clientIp() },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export async function customerShopper(t: TestApp, confirmed = true): Promise<Shopper> {
  const account = await signUp(t.app);
  if (confirmed) await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, account.user.id));
  return shopper(t.app, account.token, account.user.id);
}

export async function guestShopper(
  t: TestApp,
  email = `guest-${randomUUID()}@example.test`,
  names = { firstName: 'Sara', lastName: 'Guest' },
): Promise<Shopper> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/guest',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { ...names, email, phoneNumber: '+971501234567', captcha: await solveCaptcha(t.app) },
  });
  if (response.statusCode !== 200) throw new Error(`guest sign-in failed: ${response.statusCode} ${response.body}`);
  const token = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  return shopper(t.app, token, response.json().id);
}

/** Waits for a condition (a row, a mail) instead of sleeping a fixed time. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const newAttempt = () => ({ attempt: randomUUID() });
