import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { activities, activityImages, categories, homeSections, settings, webVitals } from '../db/schema/index.ts';
import { pagePathPatterns } from '@weekends/shared';
import { vitalsTag } from './web.ts';
import { openTestDatabase } from '../test/databases.ts';

/**
 * The server writes each page's title, description and share tags into the HTML, answers unknown pages with
 * status 404, and keeps /api answers in the JSON error shape. Runs on a copy of the run's migrated database: it
 * tests the plugin, not the database.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Weekends</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A copy of the run's migrated database (test/databases.ts): no migrating of its own.
  ({ database, drop: dropDatabase } = await openTestDatabase());
  const [activity] = await database.db
    .insert(activities)
    .values({
      slug: 'sunset-dhow-cruise',
      title: 'Sunset Dhow Cruise',
      metaTitle: 'Sunset Dhow Cruise in Dubai Marina',
      description: 'Sail the marina at golden hour "with" <dinner>.',
      hasImages: true,
    })
    .returning();
  await database.db.insert(activityImages).values({ activityId: activity!.id, path: '/uploads/seed/dhow-1.webp' });
  await database.db.insert(activities).values({ slug: 'hidden-gem', title: 'Hidden', isActive: false });
  await database.db
    .insert(categories)
    .values({ name: 'Adventure', slug: 'adventure', metaDescription: 'Thrills across the emirates.' });
  await database.db.insert(homeSections).values([
    { name: 'Family Weekends', nameAr: 'عطلات عائلية', slug: 'family-weekends' },
    { name: 'Staycation Deals', slug: 'staycation-deals' },
  ]);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://weekends.test' } as NodeJS.ProcessEnv,
    {
      WEB_DIST: dist,
      uploadsDir: path.join(dist, 'uploads'),
    },
  );
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await dropDatabase();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web pages', () => {
  it('writes an activity’s title, description and Open Graph / Twitter tags into the HTML, escaped', async () => {
    const res = await app.inject({ url: '/activity/sunset-dhow-cruise' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Sunset Dhow Cruise in Dubai Marina | Weekends</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Sail the marina at golden hour &quot;with&quot; &lt;dinner&gt;." />',
    );
    expect(res.body).toContain('<meta property="og:image" content="https://weekends.test/uploads/seed/dhow-1.webp" />');
    expect(res.body).toContain(
      '<meta property="og:url" content="https://weekends.test/activity/sunset-dhow-cruise" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // Structured data in the head, with every < escaped so the description cannot close the element.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(jsonLd).toContain('\\u003cdinner>');
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Sunset Dhow Cruise',
      url: 'https://weekends.test/activity/sunset-dhow-cruise',
    });
  });

  it('answers 404 with the app for an unknown or inactive activity', async () => {
    for (const url of ['/activity/no-such-thing', '/activity/hidden-gem']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>404 | Weekends</title>');
    }
  });

  it('writes category and section tags', async () => {
    const category = await app.inject({ url: '/category/adventure?city[]=1' });
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Adventure | Weekends</title>');
    expect(category.body).toContain('content="Thrills across the emirates."');
    const section = await app.inject({ url: '/sections/family-weekends' });
    expect(section.body).toContain('<title>Family Weekends | Weekends</title>');
    const trending = await app.inject({ url: '/sections/trending' });
    expect(trending.statusCode).toBe(200);
    expect((await app.inject({ url: '/sections/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/category/nope' })).statusCode).toBe(404);
  });

  it("writes a section's tags in Arabic on its Arabic page, with its English name where it has no Arabic one", async () => {
    const section = (await app.inject({ url: '/ar/sections/family-weekends' })).body;
    expect(section).toContain('<title>عطلات عائلية | Weekends</title>');
    expect(section).toContain('content="عطلات عائلية: تجارب مختارة بعناية لعطلة نهاية الأسبوع في أنحاء الإمارات."');
    const untranslated = (await app.inject({ url: '/ar/sections/staycation-deals' })).body;
    expect(untranslated).toContain('<title>Staycation Deals | Weekends</title>');
    expect((await app.inject({ url: '/ar/sections/trending' })).body).toContain(
      '<title>التجارب الرائجة | Weekends</title>',
    );
  });

  it('serves known app routes with 200 and unknown paths with 404', async () => {
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search?keyword=desert' })).statusCode).toBe(200);
    for (const url of [
      '/vendor/dashboard/account/business',
      '/vendor/dashboard/activities/new',
      '/vendor/dashboard/activities/12/edit',
      '/vendor/dashboard/bookings/manifest',
      '/admin/approvals/hosts',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/vendor/dashboard/no-such-tab' })).statusCode).toBe(404);
    const missing = await app.inject({ url: '/this/does/not/exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('answers 200 for every page in the shared page table and 404 for paths the web app has no page for', async () => {
    const sample = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '7').replace(/\/\*$/, '/overview');
    for (const pattern of pagePathPatterns()) {
      // Pages that show one thing answer 404 when it does not exist; the table's other pages must be 200.
      if (/\/(activity|category|sections|weekend-detail|blog-detail|career-detail|career-form)\//.test(pattern))
        continue;
      expect((await app.inject({ url: sample(pattern) })).statusCode, pattern).toBe(200);
    }
    expect((await app.inject({ url: '/admin' })).statusCode).toBe(200);
    // Paths of the original site the app never had a page for: no more a 200 showing the not-found page.
    for (const url of ['/booking/success/7', '/order-success/7', '/customer/7', '/confirm-email/a@b.test']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: '/activity/%E0%A4%A' })).statusCode, 'a broken percent-encoding').toBe(400);
  });

  it('copies a path with $ patterns into the canonical and og:url as it is, nothing more', async () => {
    for (const raw of ['/search$%60', "/search$'", '/search$&', '/about$$']) {
      const res = await app.inject({ url: raw });
      const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(res.body)?.[1];
      const ogUrl = /<meta property="og:url" content="([^"]*)" \/>/.exec(res.body)?.[1];
      expect(canonical, raw).toBe(`https://weekends.test${raw.replace('&', '&amp;').replace("'", '&#39;')}`);
      expect(ogUrl, raw).toBe(canonical);
      expect(res.body.match(/<title>/g), raw).toHaveLength(1);
      expect(res.body.match(/<div id="root">/g), raw).toHaveLength(1);
    }
  });

  it('answers every page route with nasty parameters without a 5xx or a stack trace (a seeded fuzz sweep)', async () => {
    const nasty = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\u0001\u001f\u007f',
        '%',
        '%00',
        '%E0%A4%A',
        '..',
        "' or 1=1 --",
        '<script>x</script>',
        '$&',
        "$'",
        '-1',
        '3000000000',
        '',
      ),
      fc.string({ minLength: 2000, maxLength: 5000 }),
    );
    const samples = fc.sample(fc.tuple(nasty, nasty), { numRuns: 8, seed: 2026 });
    const failures: string[] = [];
    let sent = 0;
    let tried = 0;
    for (const pattern of [
      ...pagePathPatterns(),
      '/sitemap.xml',
      '/sitemap-pages.xml',
      '/sitemap-activities-1.xml',
      '/robots.txt',
    ]) {
      for (const [param, query] of samples) {
        // Raw text in the path (what a browser or a probe may send) and its encoded form.
        for (const text of [param, encodeURIComponent(param)]) {
          const url = `${pattern.replace(/:[a-zA-Z]+/g, () => text).replace(/\*$/, text)}?q=${encodeURIComponent(query)}`;
          let res;
          tried += 1;
          try {
            res = await app.inject({ url });
            sent += 1;
          } catch {
            continue; // a path light-my-request itself cannot send (not a server answer)
          }
          if (res.statusCode >= 500) failures.push(`${url.slice(0, 120)} -> ${res.statusCode}`);
          else if (/\n\s+at\s|node_modules|\.ts:\d+/.test(res.body))
            failures.push(`${url.slice(0, 120)} -> stack trace`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(tried * 0.9);
  }, 120_000);

  it('writes the announcement strip into every page while it is on, escaped, and nothing when it is off', async () => {
    expect((await app.inject({ url: '/' })).body).not.toContain('announcement-strip');
    await database.db
      .insert(settings)
      .values({ key: 'announcement', value: { text: 'Eid <offers> & more', link: '/weekend-passes', isOn: true } });
    app.catalogCache.clear();
    const page = (await app.inject({ url: '/about' })).body;
    expect(page).toContain(
      '<aside class="announcement-strip" aria-label="Announcement"><p>Eid &lt;offers&gt; &amp; more <a href="/weekend-passes">Learn more</a></p></aside><div id="root">',
    );
    await database.db.update(settings).set({ value: { text: 'Eid offers', link: null, isOn: false } });
    app.catalogCache.clear();
    expect((await app.inject({ url: '/' })).body).not.toContain('announcement-strip');
  });

  it('writes the announcement in Arabic on an Arabic page, and the English where it has no Arabic', async () => {
    const announce = async (value: Record<string, unknown>) => {
      await database.db
        .insert(settings)
        .values({ key: 'announcement', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      app.catalogCache.clear();
    };
    try {
      await announce({ text: 'Eid offers', textAr: 'عروض العيد', link: '/weekend-passes', isOn: true });
      expect((await app.inject({ url: '/ar/about' })).body).toContain(
        '<aside class="announcement-strip" aria-label="إعلان"><p>عروض العيد <a href="/weekend-passes">اعرف المزيد</a></p></aside>',
      );
      expect((await app.inject({ url: '/about' })).body).toContain(
        '<aside class="announcement-strip" aria-label="Announcement"><p>Eid offers <a href="/weekend-passes">Learn more</a></p></aside>',
      );
      // A value stored before the Arabic text existed: the English, in the Arabic page's own words around it.
      await announce({ text: 'Eid offers', link: null, isOn: true });
      expect((await app.inject({ url: '/ar/about' })).body).toContain(
        '<aside class="announcement-strip" aria-label="إعلان"><p>Eid offers</p></aside>',
      );
    } finally {
      await announce({ text: 'Eid offers', link: null, isOn: false });
    }
  });

  it('writes the Web Vitals reporter into a sampled page view only, with its kind of page and never its address', async () => {
    const entry = '/assets/vitals-abc123.js';
    const activity = { pattern: '/activity/:slug' };
    const pass = (page: string) => ({ view: 'V'.repeat(22), token: `t.${page}` });
    expect(vitalsTag(entry, activity, 0.2, pass, 0.1)).toBe(
      `<script type="module" async src="${entry}" data-vitals-page="activity" data-vitals-view="${'V'.repeat(22)}" data-vitals-token="t.activity"></script>`,
    );
    // One draw a page view: at or over the share, nothing.
    expect(vitalsTag(entry, activity, 0.2, pass, 0.2)).toBe('');
    expect(vitalsTag(entry, activity, 0, pass, 0)).toBe('');
    expect(vitalsTag(entry, { pattern: '/admin/*' }, 1, pass, 0.5)).toContain('data-vitals-page="other"');
    // No page (a 404), a build without the entry, or no way to issue a pass: nothing.
    expect(vitalsTag(entry, null, 1, pass, 0)).toBe('');
    expect(vitalsTag(null, activity, 1, pass, 0)).toBe('');
    expect(vitalsTag(entry, activity, 1, undefined, 0)).toBe('');

    // Every page of a server that samples every page view, none of one that samples none.
    const sampledDist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-web-vitals-'));
    fs.writeFileSync(
      path.join(sampledDist, 'index.html'),
      `<!doctype html><html><head><title>Weekends</title><script type="module" crossorigin data-app="/assets/start-x.js" data-vitals="${entry}" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`,
    );
    for (const [rate, sampled] of [
      ['1', true],
      ['0', false],
    ] as const) {
      const { database: ownDatabase, drop } = await openTestDatabase();
      const other = await buildApp(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', VITALS_SAMPLE_RATE: rate } as NodeJS.ProcessEnv, {
          WEB_DIST: sampledDist,
          uploadsDir: path.join(sampledDist, 'uploads'),
        }),
        { database: ownDatabase },
      );
      try {
        for (const [url, page] of [
          ['/', 'home'],
          ['/blog?utm_source=mail', 'blog'],
          ['/ar/search?keyword=desert', 'search'],
          ['/checkout/1', 'checkout'],
          ['/login', 'other'],
        ]) {
          const html = (await other.inject({ url })).body;
          const tag = new RegExp(
            `<script type="module" async src="${entry}" data-vitals-page="${page}" data-vitals-view="[\\w-]{22}" data-vitals-token="[\\w.-]+"></script></body>`,
          );
          if (sampled) expect(html, url).toMatch(tag);
          else expect(html, url).not.toContain('data-vitals-page');
          expect(html, url).not.toMatch(/data-vitals-page="[^"]*(utm|keyword)/);
        }
        expect((await other.inject({ url: '/no-such-page' })).body).not.toContain('data-vitals-page');
        if (sampled) {
          // The pass written into the page is the one the beacon's endpoint keeps a report for.
          const [, view, token] = /data-vitals-view="([^"]+)" data-vitals-token="([^"]+)"/.exec(
            (await other.inject({ url: '/' })).body,
          )!;
          const report = { page: 'home', language: 'en', device: 'mobile', view, token };
          const metrics = [{ name: 'LCP', value: 1200, rating: 'good' }];
          const sent = await other.inject({ method: 'POST', url: '/api/vitals', payload: { ...report, metrics } });
          expect(sent.statusCode).toBe(204);
          expect(await ownDatabase.db.select().from(webVitals)).toHaveLength(1);
        }
      } finally {
        await other.close();
        await ownDatabase.close();
        await drop();
      }
    }
  });

  it('says on every page, at its very top, that payments are a test while the gateway is the sandbox', async () => {
    expect(app.config.PAYMENT_GATEWAY).toBe('sandbox');
    await database.db
      .insert(settings)
      .values({ key: 'announcement', value: { text: 'Eid offers', link: null, isOn: true } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { text: 'Eid offers', link: null, isOn: true } } });
    app.catalogCache.clear();
    try {
      // A page rendered with its data, a page the browser renders, the sandbox's payment page and an unknown path.
      for (const url of ['/activity/sunset-dhow-cruise', '/checkout/1', '/pay/sandbox/cs_1', '/no-such-page']) {
        const page = (await app.inject({ url })).body;
        expect(page, url).toContain('<html data-test-mode lang="en" dir="ltr">');
        expect(page, url).toContain(
          '<body><aside class="test-mode-strip" aria-label="Test mode"><p>Test mode: no real payments</p></aside>' +
            '<aside class="announcement-strip"',
        );
        expect(page.match(/test-mode-strip/g), url).toHaveLength(1);
      }
      // An Arabic page says it in Arabic, and nothing of it in English.
      for (const url of [
        '/ar/activity/sunset-dhow-cruise',
        '/ar/checkout/1',
        '/ar/pay/sandbox/cs_1',
        '/ar/no-such-page',
      ]) {
        const page = (await app.inject({ url })).body;
        expect(page, url).toContain('<html data-test-mode lang="ar" dir="rtl">');
        expect(page, url).toContain(
          '<body><aside class="test-mode-strip" aria-label="الوضع التجريبي"><p>الوضع التجريبي: لا مدفوعات حقيقية</p></aside>' +
            '<aside class="announcement-strip"',
        );
        expect(page, url).not.toContain('Test mode');
      }
    } finally {
      await database.db.update(settings).set({ value: { text: 'Eid offers', link: null, isOn: false } });
      app.catalogCache.clear();
    }
  });

  it('says nothing of a test with a real gateway', async () => {
    const { database: stripeDatabase, drop: dropStripeDatabase } = await openTestDatabase();
    const stripe = await buildApp(
      loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          PAYMENT_GATEWAY: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_web',
          STRIPE_WEBHOOK_SECRET: 'whsec_web',
        } as NodeJS.ProcessEnv,
        { WEB_DIST: dist, uploadsDir: path.join(dist, 'uploads-stripe') },
      ),
      { database: stripeDatabase },
    );
    try {
      for (const url of ['/', '/checkout/1', '/no-such-page']) {
        const page = (await stripe.inject({ url })).body;
        expect(page, url).toContain('<html lang="en" dir="ltr"><head>');
        expect(page, url).not.toContain('test-mode');
        expect(page, url).not.toContain('Test mode');
      }
    } finally {
      await stripe.close();
      await stripeDatabase.close();
      await dropStripeDatabase();
    }
  });

  it('serves hashed assets with long caching', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    if (res.statusCode !== 200) console.log(res.body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('API edges', () => {
  it('answers unknown /api routes with the JSON error shape', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' });
  });

  it('reports health with a database round trip', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sets security headers, including a Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/cities']).toBeDefined();
  });
});

describe('pages in two languages', () => {
  it('serves every page under /ar in Arabic, right to left, and the same page in English at its own address', async () => {
    const arabic = await app.inject({ url: '/ar/activity/sunset-dhow-cruise' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toMatch(/<html( data-test-mode)? lang="ar" dir="rtl">/);
    expect(arabic.body).toContain(
      '<link rel="canonical" href="https://weekends.test/ar/activity/sunset-dhow-cruise" />',
    );
    const english = await app.inject({ url: '/activity/sunset-dhow-cruise' });
    expect(english.body).toMatch(/<html( data-test-mode)? lang="en" dir="ltr">/);
    expect((await app.inject({ url: '/ar' })).body).toMatch(/<html( data-test-mode)? lang="ar" dir="rtl">/);
    expect((await app.inject({ url: '/ar/no-such-page' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ar/activity/hidden-gem' })).statusCode).toBe(404);
    // '/arabia' is an English address the app has no page for, not Arabic '/bia'.
    const arabia = await app.inject({ url: '/arabia' });
    expect(arabia.statusCode).toBe(404);
    expect(arabia.body).toMatch(/<html( data-test-mode)? lang="en" dir="ltr">/);
  });

  it('names the page in both languages and x-default on a public page, in either language, and not on a private one', async () => {
    for (const url of ['/search', '/ar/search']) {
      const { body } = await app.inject({ url });
      expect(body).toContain('<link rel="alternate" hreflang="en" href="https://weekends.test/search" />');
      expect(body).toContain('<link rel="alternate" hreflang="ar" href="https://weekends.test/ar/search" />');
      expect(body).toContain('<link rel="alternate" hreflang="x-default" href="https://weekends.test/search" />');
    }
    const home = await app.inject({ url: '/ar' });
    expect(home.body).toContain('<link rel="alternate" hreflang="ar" href="https://weekends.test/ar" />');
    expect(home.body).toContain('<link rel="alternate" hreflang="en" href="https://weekends.test/" />');
    expect((await app.inject({ url: '/customer/dashboard' })).body).not.toContain('hreflang');
    expect((await app.inject({ url: '/no-such-page' })).body).not.toContain('hreflang');
  });

  it('sends a visitor who chose Arabic from an English address to the Arabic page, and nobody else', async () => {
    const chose = await app.inject({ url: '/search?q=dhow&page=2', cookies: { lang: 'ar' } });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/ar/search?q=dhow&page=2');
    expect((await app.inject({ url: '/', cookies: { lang: 'ar' } })).headers.location).toBe('/ar');
    // An Arabic address stays Arabic whatever the cookie; no cookie and 'en' change nothing; nor does an unknown path.
    expect((await app.inject({ url: '/ar/search', cookies: { lang: 'ar' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ar/search', cookies: { lang: 'en' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search', cookies: { lang: 'en' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search', cookies: { lang: 'fr' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no-such-page', cookies: { lang: 'ar' } })).statusCode).toBe(404);
  });
});
