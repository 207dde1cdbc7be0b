import { localizedPath, pageTitle } from '@weekends/shared';
import type { PageMetaResolver } from '../../plugins/web.ts';
import { passJsonLd } from '../seo/index.ts';
import { getBundle } from './service.ts';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The weekend pass page's title, description and share image, written by the server; an unknown (or no longer
 * sold) pass is served as the 404 page, as an unknown activity is.
 */
export const bundlesPageMeta: Record<string, PageMetaResolver> = {
  '/weekend-detail/:slug': async (app, { slug = '' }, language) => {
    const bundle = await getBundle(app.db, slug, language);
    if (!bundle) return null;
    const url = `${app.config.PUBLIC_URL}${localizedPath(language, `/weekend-detail/${encodeURIComponent(bundle.slug)}`)}`;
    return {
      title: pageTitle(bundle.name),
      description: clip(bundle.description),
      image: bundle.coverImage,
      type: 'product',
      jsonLd: passJsonLd(bundle, url, app.config.PUBLIC_URL),
    };
  },
};
