import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  TRENDING_SECTION_SLUG,
  type ActivityCard,
  type HomeSection,
  type Language,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { homeSections } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { catalogueIn } from './language.ts';
import { loadCards } from './queries.ts';
import { trendingCities, trendingIds } from './trending.ts';

/** Activities per section on the home page; the section's own page shows more. */
export const HOME_SECTION_PREVIEW_SIZE = 12;
export const SECTION_PAGE_SIZE = 48;

/** Up to `perSection` listable activity ids of each section, featured first, in one query. */
async function sectionActivityIds(
  db: Database,
  sectionIds: number[],
  perSection: number,
): Promise<Map<number, number[]>> {
  const bySection = new Map<number, number[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return bySection;
  const result = await db.execute<{ section_id: number; activity_id: number }>(sql`
    select section_id, activity_id from (
      select hsa.section_id, hsa.activity_id,
             row_number() over (partition by hsa.section_id order by hsa.featured desc, hsa.position, hsa.activity_id) as rn
      from home_section_activities hsa
      join activities a on a.id = hsa.activity_id and a.is_active and a.has_images
      where hsa.section_id in ${sectionIds}
    ) ranked
    where rn <= ${perSection}
    order by section_id, rn`);
  for (const row of result.rows) bySection.get(row.section_id)?.push(row.activity_id);
  return bySection;
}

async function sectionsWithCards(
  db: Database,
  sections: { id: number; slug: string; name: string }[],
  perSection: number,
  language: Language,
): Promise<HomeSection[]> {
  const idsBySection = await sectionActivityIds(
    db,
    sections.map((s) => s.id),
    perSection,
  );
  const cards = await loadCards(db, [...new Set([...idsBySection.values()].flat())], language);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return sections.map((s) => ({
    slug: s.slug,
    name: s.name,
    activities: (idsBySection.get(s.id) ?? []).flatMap((id): ActivityCard[] => {
      const card = cardById.get(id);
      return card ? [card] : [];
    }),
  }));
}

/** The trending section's own page's name: it lists what trends, whatever the section row is called. */
const TRENDING_NAME: Record<Language, string> = { en: 'Trending', ar: 'الرائج' };

/**
 * The home page's sections other than trending (which has its own endpoint), by position, each named in `language`
 * (the Arabic name where there is one, else the English).
 */
export async function listHomeSections(db: Database, language: Language = 'en'): Promise<HomeSection[]> {
  const sections = await db
    .select({ id: homeSections.id, slug: homeSections.slug, name: catalogueIn(language).homeSection.name })
    .from(homeSections)
    .where(and(eq(homeSections.isActive, true), ne(homeSections.slug, TRENDING_SECTION_SLUG)))
    .orderBy(asc(homeSections.position), asc(homeSections.id));
  return sectionsWithCards(db, sections, HOME_SECTION_PREVIEW_SIZE, language);
}

export async function getHomeSection(db: Database, slug: string, language: Language = 'en'): Promise<HomeSection> {
  if (slug === TRENDING_SECTION_SLUG) {
    const ids = await trendingIds(db, await trendingCities(db, []), 0, SECTION_PAGE_SIZE);
    return { slug, name: TRENDING_NAME[language], activities: await loadCards(db, ids, language) };
  }
  const sections = await db
    .select({ id: homeSections.id, slug: homeSections.slug, name: catalogueIn(language).homeSection.name })
    .from(homeSections)
    .where(and(eq(homeSections.slug, slug), eq(homeSections.isActive, true)));
  const [section] = await sectionsWithCards(db, sections, SECTION_PAGE_SIZE, language);
  if (!section) throw notFound(API_MESSAGES.sectionNotFound);
  return section;
}
