import { and, asc, desc, eq } from 'drizzle-orm';
import { LISTING_PAGE_SIZE, TRENDING_SECTION_SLUG, type Language, type ListingPage } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { activities, homeSectionActivities, homeSections, settings } from '../../db/schema/index.ts';
import { excludingIds, inCities, listable, loadCards, pageOfIds, trendingOrder } from './queries.ts';

/** Setting naming the cities whose activities trend when the visitor has not chosen one (jsonb array of ids). */
export const DEFAULT_TRENDING_CITIES_SETTING = 'defaultTrendingCities';

/** The visitor's cities, else the setting's default cities, else null meaning every city. */
export async function trendingCities(db: Database, requested: readonly number[]): Promise<readonly number[] | null> {
  if (requested.length > 0) return requested;
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DEFAULT_TRENDING_CITIES_SETTING));
  const ids = Array.isArray(row?.value) ? row.value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
  return ids.length > 0 ? ids : null;
}

/**
 * Trending ids from `offset`: the 'trending' home section's activities first (featured, then by position),
 * then the best sellers, then the most viewed; submit-request activities left out.
 */
export async function trendingIds(
  db: Executor,
  cityIds: readonly number[] | null,
  offset: number,
  limit: number,
): Promise<number[]> {
  const where = [listable(), eq(activities.submitRequest, false)];
  if (cityIds) where.push(inCities(cityIds));
  const pinned = await db
    .select({ id: activities.id })
    .from(homeSectionActivities)
    .innerJoin(homeSections, eq(homeSections.id, homeSectionActivities.sectionId))
    .innerJoin(activities, eq(activities.id, homeSectionActivities.activityId))
    .where(and(eq(homeSections.slug, TRENDING_SECTION_SLUG), eq(homeSections.isActive, true), ...where))
    .orderBy(desc(homeSectionActivities.featured), asc(homeSectionActivities.position), asc(activities.id));
  const pinnedIds = pinned.map((r) => r.id);
  const head = pinnedIds.slice(offset, offset + limit);
  const restLimit = limit - head.length;
  if (restLimit <= 0) return head;
  const rest = await pageOfIds(
    db,
    [...where, excludingIds(pinnedIds)],
    trendingOrder(),
    Math.max(0, offset - pinnedIds.length),
    restLimit,
  );
  return [...head, ...rest];
}

export async function trendingPage(
  db: Database,
  query: { city: number[]; page: number },
  language: Language = 'en',
): Promise<ListingPage> {
  const cityIds = await trendingCities(db, query.city);
  const ids = await trendingIds(db, cityIds, (query.page - 1) * LISTING_PAGE_SIZE, LISTING_PAGE_SIZE + 1);
  return {
    items: await loadCards(db, ids.slice(0, LISTING_PAGE_SIZE), language),
    page: query.page,
    hasMore: ids.length > LISTING_PAGE_SIZE,
  };
}
