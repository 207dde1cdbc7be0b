import { pageTitle } from '@weekends/shared';
import type { PageMetaResolver } from '../../plugins/web.ts';
import { getPostMeta } from './service.ts';

/**
 * The blog list's title and description: the web catalogue's `meta` entry (locales/en/blog.json);
 * page-meta.test.ts fails if the two drift apart.
 */
export const BLOG_PAGE = {
  title: 'Blog',
  description:
    'Ideas for your weekend in the UAE: guides, tips and stories about desert nights, mountain trails, heritage walks and days on the water.',
};

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Server-written titles, descriptions and share tags of the blog's pages, so share previews work without JavaScript.
 */
export const blogPageMeta: Record<string, PageMetaResolver> = {
  '/blog': async () => ({ title: pageTitle(BLOG_PAGE.title), description: BLOG_PAGE.description }),
  '/blog-detail/:slug': async (app, { slug = '' }) => {
    const post = await getPostMeta(app.db, slug);
    if (!post) return null;
    return {
      title: pageTitle(post.metaTitle || post.title),
      description: clip(post.metaDescription || post.summary),
      image: post.image,
      type: 'article',
    };
  },
};
