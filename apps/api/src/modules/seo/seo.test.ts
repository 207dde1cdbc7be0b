import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleItems, bundles, posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { catalogPageMeta } from '../catalog/page-meta.ts';
import { bundlesPageMeta } from '../bundles/page-meta.ts';

/** What search engines read: robots.txt, the sitemaps, and the structured data written into activity and pass pages. */
let t: TestApp;
const base = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: base });
  const adventure = await t.fixtures.insertCategory({ name: 'Adventure', slug: 'adventure' });
  await t.fixtures.insertCategory({ name: 'Retired', slug: 'retired', isActive: false });
  const safari = await t.fixtures.insertActivity({
    title: 'Desert Safari',
    slug: 'desert-safari',
    description: 'Dunes </script> and a barbecue.',
    categoryIds: [adventure.id],
    rating: 4.56,
    reviewsCount: 12,
    prices: [
      { price: 20_000, discountedPrice: 15_000, description: 'Adult' },
      { price: 10_000, description: 'Child' },
    ],
  });
  await t.fixtures.insertActivity({
    title: 'Dhow Cruise',
    slug: 'dhow-cruise',
    soldOut: true,
    prices: [{ price: 9_999 }],
  });
  await t.fixtures.insertActivity({
    title: 'Hidden Tour',
    slug: 'hidden-tour',
    isActive: false,
    prices: [{ price: 5_000 }],
  });
  const [pass] = await t.db
    .insert(bundles)
    .values({
      slug: 'dubai-pass',
      name: 'Dubai Pass',
      description: 'Desert and sea.',
      coverImage: '/uploads/test/cover.webp',
    })
    .returning();
  await t.db.insert(bundleItems).values({ bundleId: pass!.id, activityId: safari.id, discountPercent: 10 });
  await t.db.insert(bundles).values({ slug: 'old-pass', name: 'Old Pass', isActive: false });
  const post = {
    title: 'Ten dunes',
    summary: 'Dunes.',
    content: 'Text',
    image: '/uploads/test/post.webp',
    readingTime: 3,
  };
  await t.db.insert(posts).values([
    { ...post, slug: 'ten-dunes', publishedAt: new Date('2026-10-01T08:00:00Z') },
    { ...post, slug: 'next-month', publishedAt: new Date(Date.now() + 30 * 86_400_000) },
  ]);
});
afterAll(() => t.close());

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of personal and staff areas, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/admin', '/vendor/', '/customer/', '/checkout'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the list of pages and one list of activities', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect([...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${base}/sitemap-pages.xml`,
      `${base}/sitemap-activities-1.xml`,
    ]);
  });

  it('lists fixed pages, live categories, passes and published posts, and nothing retired, hidden or personal', async () => {
    const body = (await t.app.inject({ url: '/sitemap-pages.xml' })).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(base, ''));
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/weekend-passes',
        '/blog',
        '/category/adventure',
        '/sections/trending',
        '/weekend-detail/dubai-pass',
        '/blog-detail/ten-dunes',
      ]),
    );
    for (const path of [
      '/category/retired',
      '/weekend-detail/old-pass',
      '/blog-detail/next-month',
      '/login',
      '/checkout',
      '/logout',
    ])
      expect(locs).not.toContain(path);
    expect(body).toContain(`<loc>${base}/blog-detail/ten-dunes</loc><lastmod>2026-10-01</lastmod>`);
  });

  it('lists live activities only, and a file past the last is not found', async () => {
    const body = (await t.app.inject({ url: '/sitemap-activities-1.xml' })).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${base}/activity/desert-safari`,
      `${base}/ar/activity/desert-safari`,
      `${base}/activity/dhow-cruise`,
      `${base}/ar/activity/dhow-cruise`,
    ]);
    expect((await t.app.inject({ url: '/sitemap-activities-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap-activities-0.xml' })).statusCode).toBe(404);
  });
});

describe('the sitemap in two languages', () => {
  it('lists each page in English and Arabic, each naming both and x-default as alternates', async () => {
    const body = (await t.app.inject({ url: '/sitemap-pages.xml' })).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => body.match(new RegExp(`<url><loc>${loc}</loc>.*?</url>`))?.[0] ?? '';
    for (const loc of [`${base}/weekend-passes`, `${base}/ar/weekend-passes`])
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${base}/weekend-passes"/>` +
          `<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/weekend-passes"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/weekend-passes"/>`,
      );
    expect(entry(`${base}/ar`)).toContain(`hreflang="en" href="${base}/"`);
  });
});

describe('structured data', () => {
  it('describes an activity as a product with its AED price range and its rating', async () => {
    const meta = await catalogPageMeta['/activity/:slug']!(t.app, { slug: 'desert-safari' }, 'en');
    expect(meta?.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Desert Safari',
      url: `${base}/activity/desert-safari`,
      image: [`${base}/uploads/test/desert-safari-1.webp`],
      category: 'Adventure',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '100.00',
        highPrice: '150.00',
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 12 },
    });
  });

  it('says when an activity is sold out, and gives no rating before its first review', async () => {
    const meta = await catalogPageMeta['/activity/:slug']!(t.app, { slug: 'dhow-cruise' }, 'en');
    expect(meta?.jsonLd).toMatchObject({
      offers: { '@type': 'Offer', price: '99.99', priceCurrency: 'AED', availability: 'https://schema.org/SoldOut' },
    });
    expect(meta?.jsonLd).not.toHaveProperty('aggregateRating');
    expect(await catalogPageMeta['/activity/:slug']!(t.app, { slug: 'hidden-tour' }, 'en')).toBeNull();
  });

  it("describes a weekend pass with its 'Start from' price and the experiences it bundles", async () => {
    const meta = await bundlesPageMeta['/weekend-detail/:slug']!(t.app, { slug: 'dubai-pass' }, 'en');
    expect(meta?.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Dubai Pass',
      offers: { '@type': 'Offer', price: '135.00', priceCurrency: 'AED' },
      isRelatedTo: [{ '@type': 'Product', name: 'Desert Safari', url: `${base}/activity/desert-safari` }],
    });
  });
});
