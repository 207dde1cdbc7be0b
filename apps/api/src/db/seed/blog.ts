import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { posts } from '../schema/index.ts';
import { readingTime } from '../../modules/blog/markdown.ts';
import { demoBlogPosts } from './content/blog.ts';
import { blogPostsAr } from './content/blog-arabic.ts';
import { arabicOf } from './content/arabic.ts';
import type { ImageJob } from './images/render.ts';

export const BLOG_COVER_IMAGE = { width: 1200, height: 675 } as const;

const DAY_MS = 86_400_000;
/** 08:30 in Dubai (UTC+4), when the demo posts go out. */
const PUBLISH_UTC_MINUTES = 4 * 60 + 30;

export function blogCoverPath(slug: string): string {
  return `/uploads/seed/blog/${slug}.webp`;
}

/** The demo posts' rows (dates relative to `now`) and their cover images, computed without the database. */
export function planBlogPosts(now: Date) {
  return demoBlogPosts.map((post) => {
    const day = new Date(now.getTime() - post.daysAgo * DAY_MS);
    const publishedAt = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + PUBLISH_UTC_MINUTES * 60_000,
    );
    const image: ImageJob = {
      publicPath: blogCoverPath(post.slug),
      theme: post.theme,
      key: blogCoverPath(post.slug),
      ...BLOG_COVER_IMAGE,
    };
    const arabic = arabicOf(blogPostsAr, post.slug, 'blog post');
    // A meta text in English needs its Arabic too, or an Arabic page would share the English one.
    if (
      Boolean(post.metaTitle) !== Boolean(arabic.metaTitle) ||
      Boolean(post.metaDescription) !== Boolean(arabic.metaDescription)
    )
      throw new Error(
        `The demo blog post '${post.slug}' has meta texts in one language only (seed/content/blog-arabic.ts)`,
      );
    return {
      row: {
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        content: post.content,
        image: image.publicPath,
        publishedAt,
        readingTime: readingTime(post.content),
        views: post.views,
        metaTitle: post.metaTitle ?? null,
        metaDescription: post.metaDescription ?? null,
        titleAr: arabic.title,
        summaryAr: arabic.summary,
        contentAr: arabic.content,
        metaTitleAr: arabic.metaTitle ?? null,
        metaDescriptionAr: arabic.metaDescription ?? null,
      },
      image,
    };
  });
}

/** Every cover image the demo posts refer to (drawn before the seed's transaction, like the activities' photos). */
export function blogImageJobs(): ImageJob[] {
  return planBlogPosts(new Date()).map((p) => p.image);
}

/**
 * Inserts the demo posts with their views: one post_views row per counted view, spread from publication to
 * `now` with more in the first days, as a new post is read most when it is new.
 */
export async function insertDemoPosts(tx: Tx | Database, now: Date): Promise<void> {
  const planned = planBlogPosts(now).filter((p) => p.row.publishedAt.getTime() <= now.getTime());
  const inserted = await tx
    .insert(posts)
    .values(planned.map((p) => p.row))
    .returning({ id: posts.id, views: posts.views, publishedAt: posts.publishedAt });
  for (const post of inserted) {
    const from = post.publishedAt.toISOString();
    await tx.execute(sql`
      insert into post_views (post_id, created_at)
      select ${post.id}, ${from}::timestamptz + (${now.toISOString()}::timestamptz - ${from}::timestamptz) * power(g::float8 / ${post.views}, 2)
      from generate_series(1, ${post.views}) as g`);
  }
}
