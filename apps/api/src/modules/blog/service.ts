import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Language, PostDetail, PostSummary, PostView } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { memoryClaims, type ClaimStore } from '../../lib/redis.ts';
import { posts, postViews } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { localizedText } from '../../lib/localized.ts';
import { excerpt, readingTime, renderPostHtml } from './markdown.ts';

export const POST_NOT_FOUND = 'Post not found';

/** The lists are a blog's worth of posts, not an archive: the newest this many. */
export const POSTS_LIST_LIMIT = 100;

/** A post is public once active and its publication time has come (a post may be scheduled). */
const isPublic = () => and(eq(posts.isActive, true), lte(posts.publishedAt, sql`now()`));

/**
 * A post's texts in the reader's language, picked in one place: the Arabic column where it has a value, else the
 * English one (lib/localized.ts), so every public read answers in `requestLanguage(request)`.
 */
export function postIn(language: Language) {
  return {
    title: localizedText(language, posts.title, posts.titleAr),
    summary: localizedText(language, posts.summary, posts.summaryAr),
    content: localizedText(language, posts.content, posts.contentAr),
    /** The language `content` is in: its reading time is counted at that language's pace. */
    contentLanguage:
      language === 'ar'
        ? sql<Language>`case when nullif(${posts.contentAr}, '') is null then 'en' else 'ar' end`
        : sql<Language>`'en'`,
    metaTitle: localizedText<string | null>(language, posts.metaTitle, posts.metaTitleAr),
    metaDescription: localizedText<string | null>(language, posts.metaDescription, posts.metaDescriptionAr),
  };
}

const summaryColumns = (language: Language) => {
  const post = postIn(language);
  return {
    id: posts.id,
    slug: posts.slug,
    title: post.title,
    summary: post.summary,
    content: post.content,
    contentLanguage: post.contentLanguage,
    image: posts.image,
    publishedAt: posts.publishedAt,
    views: posts.views,
  };
};

type SummaryRow = Pick<
  typeof posts.$inferSelect,
  'id' | 'slug' | 'title' | 'summary' | 'content' | 'image' | 'publishedAt' | 'views'
> & { contentLanguage: Language };

/** A post's card: its excerpt and reading time from the content the reader reads (the Arabic, or the English). */
function toSummary({ content, contentLanguage, ...row }: SummaryRow): PostSummary {
  return {
    ...row,
    excerpt: excerpt(content),
    readingTime: readingTime(content, contentLanguage),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Active posts, newest first, in `language`. */
export async function listPosts(db: Database, language: Language = 'en'): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns(language))
    .from(posts)
    .where(isPublic())
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(POSTS_LIST_LIMIT);
  return rows.map(toSummary);
}

/** Active posts, most viewed first: the 'Most Popular' lists. */
export async function listPopularPosts(db: Database, language: Language = 'en'): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns(language))
    .from(posts)
    .where(isPublic())
    .orderBy(desc(posts.views), desc(posts.publishedAt), desc(posts.id))
    .limit(POSTS_LIST_LIMIT);
  return rows.map(toSummary);
}

export async function getPost(db: Database, slug: string, language: Language = 'en'): Promise<PostDetail> {
  const post = postIn(language);
  const [row] = await db
    .select({ ...summaryColumns(language), metaTitle: post.metaTitle, metaDescription: post.metaDescription })
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublic()));
  if (!row) throw notFound(POST_NOT_FOUND);
  const { metaTitle, metaDescription, ...summary } = row;
  return { ...toSummary(summary), contentHtml: renderPostHtml(row.content, language), metaTitle, metaDescription };
}

/** A public post's title and description for the server-written page tags, or null. */
export async function getPostMeta(db: Database, slug: string, language: Language = 'en') {
  const post = postIn(language);
  const [row] = await db
    .select({
      title: post.title,
      summary: post.summary,
      image: posts.image,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
    })
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublic()));
  return row ?? null;
}

/**
 * How long one visitor's view of one post counts once: a reload loop from one address adds one view per
 * POST_VIEW_WINDOW_MS, not one per reload. Remembered in Redis when the instances share one (REDIS_URL), else in
 * this process's memory (at most POST_VIEW_MEMORY entries, the oldest forgotten first, so a restart forgets); for
 * a view counter that is the right trade against a database write per request.
 */
export const POST_VIEW_WINDOW_MS = 10 * 60_000;
export const POST_VIEW_MEMORY = 50_000;

export interface ViewCounter {
  record(db: Database, postId: number, visitor: string): Promise<PostView>;
}

export function createViewCounter(options: { windowMs?: number; seen?: ClaimStore } = {}): ViewCounter {
  const windowMs = options.windowMs ?? POST_VIEW_WINDOW_MS;
  const seen = options.seen ?? memoryClaims(POST_VIEW_MEMORY);
  return {
    async record(db, postId, visitor) {
      const key = `${visitor}|${postId}`;
      // Claimed before the write, so two requests racing from one visitor count once.
      if (!(await seen.claim(key, windowMs))) return { views: await currentViews(db, postId), counted: false };
      try {
        return { views: await addView(db, postId), counted: true };
      } catch (error) {
        await seen.release(key);
        throw error;
      }
    },
  };
}

async function currentViews(db: Database, postId: number): Promise<number> {
  const [row] = await db
    .select({ views: posts.views })
    .from(posts)
    .where(and(eq(posts.id, postId), isPublic()));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row.views;
}

/** One statement: the counter goes up and a post_views row is written, or neither (unknown or hidden post). */
async function addView(db: Database, postId: number): Promise<number> {
  const result = await db.execute<{ views: number }>(sql`
    with bumped as (
      update ${posts} set views = views + 1
      where id = ${postId} and is_active and published_at <= now()
      returning id, views
    ), logged as (
      insert into ${postViews} (post_id) select id from bumped
    )
    select views from bumped`);
  const row = result.rows[0];
  if (!row) throw notFound(POST_NOT_FOUND);
  return Number(row.views);
}
