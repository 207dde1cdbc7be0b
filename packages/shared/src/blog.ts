import { z } from 'zod';

// The numbers live apart from the schemas so the web pages can read them without downloading zod.
export * from './blog-constants.ts';

/** The blog: the list of posts, one post, and its recorded views. */

/** A post in the blog's lists: everything but the content itself. */
export const postSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The first BLOG_EXCERPT_LENGTH characters of the content as plain text (cut at a word, with '…' when cut). */
  excerpt: z.string(),
  /** Cover image path, or null. */
  image: z.string().nullable(),
  /** ISO time. */
  publishedAt: z.string(),
  /** Minutes. */
  readingTime: z.number(),
  views: z.number(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** One post: its Markdown content rendered on the server to sanitised HTML. */
export const postDetailSchema = postSummarySchema.extend({
  /** Safe to insert as HTML: raw HTML in the Markdown is escaped, links are http(s), mailto or same-site only. */
  contentHtml: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** The answer to recording a view: the post's count now, and whether this request was counted. */
export const postViewSchema = z.object({ views: z.number(), counted: z.boolean() });
export type PostView = z.infer<typeof postViewSchema>;
