import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PostDetail, PostSummary, PostView } from '@weekends/shared';
import { posts, postViews } from '../../db/schema/index.ts';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { BLOG_RATE_LIMITS } from './routes.ts';
import { readingTime } from './markdown.ts';

/** The blog's API: lists, one post with its sanitised HTML, and views counted once per visitor per window. */
let t: TestApp;
const day = 86_400_000;
const now = Date.now();
const ids: Record<string, number> = {};

async function insertPost(values: Partial<typeof posts.$inferInsert> & { slug: string; title: string }) {
  const content = values.content ?? `Text of ${values.title}.`;
  const [row] = await t.db
    .insert(posts)
    .values({
      summary: `Summary of ${values.title}`,
      publishedAt: new Date(now - day),
      readingTime: readingTime(content),
      ...values,
      content,
    })
    .returning({ id: posts.id });
  ids[values.slug] = row!.id;
  return row!.id;
}

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const view = (id: number, ip = '203.0.113.10') =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/views`,
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
    payload: '{}',
  });

const longText = `## Packing\n\n${Array.from({ length: 90 }, (_, i) => `Sentence number ${i} about dunes.`).join(' ')}`;

beforeAll(async () => {
  t = await createTestApp();
  await insertPost({ slug: 'oldest', title: 'Oldest', publishedAt: new Date(now - 30 * day), views: 50 });
  await insertPost({
    slug: 'newest',
    title: 'Newest',
    publishedAt: new Date(now - 1 * day),
    views: 5,
    image: '/uploads/seed/blog/newest.webp',
    content: longText,
    metaTitle: 'Newest, for search',
    metaDescription: 'The newest post, described for search engines.',
  });
  await insertPost({
    slug: 'middle',
    title: 'Middle',
    publishedAt: new Date(now - 10 * day),
    views: 500,
    metaTitle: 'Middle, for search',
    titleAr: 'الوسط',
    summaryAr: 'ملخص الوسط',
    contentAr: '## الرحلة\n\nنص عربي عن الكثبان.',
    metaTitleAr: 'الوسط لمحركات البحث',
    metaDescriptionAr: 'وصف الوسط لمحركات البحث.',
  });
  await insertPost({
    slug: 'unsafe',
    title: 'Unsafe',
    publishedAt: new Date(now - 20 * day),
    content:
      'Hi <script>alert(1)</script> [a](javascript:alert(1)) ![b](javascript:alert(2)) <img src=x onerror=alert(3)> [ok](https://example.com)',
  });
  await insertPost({ slug: 'hidden', title: 'Hidden', isActive: false, views: 9999 });
  await insertPost({ slug: 'scheduled', title: 'Scheduled', publishedAt: new Date(now + 5 * day), views: 9998 });
});

afterAll(() => t.close());

describe('GET /api/posts', () => {
  it('lists active, published posts newest first with excerpt, image, reading time and views', async () => {
    const list = await get<PostSummary[]>('/api/posts');
    expect(list.map((p) => p.slug)).toEqual(['newest', 'middle', 'unsafe', 'oldest']);
    const newest = list[0]!;
    expect(newest).toEqual({
      id: ids.newest,
      slug: 'newest',
      title: 'Newest',
      summary: 'Summary of Newest',
      excerpt: expect.any(String),
      image: '/uploads/seed/blog/newest.webp',
      publishedAt: new Date(now - 1 * day).toISOString(),
      readingTime: readingTime(longText),
      views: 5,
    });
    expect(newest.excerpt.startsWith('Packing Sentence number 0 about dunes. Sentence number 1')).toBe(true);
    expect(newest.excerpt.length).toBeLessThanOrEqual(300);
    expect(newest.excerpt.endsWith('…')).toBe(true);
    // Plain text, shown as text by the page: the source's tags are words here, not markup.
    expect(list.find((p) => p.slug === 'unsafe')!.excerpt).toBe(
      'Hi <script>alert(1)</script> [a](javascript:alert(1)) ![b](javascript:alert(2)) <img src=x onerror=alert(3)> ok',
    );
  });

  it('lists the popular posts by views', async () => {
    const list = await get<PostSummary[]>('/api/posts/popular');
    expect(list.map((p) => p.slug)).toEqual(['middle', 'oldest', 'newest', 'unsafe']);
  });
});

