import { z } from 'zod';

/** The blog (spec 001 sections 2, 3, 4 and 9). */

/** The featured post and each list entry show this many characters of the post's plain text. */
export const BLOG_EXCERPT_LENGTH = 300;
/** 'Most Recent' under a post lists up to this many other posts. */
export const BLOG_MOST_RECENT_COUNT = 2;
/** The 'Trending' carousel under a post shows this many cards from BLOG_TRENDING_WIDE_PX wide, else one. */
export const BLOG_TRENDING_PER_VIEW_WIDE = 3;
export const BLOG_TRENDING_WIDE_PX = 1024;
/** Reading time is the plain text's words at this pace, rounded up, at least one minute. */
export const BLOG_WORDS_PER_MINUTE = 200;

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
