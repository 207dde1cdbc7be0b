import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Blog posts: content is Markdown, rendered and sanitised when served. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    summary: text('summary').notNull(),
    summaryAr: text('summary_ar'),
    content: text('content').notNull(),
    contentAr: text('content_ar'),
    /** Cover image URL under /uploads. */
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Minutes, computed from the content when the post is saved. */
    readingTime: integer('reading_time').notNull(),
    /** Total views, kept in step with post_views. */
    views: integer('views').notNull().default(0),
    metaTitle: text('meta_title'),
    metaTitleAr: text('meta_title_ar'),
    metaDescription: text('meta_description'),
    metaDescriptionAr: text('meta_description_ar'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_published_idx').on(t.publishedAt), index('posts_views_idx').on(t.views)],
);

/** One row per recorded view of a post. */
export const postViews = pgTable(
  'post_views',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_views_post_idx').on(t.postId)],
);