describe('GET /api/posts/:slug', () => {
  it('answers the post with its Markdown rendered to HTML and its meta fields', async () => {
    const post = await get<PostDetail>('/api/posts/newest');
    expect(post).toMatchObject({
      id: ids.newest,
      slug: 'newest',
      title: 'Newest',
      metaTitle: 'Newest, for search',
      metaDescription: 'The newest post, described for search engines.',
      views: 5,
    });
    expect(post.contentHtml.startsWith('<h2>Packing</h2>\n<p>Sentence number 0 about dunes.')).toBe(true);
  });

  it('renders a post with a script and javascript: links inert', async () => {
    const { contentHtml } = await get<PostDetail>('/api/posts/unsafe');
    expect(contentHtml).not.toMatch(/<script|<img|<a href="javascript|src="javascript/i);
    expect(contentHtml.match(/<[a-z]+/g)).toEqual(['<p', '<a']);
    expect(contentHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(contentHtml).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it.each(['no-such-post', 'hidden', 'scheduled'])('answers 404 for %s', async (slug) => {
    const res = await t.app.inject({ url: `/api/posts/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found' });
  });
});

describe('in Arabic', () => {
  const inArabic = async <T>(url: string) => {
    const res = await t.app.inject({ url, headers: { 'x-weekends-language': 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('lists each post with its Arabic title, summary and excerpt, and the English where it has none', async () => {
    for (const url of ['/api/posts', '/api/posts/popular']) {
      const list = await inArabic<PostSummary[]>(url);
      expect(
        list.find((p) => p.slug === 'middle'),
        url,
      ).toMatchObject({
        title: 'الوسط',
        summary: 'ملخص الوسط',
        excerpt: 'الرحلة نص عربي عن الكثبان.',
      });
      expect(
        list.find((p) => p.slug === 'oldest'),
        url,
      ).toMatchObject({
        title: 'Oldest',
        summary: 'Summary of Oldest',
      });
    }
    expect((await get<PostSummary[]>('/api/posts')).find((p) => p.slug === 'middle')).toMatchObject({
      title: 'Middle',
      summary: 'Summary of Middle',
    });
  });

  it('answers a post with its Arabic content rendered and its Arabic meta fields', async () => {
    const post = await inArabic<PostDetail>('/api/posts/middle');
    expect(post).toMatchObject({
      title: 'الوسط',
      summary: 'ملخص الوسط',
      metaTitle: 'الوسط لمحركات البحث',
      metaDescription: 'وصف الوسط لمحركات البحث.',
    });
    expect(post.contentHtml).toBe('<h2>الرحلة</h2>\n<p>نص عربي عن الكثبان.</p>\n');
    const english = await get<PostDetail>('/api/posts/middle');
    expect(english).toMatchObject({ title: 'Middle', metaTitle: 'Middle, for search', metaDescription: null });
    expect(english.contentHtml).toContain('Text of Middle.');
    // Untranslated: the English, whole.
    expect(await inArabic<PostDetail>('/api/posts/newest')).toMatchObject({
      title: 'Newest',
      metaTitle: 'Newest, for search',
    });
  });

  it("times a post at the pace of the language its content is in: the Arabic's, or the English shown instead", async () => {
    await insertPost({
      slug: 'timed',
      title: 'Timed',
      content: Array(300).fill('word').join(' '),
      contentAr: Array(300).fill('كلمة').join(' '),
    });
    await insertPost({ slug: 'timed-english', title: 'Timed English', content: Array(300).fill('word').join(' ') });
    expect((await get<PostDetail>('/api/posts/timed')).readingTime).toBe(2);
    expect((await inArabic<PostDetail>('/api/posts/timed')).readingTime).toBe(3);
    expect((await inArabic<PostDetail>('/api/posts/timed-english')).readingTime).toBe(2);
    const list = await inArabic<PostSummary[]>('/api/posts');
    expect(list.find((p) => p.slug === 'timed')?.readingTime).toBe(3);
  });

  it('reads the language from the lang cookie when no header says it', async () => {
    const res = await t.app.inject({ url: '/api/posts/middle', cookies: { lang: 'ar' } });
    expect(res.json()).toMatchObject({ title: 'الوسط' });
  });
});

describe('POST /api/posts/:id/views', () => {
  const rows = async (id: number) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(postViews)
        .where(eq(postViews.postId, id))
    )[0]!.n;
  const stored = async (id: number) =>
    (await t.db.select({ views: posts.views }).from(posts).where(eq(posts.id, id)))[0]!.views;

  it('records a row and raises the count, once per visitor and post in ten minutes', async () => {
    const id = ids.oldest!;
    const first = await view(id, '203.0.113.1');
    expect(first.statusCode).toBe(200);
    expect(first.json<PostView>()).toEqual({ views: 51, counted: true });
    expect(await rows(id)).toBe(1);

    // A reload from the same address does not count again, and still answers the count.
    const again = await view(id, '203.0.113.1');
    expect(again.json<PostView>()).toEqual({ views: 51, counted: false });
    expect(await rows(id)).toBe(1);

    // Another visitor counts; the same visitor on another post counts.
    expect((await view(id, '203.0.113.2')).json<PostView>()).toEqual({ views: 52, counted: true });
    expect((await view(ids.middle!, '203.0.113.1')).json<PostView>()).toEqual({ views: 501, counted: true });
    expect(await stored(id)).toBe(52);
    expect(await rows(id)).toBe(2);
  });

  it('counts concurrent first views from one visitor once and from many visitors each', async () => {
    const id = ids.newest!;
    const before = await stored(id);
    const same = await Promise.all(Array.from({ length: 5 }, () => view(id, '198.51.100.7')));
    expect(same.filter((r) => r.json<PostView>().counted)).toHaveLength(1);
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => view(id, `198.51.100.${20 + i}`)));
    expect(many.every((r) => r.json<PostView>().counted)).toBe(true);
    expect(await stored(id)).toBe(before + 9);
    expect(await rows(id)).toBe(9);
  });

  it.each(['hidden', 'scheduled'])('answers 404 for a %s post and counts nothing', async (slug) => {
    const id = ids[slug]!;
    const res = await view(id, '203.0.113.50');
    expect(res.statusCode).toBe(404);
    expect(await rows(id)).toBe(0);
    // A refused view is not remembered: the same address is refused again, not told "already counted".
    expect((await view(id, '203.0.113.50')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await view(999_999, '203.0.113.51')).statusCode).toBe(404);
  });

  it('limits how many posts one address can record views for in a minute', async () => {
    const ip = clientIp();
    const { max } = BLOG_RATE_LIMITS.views;
    for (let i = 0; i < max; i++) expect((await view(ids.unsafe!, ip)).statusCode).toBe(200);
    const limited = await view(ids.unsafe!, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
