import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PostDetail, PostSummary } from '@weekends/shared';
import { posts } from '../../db/schema/index.ts';
import { BLOG_COVER_IMAGE, insertDemoPosts, planBlogPosts } from '../../db/seed/blog.ts';
import { demoBlogPosts } from '../../db/seed/content/blog.ts';
import { blogPostsAr } from '../../db/seed/content/blog-arabic.ts';
import { allDemoImageJobs, planActivities } from '../../db/seed/plan.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { plainText, readingTime } from './markdown.ts';

/** The demo blog: a handful of real posts, each with a cover drawn at seed time, true view rows and working links. */
let t: TestApp;
const now = new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  await insertDemoPosts(t.db, now);
});

afterAll(() => t.close());

describe('demo blog posts', () => {
  it('seeds five or six posts with unique slugs, summaries and covers', async () => {
    const rows = await t.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.isActive).toBe(true);
      expect(row.summary.length).toBeGreaterThan(60);
      expect(row.image).toBe(`/uploads/seed/blog/${row.slug}.webp`);
      expect(row.readingTime).toBe(readingTime(row.content));
      expect(row.readingTime).toBeGreaterThanOrEqual(2);
      expect(row.publishedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('publishes at 08:30 Dubai time on distinct days', async () => {
    const rows = await t.db.select({ publishedAt: posts.publishedAt }).from(posts);
    for (const { publishedAt } of rows) expect(publishedAt.toISOString()).toMatch(/T04:30:00\.000Z$/);
    expect(new Set(rows.map((r) => r.publishedAt.toISOString())).size).toBe(rows.length);
  });

  it('writes one post_views row per view, none before publication or after the seed time', async () => {
    const result = await t.db.execute<{ slug: string; views: number; rows: number; early: number; late: number }>(sql`
      select p.slug, p.views, count(v.id)::int as rows,
             count(*) filter (where v.created_at < p.published_at)::int as early,
             count(*) filter (where v.created_at > ${now.toISOString()}::timestamptz)::int as late
      from posts p left join post_views v on v.post_id = p.id group by p.id`);
    for (const row of result.rows) {
      expect(Number(row.rows), row.slug).toBe(row.views);
      expect(Number(row.early)).toBe(0);
      expect(Number(row.late)).toBe(0);
    }
  });

  it('links only to active demo activities on this site, and every post renders through the API', async () => {
    const activities = new Map(planActivities().map((a) => [a.row.slug, a.row.isActive]));
    for (const post of demoBlogPosts) {
      const links = [...post.content.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
      expect(links.length, post.slug).toBeGreaterThan(0);
      for (const link of links) {
        const slug = /^\/activity\/([a-z0-9-]+)$/.exec(link)?.[1];
        expect(slug, `${post.slug} links to ${link}`).toBeDefined();
        expect(activities.get(slug!), `${post.slug} links to ${link}`).toBe(true);
      }
      const res = await t.app.inject({ url: `/api/posts/${post.slug}` });
      expect(res.statusCode).toBe(200);
      const detail = res.json<PostDetail>();
      for (const link of links) expect(detail.contentHtml).toContain(`<a href="${link}">`);
      expect(detail.contentHtml).toContain('<h2>');
    }
  });

  it('lists the posts newest first with excerpts of their own text', async () => {
    const list = (await t.app.inject({ url: '/api/posts' })).json<PostSummary[]>();
    const expected = [...demoBlogPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug);
    expect(list.map((p) => p.slug)).toEqual(expected);
    for (const item of list) {
      const text = plainText(demoBlogPosts.find((p) => p.slug === item.slug)!.content);
      expect(item.excerpt.length).toBeLessThanOrEqual(300);
      expect(text.startsWith(item.excerpt.replace(/…$/, ''))).toBe(true);
    }
  });

  it('draws each cover at seed time with the other demo images', () => {
    const jobs = new Map(allDemoImageJobs().map((j) => [j.publicPath, j]));
    for (const { image } of planBlogPosts(now)) {
      expect(jobs.get(image.publicPath)).toEqual({ ...image, ...BLOG_COVER_IMAGE });
    }
  });

  it('seeds every post in Arabic too: title, summary, the whole content with the same links and sections, and its meta', async () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    const rows = await t.db.select().from(posts);
    expect(Object.keys(blogPostsAr).sort()).toEqual(demoBlogPosts.map((p) => p.slug).sort());
    for (const row of rows) {
      const english = demoBlogPosts.find((p) => p.slug === row.slug)!;
      for (const field of ['titleAr', 'summaryAr', 'contentAr'] as const) {
        expect(row[field], `${row.slug} ${field}`).toMatch(arabicLetters);
      }
      expect(row.metaTitleAr === null, row.slug).toBe(row.metaTitle === null);
      expect(row.metaDescriptionAr === null, row.slug).toBe(row.metaDescription === null);
      if (row.metaTitleAr) expect(row.metaTitleAr).toMatch(arabicLetters);
      if (row.metaDescriptionAr) expect(row.metaDescriptionAr).toMatch(arabicLetters);
      // The whole post, not a summary of it: the same links, headings and list items as the English.
      const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
      expect(links(row.contentAr!), row.slug).toEqual(links(english.content));
      const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
      expect(count(row.contentAr!, /^## /gm), row.slug).toBe(count(english.content, /^## /gm));
      expect(count(row.contentAr!, /^(- |\d+\. )/gm), row.slug).toBe(count(english.content, /^(- |\d+\. )/gm));
      expect(row.contentAr!.length, row.slug).toBeGreaterThan(english.content.length * 0.6);
    }
  });

  it('serves the demo posts in Arabic on Arabic requests', async () => {
    const arabic = { 'x-weekends-language': 'ar' };
    const list = (await t.app.inject({ url: '/api/posts', headers: arabic })).json<PostSummary[]>();
    for (const item of list) expect(item.title).toBe(blogPostsAr[item.slug]!.title);
    const slug = demoBlogPosts[0]!.slug;
    const detail = (await t.app.inject({ url: `/api/posts/${slug}`, headers: arabic })).json<PostDetail>();
    expect(detail.contentHtml).toContain('<h2>البرد أشد مما تظن</h2>');
  });
});
