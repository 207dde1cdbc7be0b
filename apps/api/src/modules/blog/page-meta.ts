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

/** The same in Arabic (locales/ar/blog.json `meta`), for /ar/blog. */
export const BLOG_PAGE_AR = {
  title: 'المدونة',
  description:
    'أفكار لعطلة نهاية الأسبوع في الإمارات: أدلة ونصائح وقصص عن ليالي الصحراء ومسارات الجبال وجولات التراث والأيام على الماء.',
};

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Server-written titles, descriptions and share tags of the blog's pages, so share previews work without JavaScript.
 */
export const blogPageMeta: Record<string, PageMetaResolver> = {
  '/blog': async (_app, _params, language) => {
    const page = language === 'ar' ? BLOG_PAGE_AR : BLOG_PAGE;
    return { title: pageTitle(page.title), description: page.description };
  },
  '/blog-detail/:slug': async (app, { slug = '' }, language) => {
    const post = await getPostMeta(app.db, slug, language);
    if (!post) return null;
    return {
      title: pageTitle(post.metaTitle || post.title),
      description: clip(post.metaDescription || post.summary),
      image: post.image,
      type: 'article',
    };
  },
};
