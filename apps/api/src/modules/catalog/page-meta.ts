import { and, asc, eq } from 'drizzle-orm';
import type { PageMetaResolver } from '../../plugins/web.ts';
import { activities, activityImages, categories, homeSections } from '../../db/schema/index.ts';
import { TRENDING_SECTION_SLUG, pageTitle } from '@weekends/shared';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Server-written titles, descriptions and share images for the catalogue's pages. */
export const catalogPageMeta: Record<string, PageMetaResolver> = {
  '/activity/:slug': async (app, { slug = '' }) => {
    const [row] = await app.db
      .select({ id: activities.id, title: activities.title, metaTitle: activities.metaTitle, description: activities.description, metaDescription: activities.metaDescription })
      .from(activities)
      .where(and(eq(activities.slug, slug), eq(activities.isActive, true)));
    if (!row) return null;
    const [image] = await app.db.select({ path: activityImages.path }).from(activityImages).where(eq(activityImages.activityId, row.id)).orderBy(asc(activityImages.position)).limit(1);
    return {
      title: pageTitle(row.metaTitle || row.title),
      description: clip(row.metaDescription || row.description),
      image: image?.path ?? null,
      type: 'product',
    };
  },
  '/category/:slug': async (app, { slug = '' }) => {
    const [row] = await app.db.select().from(categories).where(and(eq(categories.slug, slug), eq(categories.isActive, true)));
    if (!row) return null;
    return {
      title: pageTitle(row.metaTitle || row.name),
      description: clip(row.metaDescription || `${row.name} experiences for your weekend in the UAE. Choose the experiences you like and plan your weekend.`),
      image: row.headerImage ?? row.image,
    };
  },
  '/sections/:slug': async (app, { slug = '' }) => {
    if (slug === TRENDING_SECTION_SLUG) {
      return { title: 'Trending experiences | Weekends', description: 'The weekend experiences people across the UAE are booking right now.' };
    }
    const [row] = await app.db.select().from(homeSections).where(and(eq(homeSections.slug, slug), eq(homeSections.isActive, true)));
    if (!row) return null;
    return { title: pageTitle(row.name), description: clip(`${row.name}: hand-picked weekend experiences across the UAE.`) };
  },
};
