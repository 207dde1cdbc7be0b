import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityCardSchema } from '@weekends/shared';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { customers } from '../../db/schema/index.ts';

let t: TestApp;
let liveA: { id: number; slug: string };
let liveB: { id: number; slug: string };
let hidden: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  const city = await t.fixtures.insertCity({ name: 'Dubai' });
  liveA = await t.fixtures.insertActivity({ title: 'Desert Safari', cityId: city.id, prices: [{ price: 20_000 }] });
  liveB = await t.fixtures.insertActivity({ title: 'Dhow Cruise', cityId: city.id, prices: [{ price: 15_000 }] });
  hidden = await t.fixtures.insertActivity({ title: 'Retired Tour', isActive: false });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {} });

describe('favourites', () => {
  it('adds, lists newest first as cards, lists ids, and removes', async () => {
    const { token } = await signUp(t.app);
    expect((await call('PUT', `/api/favorites/${liveA.id}`, token)).statusCode).toBe(204);
    expect((await call('PUT', `/api/favorites/${liveB.id}`, token)).statusCode).toBe(204);

    const list = await call('GET', '/api/favorites', token);
    expect(list.statusCode).toBe(200);
    const cards = list.json();
    expect(cards.map((c: { slug: string }) => c.slug)).toEqual([liveB.slug, liveA.slug]);
    for (const card of cards) expect(activityCardSchema.parse(card)).toEqual(card);
    expect(cards[0]).toMatchObject({ title: 'Dhow Cruise', city: { name: 'Dubai' }, price: { price: 15_000 } });

    expect((await call('GET', '/api/favorites/ids', token)).json()).toEqual([liveB.id, liveA.id]);

    expect((await call('DELETE', `/api/favorites/${liveB.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/favorites/ids', token)).json()).toEqual([liveA.id]);
  });

  it('is idempotent: adding twice keeps one, removing twice succeeds', async () => {
    const { token } = await signUp(t.app);
    await call('PUT', `/api/favorites/${liveA.id}`, token);
    expect((await call('PUT', `/api/favorites/${liveA.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/favorites/ids', token)).json()).toEqual([liveA.id]);
    expect((await call('DELETE', `/api/favorites/${liveA.id}`, token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/favorites/${liveA.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/favorites', token)).json()).toEqual([]);
  });

  it('answers 404 for an unknown or inactive activity', async () => {
    const { token } = await signUp(t.app);
    for (const id of [999_999, hidden.id]) {
      const response = await call('PUT', `/api/favorites/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it("keeps each customer's favourites apart", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await call('PUT', `/api/favorites/${liveA.id}`, first.token);
    expect((await call('GET', '/api/favorites/ids', second.token)).json()).toEqual([]);
    // Removing someone else's favourite id only touches the caller's own list.
    await call('DELETE', `/api/favorites/${liveA.id}`, second.token);
    expect((await call('GET', '/api/favorites/ids', first.token)).json()).toEqual([liveA.id]);
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['GET', '/api/favorites/ids'],
      ['PUT', `/api/favorites/${liveA.id}`],
      ['DELETE', `/api/favorites/${liveA.id}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a guest account: guests keep no favourites', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, user.id));
    const response = await call('PUT', `/api/favorites/${liveA.id}`, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('requires the CSRF proof for a cookie session, like every other mutation', async () => {
    const { token } = await signUp(t.app);
    const bare = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${liveA.id}`,
      cookies: { weekends_session: token },
    });
    expect(bare.statusCode).toBe(403);
    const proved = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${liveA.id}`,
      cookies: { weekends_session: token },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(proved.statusCode).toBe(204);
  });
});
