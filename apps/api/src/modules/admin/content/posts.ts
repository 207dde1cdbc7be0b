import { and, count, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  POST_ARABIC_FIELDS,
  missingArabic,
  type AdminPage,
  type AdminPost,
  type AdminPostDetail,
  type Language,
  type PostStatus,
  adminPostsQuerySchema,
  postBodySchema,
} from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import { pickLanguage } from '../../../lib/localized.ts';
import { notFound } from '../../../plugins/errors.ts';
import { readingTime } from '../../blog/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';
import { assertSlugFree, uniqueSlug } from './unique-slug.ts';

type Row = typeof posts.$inferSelect;
type PostInput = z.output<typeof postBodySchema>;

/** A draft is not active; an active post is scheduled until its publication time, then published (blog/service.ts). */
export const postStatus = (row: Pick<Row, 'isActive' | 'publishedAt'>, now = new Date()): PostStatus =>
  !row.isActive ? 'draft' : row.publishedAt > now ? 'scheduled' : 'published';

const byStatus = (status: PostStatus | 'all'): SQL | undefined =>
  status === 'draft'
    ? eq(posts.isActive, false)
    : status === 'scheduled'
      ? and(eq(posts.isActive, true), gt(posts.publishedAt, sql`now()`))
      : status === 'published'
        ? and(eq(posts.isActive, true), lte(posts.publishedAt, sql`now()`))
        : undefined;

const toPost = (row: Row): AdminPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image: row.image,
  status: postStatus(row),
  publishedAt: row.publishedAt.toISOString(),
  readingTime: row.readingTime,
  views: row.views,
  createdAt: row.createdAt.toISOString(),
  missingArabic: missingArabic(row, POST_ARABIC_FIELDS),
});
const toDetail = (row: Row): AdminPostDetail => ({
  ...toPost(row),
  content: row.content,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  titleAr: row.titleAr,
  summaryAr: row.summaryAr,
  contentAr: row.contentAr,
  metaTitleAr: row.metaTitleAr,
  metaDescriptionAr: row.metaDescriptionAr,
});

/** What the audit log keeps of a post: everything but the bodies, whose lengths stand in for them. */
const audited = (row: Row) => ({
  ...toPost(row),
  contentLength: row.content.length,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  titleAr: row.titleAr,
  summaryAr: row.summaryAr,
  contentArLength: row.contentAr?.length ?? 0,
  metaTitleAr: row.metaTitleAr,
  metaDescriptionAr: row.metaDescriptionAr,
});

/**
 * The posts table, a page at a time: each row's title and summary in the reader's `language` (the English where the
 * Arabic is still to write); the editor reads both languages from getPost.
 */
export async function listPosts(
  db: Database,
  query: z.infer<typeof adminPostsQuerySchema>,
  language: Language = 'en',
): Promise<AdminPage<AdminPost>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    byStatus(query.status),
    q ? or(ilike(posts.title, q), ilike(posts.titleAr, q), ilike(posts.slug, q)) : undefined,
  );
  const sortColumn = {
    publishedAt: posts.publishedAt,
    title: posts.title,
    views: posts.views,
    createdAt: posts.createdAt,
  }[query.sort];
  return pageOf(
    query,
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, posts.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(posts).where(where),
    (row) => ({
      ...toPost(row),
      title: pickLanguage(language, row.title, row.titleAr),
      summary: pickLanguage(language, row.summary, row.summaryAr),
    }),
  );
}

async function lockPost(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  if (!row) throw notFound(CONTENT_MESSAGES.postNotFound);
  return row;
}

export async function getPost(db: Database, id: number): Promise<AdminPostDetail> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.postNotFound);
  return toDetail(row);
}

const columnsOf = (input: PostInput) => ({ ...input, readingTime: readingTime(input.content) });

/** A new post starts as a draft; publishing is its own step with its date. */
export async function createPost(db: Database, adminId: number, input: PostInput): Promise<AdminPostDetail> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, posts, posts, input.slug);
      const [row] = await tx
        .insert(posts)
        .values({ ...columnsOf(input), isActive: false, publishedAt: new Date() })
        .returning();
      await recordAdminAction(tx, adminId, {
        action: 'post.create',
        subject: { type: 'post', id: row!.id },
        before: null,
        after: audited(row!),
      });
      return toDetail(row!);
    }),
  );
}

export async function updatePost(
  db: Database,
  adminId: number,
  id: number,
  input: PostInput,
): Promise<AdminPostDetail> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const before = await lockPost(tx, id);
      await assertSlugFree(tx, posts, posts, input.slug, id);
      const [row] = await tx.update(posts).set(columnsOf(input)).where(eq(posts.id, id)).returning();
      await recordAdminAction(tx, adminId, {
        action: 'post.update',
        subject: { type: 'post', id },
        before: audited(before),
        after: audited(row!),
      });
      return toDetail(row!);
    }),
  );
}

/** Publishes at `publishedAt` (now, a past date to backdate, or a future one to schedule), or takes the post down. */
export async function setPublished(
  db: Database,
  adminId: number,
  id: number,
  change: { publishedAt: Date } | null,
): Promise<AdminPostDetail> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    const [row] = await tx
      .update(posts)
      .set(change ? { isActive: true, publishedAt: change.publishedAt } : { isActive: false })
      .where(eq(posts.id, id))
      .returning();
    await recordAdminAction(tx, adminId, {
      action: change ? 'post.publish' : 'post.unpublish',
      subject: { type: 'post', id },
      before: { status: postStatus(before), publishedAt: before.publishedAt.toISOString() },
      after: { status: postStatus(row!), publishedAt: row!.publishedAt.toISOString() },
    });
    return toDetail(row!);
  });
}
