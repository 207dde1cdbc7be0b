import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_HEADER } from '@weekends/shared';
import { createTestApp, type TestApp } from '../test/helpers.ts';

/**
 * The API answers in the reader's language (the web's language header, else the `lang` cookie), so every answer
 * says so in `Vary`: a shared cache (a CDN, a company proxy) that kept an English answer would otherwise hand it to
 * an Arabic reader, or the other way round.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const dubai = await t.fixtures.insertCity({ name: 'Dubai', nameAr: 'دبي', slug: 'dubai' });
  await t.fixtures.insertActivity({
    title: 'Kayak Tour at Sunrise',
    titleAr: 'جولة بالكاياك عند الشروق',
    slug: 'kayak-tour',
    // Long enough to be compressed (answers over 1 KB are).
    description: 'Paddle through the mangroves. '.repeat(60),
    cityId: dubai.id,
  });
});
afterAll(() => t?.close());

const varies = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

it('an answer that differs by language names the language header and the cookie in Vary', async () => {
  const english = await t.app.inject({ method: 'GET', url: '/api/activities/kayak-tour' });
  const arabic = await t.app.inject({
    method: 'GET',
    url: '/api/activities/kayak-tour',
    headers: { [LANGUAGE_HEADER]: 'ar' },
  });
  expect(english.statusCode).toBe(200);
  expect(english.json<{ title: string }>().title).toBe('Kayak Tour at Sunrise');
  expect(arabic.json<{ title: string }>().title).toBe('جولة بالكاياك عند الشروق');
  for (const response of [english, arabic])
    expect(varies(response.headers.vary)).toEqual(expect.arrayContaining([LANGUAGE_HEADER, 'cookie']));
});

it('keeps what another part of the server put in Vary (the compressed answer varies by its encoding too)', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/activities/kayak-tour',
    headers: { 'accept-encoding': 'gzip', cookie: `${LANGUAGE_COOKIE}=ar` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(varies(response.headers.vary)).toEqual(expect.arrayContaining(['accept-encoding', LANGUAGE_HEADER, 'cookie']));
});
