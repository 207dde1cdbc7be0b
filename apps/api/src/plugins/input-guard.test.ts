import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { bearer, clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../test/helpers.ts';
import { contactRequests, customers, reviews } from '../db/schema/index.ts';
import { NUL_MESSAGE, nulPath } from './input-guard.ts';
import { withMessageKey as keyed } from './message-key.ts';

/**
 * A NUL character (which PostgreSQL cannot store in text) is refused with a 400 everywhere, before anything is stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async (table: typeof contactRequests | typeof reviews | typeof customers) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describe('the NUL character', () => {
  it('is refused in a path or query, on API routes and pages alike', async () => {
    for (const [url, field] of [
      ['/api/activities?keyword=%00', 'query'],
      ['/api/activities?keyword=desert%00safari&page=1', 'query'],
      ['/api/posts/x%00y', 'path'],
      ['/activity/x%00', 'path'],
      ['/blog-detail/%00', 'path'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toEqual(
        keyed({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fieldErrors: { [field]: [NUL_MESSAGE] },
        }),
      );
    }
  });

  it('is refused in a JSON body, naming the field, and nothing is stored', async () => {
    const before = await rows(contactRequests);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        name: 'Omar',
        email: 'omar@example.test',
        subject: 'Hi\u0000there',
        message: 'Hello',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fieldErrors).toEqual({ subject: [NUL_MESSAGE] });
    expect(await rows(contactRequests)).toBe(before);

    const account = await signUp(t.app);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: bearer(account.token),
      payload: { firstName: 'Am\u0000ira', lastName: 'Haddad', email: account.email, phoneNumber: '+971501234567' },
    });
    expect(profile.json()).toMatchObject({ statusCode: 400, fieldErrors: { firstName: [NUL_MESSAGE] } });

    const city = await t.fixtures.insertCity({ name: 'Dubai' });
    const activity = await t.fixtures.insertActivity({
      title: 'Dhow Cruise',
      cityId: city.id,
      prices: [{ price: 10_000 }],
    });
    const reviewsBefore = await rows(reviews);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/reviews`,
      headers: bearer(account.token),
      payload: { title: 'Lovely', content: 'Calm\u0000water', rating: 5 },
    });
    expect(review.json()).toMatchObject({ statusCode: 400, fieldErrors: { content: [NUL_MESSAGE] } });
    expect(await rows(reviews)).toBe(reviewsBefore);
  });

  it('is found at any depth of a body, in keys too', () => {
    expect(nulPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulPath('\u0000')).toBe('_');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k');
    expect(nulPath({ a: ['fine', 2, null, true] })).toBeNull();
  });
});
