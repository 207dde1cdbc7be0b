import { and, eq } from 'drizzle-orm';
import { localizedPath } from '@weekends/shared';
import type { PageMetaResolver } from '../../plugins/web.ts';
import { categories, homeSections } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { activityJsonLd } from '../seo/index.ts';
import { getActivity } from './service.ts';
import { catalogueIn } from './language.ts';
import { TRENDING_SECTION_SLUG, pageTitle } from '@weekends/shared';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Server-written titles, descriptions and share images for the catalogue's pages. */
export const catalogPageMeta: Record<string, PageMetaResolver> = {
  '/activity/:slug': async (app, { slug = '' }, language) => {
    // The page's own data (the detail the browser loads too), so the structured data says what the page shows.
    const activity = await getActivity(app.db, slug, language).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (!activity) return null;
    const url = `${app.config.PUBLIC_URL}${localizedPath(language, `/activity/${encodeURIComponent(activity.slug)}`)}`;
    return {
      title: pageTitle(activity.metaTitle || activity.title),
      description: clip(activity.metaDescription || activity.description),
      image: activity.images[0] ?? null,
      type: 'product',
      jsonLd: activityJsonLd(activity, url, app.config.PUBLIC_URL),
    };
  },
  '/category/:slug': async (app, { slug = '' }, language) => {
    const { category } = catalogueIn(language);
    const [row] = await app.db
      .select({
        name: category.name,
        metaTitle: category.metaTitle,
        metaDescription: category.metaDescription,
        headerImage: categories.headerImage,
        image: categories.image,
      })
      .from(categories)
      .where(and(eq(categories.slug, slug), eq(categories.isActive, true)));
    if (!row) return null;
    return {
      title: pageTitle(row.metaTitle || row.name),
      description: clip(
        row.metaDescription ||
          (language === 'ar'
            ? `تجارب ${row.name} لعطلة نهاية الأسبوع في الإمارات. اختر التجارب التي تحبها وخطّط لعطلتك.`
            : `${row.name} experiences for your weekend in the UAE. Choose the experiences you like and plan your weekend.`),
      ),
      image: row.headerImage ?? row.image,
    };
  },
  '/sections/:slug': async (app, { slug = '' }, language) => {
    if (slug === TRENDING_SECTION_SLUG) {
      return language === 'ar'
        ? {
            title: 'التجارب الرائجة | Weekends',
            description: 'تجارب عطلة نهاية الأسبوع التي يحجزها الناس في أنحاء الإمارات الآن.',
          }
        : {
            title: 'Trending experiences | Weekends',
            description: 'The weekend experiences people across the UAE are booking right now.',
          };
    }
    const [row] = await app.db
      .select({ name: catalogueIn(language).homeSection.name })
      .from(homeSections)
      .where(and(eq(homeSections.slug, slug), eq(homeSections.isActive, true)));
    if (!row) return null;
    return {
      title: pageTitle(row.name),
      description: clip(
        language === 'ar'
          ? `${row.name}: تجارب مختارة بعناية لعطلة نهاية الأسبوع في أنحاء الإمارات.`
          : `${row.name}: hand-picked weekend experiences across the UAE.`,
      ),
    };
  },
};
