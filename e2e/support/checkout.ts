import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import {
  SANDBOX_CARDS,
  type ActivityCard,
  type ActivityDetail,
  type BookedItem,
  type BundleCard,
  type BundleDetail,
  type Cart,
  type CreatedOrder,
} from '@weekends/shared';

/**
 * The money path's data made through the API, as the pages would make it (the context's session cookie, JSON
 * bodies, X-Requested-With on a body-less DELETE), so page checks and screenshots can open any of its pages.
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The first activity of the listing (newest first, `query` added) that sells and that `wanted` accepts, with its
 * detail.
 */
export async function findActivity(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  wanted: (card: ActivityCard, detail: ActivityDetail) => boolean,
): Promise<ActivityDetail> {
  for (let page = 1; page <= 20; page++) {
    const listing = await json<{ items: ActivityCard[]; hasMore: boolean }>(
      await request.get(`${baseUrl}/api/activities?sort=1&${query}&page=${page}`),
      'GET /api/activities',
    );
    for (const card of listing.items) {
      if (card.submitRequest || card.soldOut) continue;
      const detail = await json<ActivityDetail>(
        await request.get(`${baseUrl}/api/activities/${card.slug}`),
        `GET /api/activities/${card.slug}`,
      );
      if (wanted(card, detail)) return detail;
    }
    if (!listing.hasMore) break;
  }
  throw new Error(`no activity that sells for ?${query}`);
}

/** Needs no date and has plenty of places (no 'Last N Left'). */
export const undatedWithPlaces = (card: ActivityCard, detail: ActivityDetail) =>
  !detail.dateInput && card.placesLeft === null && detail.priceOptions.length > 0;

/** Needs a date and has plenty of places on its days (no 'Last N Left'). */
export const datedWithPlaces = (card: ActivityCard, detail: ActivityDetail) =>
  detail.dateInput && !card.soldOut && card.placesLeft === null && detail.priceOptions.length > 0;

/** An experience out of home (not Stay At Home) that sells and needs no date. */
export const undatedOutOfHome = (request: APIRequestContext, baseUrl: string) =>
  findActivity(request, baseUrl, 'preference=2', undatedWithPlaces);

export async function signedInUserId(request: APIRequestContext, baseUrl: string): Promise<number> {
  const { user } = await json<{ user: { id: number } | null }>(
    await request.get(`${baseUrl}/api/accounts/session`),
    'GET /api/accounts/session',
  );
  if (!user) throw new Error('not signed in');
  return user.id;
}

export const readCart = async (request: APIRequestContext, baseUrl: string) =>
  json<Cart>(await request.get(`${baseUrl}/api/cart`), 'GET /api/cart');

export async function emptyCart(request: APIRequestContext, baseUrl: string): Promise<void> {
  // One at a time from the answer of the last: removing an experience of a weekend pass takes the whole pass.
  let cart = await readCart(request, baseUrl);
  while (cart.items.length > 0) {
    cart = await json<Cart>(
      await request.delete(`${baseUrl}/api/cart/items/${cart.items[0]!.id}`, {
        headers: { 'x-requested-with': 'fetch' },
      }),
      'DELETE /api/cart/items',
    );
  }
}

/** An empty cart, then the first weekend pass with an undated experience, each such experience at its first option. */
export async function cartWithPass(request: APIRequestContext, baseUrl: string): Promise<Cart> {
  await emptyCart(request, baseUrl);
  for (const card of await json<BundleCard[]>(await request.get(`${baseUrl}/api/bundles`), 'GET /api/bundles')) {
    const pass = await json<BundleDetail>(
      await request.get(`${baseUrl}/api/bundles/${card.slug}`),
      'GET /api/bundles/:slug',
    );
    const experiences = pass.items
      .filter((i) => !i.activity.dateInput && i.activity.priceOptions.length > 0)
      .map((i) => ({
        activityId: i.activity.id,
        date: null,
        options: [{ priceOptionId: i.activity.priceOptions[0]!.id, quantity: 1 }],
      }));
    if (experiences.length > 0)
      return json<Cart>(
        await request.post(`${baseUrl}/api/cart/passes`, { data: { bundleId: pass.id, experiences } }),
        'POST /api/cart/passes',
      );
  }
  throw new Error('no weekend pass with an undated experience');
}

/** Puts `quantity` of the activity's first option in the cart (the same activity again replaces the earlier choice). */
export async function addToCart(
  request: APIRequestContext,
  baseUrl: string,
  activity: ActivityDetail,
  quantity = 1,
): Promise<Cart> {
  const options = [{ priceOptionId: activity.priceOptions[0]!.id, quantity }];
  return json<Cart>(
    await request.post(`${baseUrl}/api/cart/items`, { data: { activityId: activity.id, options } }),
    'POST /api/cart/items',
  );
}

/** An empty cart, then one undated experience out of home, two of its first option. */
export async function cartWithOneItem(request: APIRequestContext, baseUrl: string): Promise<Cart> {
  await emptyCart(request, baseUrl);
  return addToCart(request, baseUrl, await undatedOutOfHome(request, baseUrl), 2);
}

/** Proceed to Payment: the cart becomes an order; answers it with the sandbox session to pay it on. */
export async function openPayment(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ orderId: number; sessionId: string; path: string }> {
  const created = await json<CreatedOrder>(
    await request.post(`${baseUrl}/api/orders`, { data: { attempt: randomUUID() } }),
    'POST /api/orders',
  );
  const path = new URL(created.paymentUrl, baseUrl).pathname;
  return { orderId: created.orderId, sessionId: decodeURIComponent(path.split('/').pop()!), path };
}

/** The card form of the sandbox's page, sent as the page sends it. */
export async function payInSandbox(
  request: APIRequestContext,
  baseUrl: string,
  sessionId: string,
  cardNumber: string,
): Promise<{ next: 'challenge' | 'return'; redirectUrl: string }> {
  const expiry = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  return json(
    await request.post(`${baseUrl}/api/payments/sandbox/sessions/${encodeURIComponent(sessionId)}/pay`, {
      data: { cardNumber, expiry, cvc: '123', name: 'Layla Haddad' },
    }),
    'POST sandbox pay',
  );
}

/** A paid order of the signed-in customer (one item, card 4242), confirmed as the return page confirms it. */
export async function paidOrder(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ orderId: number; userId: number }> {
  await cartWithOneItem(request, baseUrl);
  const { orderId, sessionId } = await openPayment(request, baseUrl);
  await payInSandbox(request, baseUrl, sessionId, SANDBOX_CARDS.pays);
  const answer = await json<{ status: string }>(
    await request.post(`${baseUrl}/api/orders/${orderId}/confirm`, { data: { status: 'CAPTURED' } }),
    'POST confirm',
  );
  if (answer.status !== 'CAPTURED') throw new Error(`order ${orderId} is ${answer.status}`);
  return { orderId, userId: await signedInUserId(request, baseUrl) };
}

/** The newest booked item of the signed-in (confirmed) customer. */
export async function newestBookedItem(request: APIRequestContext, baseUrl: string): Promise<BookedItem> {
  const page = await json<{ items: BookedItem[] }>(
    await request.get(`${baseUrl}/api/accounts/me/bookings`),
    'GET bookings',
  );
  if (!page.items[0]) throw new Error('no booked items');
  return page.items[0];
}
