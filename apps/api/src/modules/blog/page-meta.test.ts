import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
// The web app's string catalogue: the server's tags must say what the page itself sets.
import blog from '../../../../web/src/locales/en/blog.json' with { type: 'json' };
import blogAr from '../../../../web/src/locales/ar/blog.json' with { type: 'json' };
import { BLOG_PAGE, BLOG_PAGE_AR } from './page-meta.ts';
import { openTestDatabase } from '../../test/databases.ts';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-blog-meta-'));
const day = 86_400_000;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Weekends</title></head><body><div id="root"></div></body></html>',
  );
  // A copy of the run's migrated database (test/databases.ts): no migrating of its own.
  ({ database, drop: dropDatabase } = await openTestDatabase());
  const base = { content: 'Words.', readingTime: 1, publishedAt: new Date(Date.now() - day) };
  await database.db.insert(posts).values([
    {
      ...base,
      slug: 'camping-under-the-stars',
      title: 'Camping "under" the stars',
      summary: 'What to pack for a night in the dunes & why.',
      image: '/uploads/seed/blog/camp.webp',
    },
    {
      ...base,
      slug: 'with-meta',
      title: 'Plain title',
      summary: 'Plain summary',
      metaTitle: 'Search title',
      metaDescription: 'Search description',
      titleAr: 'عنوان عربي',
      summaryAr: 'ملخص عربي',
      metaTitleAr: 'عنوان البحث',
      metaDescriptionAr: 'وصف البحث',
    },
    { ...base, slug: 'long-summary', title: 'Long', summary: `${'word '.repeat(60)}end` },
    { ...base, slug: 'hidden', title: 'Hidden', summary: 'Hidden', isActive: false },
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

describe('blog pages in the server’s HTML (no JavaScript needed)', () => {
  it('uses the same title and description for /blog as the web catalogue', () => {
    expect(BLOG_PAGE).toEqual(blog.meta);
  });

  it('writes /blog’s title, description and share tags', async () => {
    const res = await app.inject({ url: '/blog' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${escapeHtml(blog.meta.title)} | Weekends</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(blog.meta.description)}" />`);
    expect(res.body).toContain('<meta property="og:type" content="website" />');
    expect(res.body).toContain('<meta property="og:url" content="https://weekends.test/blog" />');
  });

  it('writes a post’s title, summary, cover and type article, escaped', async () => {
    const res = await app.inject({ url: '/blog-detail/camping-under-the-stars' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Camping &quot;under&quot; the stars | Weekends</title>');
    expect(res.body).toContain(
      '<meta name="description" content="What to pack for a night in the dunes &amp; why." />',
    );
    expect(res.body).toContain('<meta property="og:title" content="Camping &quot;under&quot; the stars | Weekends" />');
    expect(res.body).toContain(
      '<meta property="og:description" content="What to pack for a night in the dunes &amp; why." />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://weekends.test/uploads/seed/blog/camp.webp" />',
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(
      '<meta property="og:url" content="https://weekends.test/blog-detail/camping-under-the-stars" />',
    );
  });

  it('prefers the post’s meta title and description', async () => {
    const res = await app.inject({ url: '/blog-detail/with-meta' });
    expect(res.body).toContain('<title>Search title | Weekends</title>');
    expect(res.body).toContain('<meta name="description" content="Search description" />');
    expect(res.body).toContain('<meta property="og:image" content="https://weekends.test/og-default.png" />');
  });

  it('clips a long summary to 160 characters for the description', async () => {
    const res = await app.inject({ url: '/blog-detail/long-summary' });
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(res.body)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it.each(['no-such-post', 'hidden'])('serves the 404 page with status 404 for %s', async (slug) => {
    const res = await app.inject({ url: `/blog-detail/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>404 | Weekends</title>');
  });

  it('uses the same title and description for /ar/blog as the Arabic web catalogue', async () => {
    expect(BLOG_PAGE_AR).toEqual(blogAr.meta);
    const res = await app.inject({ url: '/ar/blog' });
    expect(res.body).toContain(`<title>${escapeHtml(blogAr.meta.title)} | Weekends</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(blogAr.meta.description)}" />`);
  });

  it('writes an Arabic page’s tags from the post’s Arabic, and the English where it has none', async () => {
    const res = await app.inject({ url: '/ar/blog-detail/with-meta' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>عنوان البحث | Weekends</title>');
    expect(res.body).toContain('<meta name="description" content="وصف البحث" />');
    const untranslated = await app.inject({ url: '/ar/blog-detail/camping-under-the-stars' });
    expect(untranslated.body).toContain('<title>Camping &quot;under&quot; the stars | Weekends</title>');
  });
});
