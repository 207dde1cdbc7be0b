import { scarcity } from '../capacity/service.ts';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  fromPrice,
  LISTING_PAGE_SIZE,
  TRENDING_SECTION_SLUG,
  type ActivityCard,
  type ActivityDetail,
  type Category,
  type HomeSection,
  type ListingPage,
  type ListingQuery,
  type Review,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityPreferences,
  activityTimings,
  areas,
  bookedItems,
  categories,
  categoryMenuActivities,
  cities,
  customers,
  days,
  homeSectionActivities,
  homeSections,
  priceOptions,
  reviews,
  settings,
  slides,
  timings,
} from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  excludingIds,
  inCities,
  listable,
  listingFilters,
  loadCards,
  pageOfIds,
  pageSql,
  sortOrder,
  trendingOrder,
  type Executor,
} from './queries.ts';
import { correctionSql, keywordMatch, keywordWords, rankedPageSql, type CorrectedKeyword } from './search.ts';
import { plannedRows, preparedRows } from './statements.ts';

/** Setting naming the cities whose activities trend when the visitor has not chosen one (jsonb array of ids). */
export const DEFAULT_TRENDING_CITIES_SETTING = 'defaultTrendingCities';
/** Activities per section on the home page; the section's own page shows more. */
export const HOME_SECTION_PREVIEW_SIZE = 12;
export const SECTION_PAGE_SIZE = 48;
/** Reviews are not paged on the page; this bounds the answer. */
export const REVIEWS_LIMIT = 100;

export async function listCities(db: Database) {
  return db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.position), asc(cities.id));
}

export async function listAreas(db: Database, cityId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, cityId), eq(cities.isActive, true)));
  if (!city) throw notFound('City not found');
  return db
    .select({ id: areas.id, name: areas.name, cityId: areas.cityId })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(areas.name), asc(areas.id));
}

export async function listDays(db: Database) {
  return db.select({ id: days.id, name: days.name, weekday: days.weekday }).from(days).orderBy(asc(days.weekday), asc(days.id));
}

export async function listTimings(db: Database) {
  return db
    .select({ id: timings.id, name: timings.name })
    .from(timings)
    .where(eq(timings.isActive, true))
    .orderBy(asc(timings.position), asc(timings.id));
}

export async function listActivityPreferences(db: Database) {
  return db.select({ id: activityPreferences.id, name: activityPreferences.name }).from(activityPreferences).orderBy(asc(activityPreferences.id));
}

export async function listSlides(db: Database) {
  return db
    .select({ id: slides.id, image: slides.image, imageSmall: slides.imageSmall, title: slides.title, link: slides.link })
    .from(slides)
    .where(eq(slides.isActive, true))
    .orderBy(asc(slides.position), asc(slides.id));
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  level: categories.level,
  image: categories.image,
  menuImage: categories.menuImage,
  headerImage: categories.headerImage,
  metaTitle: categories.metaTitle,
  metaDescription: categories.metaDescription,
};
type CategoryRow = Omit<Category, 'children' | 'menuActivities'>;

/** Adds each category's active sub-categories and its menu activities (active ones, first image), in two queries. */
async function withChildrenAndMenu(db: Database, rows: CategoryRow[]): Promise<Category[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [children, menu] = await Promise.all([
    db
      .select({ parentId: categories.parentId, id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(inArray(categories.parentId, ids), eq(categories.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        categoryId: categoryMenuActivities.categoryId,
        id: activities.id,
        slug: activities.slug,
        title: activities.title,
        image: sql<string | null>`(select ${activityImages.path} from ${activityImages} where ${activityImages.activityId} = ${activities.id} order by ${activityImages.position}, ${activityImages.id} limit 1)`,
      })
      .from(categoryMenuActivities)
      .innerJoin(activities, eq(activities.id, categoryMenuActivities.activityId))
      .where(and(inArray(categoryMenuActivities.categoryId, ids), eq(activities.isActive, true)))
      .orderBy(asc(categoryMenuActivities.position), asc(activities.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    children: children.filter((c) => c.parentId === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    menuActivities: menu.filter((m) => m.categoryId === row.id).map(({ id, slug, title, image }) => ({ id, slug, title, image })),
  }));
}

/** The menu's tree: active top-level categories with their sub-categories, 'Weekend Pass' included. */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.level, 1), eq(categories.isActive, true)))
    .orderBy(asc(categories.position), asc(categories.id));
  return withChildrenAndMenu(db, rows);
}

export async function getCategory(db: Database, slug: string): Promise<Category> {
  const rows = await db.select(categoryColumns).from(categories).where(and(eq(categories.slug, slug), eq(categories.isActive, true)));
  const [category] = await withChildrenAndMenu(db, rows);
  if (!category) throw notFound('Category not found');
  return category;
}

/**
 * The statement that selects a listing page's ids (one more than the page, to know whether another follows), and
 * whether it is prepared; null when a keyword has no word to look for. A keyword first has its typos corrected
 * (search.ts), then its page is planned for its own words: a broad word and a rare one want different plans, so that
 * statement is not prepared.
 */
export async function listingPageStatement(db: Database, query: ListingQuery): Promise<{ statement: SQL; prepared: boolean } | null> {
  const offset = (query.page - 1) * LISTING_PAGE_SIZE;
  const limit = LISTING_PAGE_SIZE + 1;
  const filters = listingFilters(query);
  if (!query.keyword) return { statement: pageSql(filters, sortOrder(query.sort), offset, limit), prepared: true };
  const words = keywordWords(query.keyword);
  const [corrected] = words.length > 0 ? await preparedRows<CorrectedKeyword>(db, correctionSql(words)) : [];
  if (!corrected?.every_word) return null;
  const where = [...filters, keywordMatch(corrected)];
  const statement = query.sort ? pageSql(where, sortOrder(query.sort), offset, limit) : rankedPageSql(where, corrected, words, offset, limit);
  return { statement, prepared: false };
}

/** The listing and the keyword search: the page's ids, then their cards (a prepared statement of one shape). */
export async function listActivities(db: Database, query: ListingQuery): Promise<ListingPage> {
  const page = await listingPageStatement(db, query);
  if (!page) return { items: [], page: query.page, hasMore: false };
  const rows = await (page.prepared ? preparedRows : plannedRows)<{ id: number }>(db, page.statement);
  const ids = rows.map((r) => r.id);
  return { items: await loadCards(db, ids.slice(0, LISTING_PAGE_SIZE)), page: query.page, hasMore: ids.length > LISTING_PAGE_SIZE };
}

/** The visitor's cities, else the setting's default cities, else null meaning every city. */
async function trendingCities(db: Database, requested: readonly number[]): Promise<readonly number[] | null> {
  if (requested.length > 0) return requested;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DEFAULT_TRENDING_CITIES_SETTING));
  const ids = Array.isArray(row?.value) ? row.value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
  return ids.length > 0 ? ids : null;
}

/**
 * Trending ids from `offset`: the 'trending' home section's activities first (featured, then by position),
 * then the best sellers, then the most viewed; submit-request activities left out.
 */
async function trendingIds(db: Executor, cityIds: readonly number[] | null, offset: number, limit: number): Promise<number[]> {
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
  const rest = await pageOfIds(db, [...where, excludingIds(pinnedIds)], trendingOrder(), Math.max(0, offset - pinnedIds.length), restLimit);
  return [...head, ...rest];
}

export async function trendingPage(db: Database, query: { city: number[]; page: number }): Promise<ListingPage> {
  const cityIds = await trendingCities(db, query.city);
  const ids = await trendingIds(db, cityIds, (query.page - 1) * LISTING_PAGE_SIZE, LISTING_PAGE_SIZE + 1);
  return { items: await loadCards(db, ids.slice(0, LISTING_PAGE_SIZE)), page: query.page, hasMore: ids.length > LISTING_PAGE_SIZE };
}

/** Up to `perSection` listable activity ids of each section, featured first, in one query. */
async function sectionActivityIds(db: Database, sectionIds: number[], perSection: number): Promise<Map<number, number[]>> {
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

async function sectionsWithCards(db: Database, sections: { id: number; slug: string; name: string }[], perSection: number): Promise<HomeSection[]> {
  const idsBySection = await sectionActivityIds(
    db,
    sections.map((s) => s.id),
    perSection,
  );
  const cards = await loadCards(db, [...new Set([...idsBySection.values()].flat())]);
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

/** The home page's sections other than trending (which has its own endpoint), by position. */
export async function listHomeSections(db: Database): Promise<HomeSection[]> {
  const sections = await db
    .select({ id: homeSections.id, slug: homeSections.slug, name: homeSections.name })
    .from(homeSections)
    .where(and(eq(homeSections.isActive, true), ne(homeSections.slug, TRENDING_SECTION_SLUG)))
    .orderBy(asc(homeSections.position), asc(homeSections.id));
  return sectionsWithCards(db, sections, HOME_SECTION_PREVIEW_SIZE);
}

export async function getHomeSection(db: Database, slug: string): Promise<HomeSection> {
  if (slug === TRENDING_SECTION_SLUG) {
    const ids = await trendingIds(db, await trendingCities(db, []), 0, SECTION_PAGE_SIZE);
    return { slug, name: 'Trending', activities: await loadCards(db, ids) };
  }
  const sections = await db
    .select({ id: homeSections.id, slug: homeSections.slug, name: homeSections.name })
    .from(homeSections)
    .where(and(eq(homeSections.slug, slug), eq(homeSections.isActive, true)));
  const [section] = await sectionsWithCards(db, sections, SECTION_PAGE_SIZE);
  if (!section) throw notFound('Section not found');
  return section;
}

const { searchVector: _searchVector, ...detailColumns } = getTableColumns(activities);

export async function getActivity(db: Database, slug: string): Promise<ActivityDetail> {
  const [a] = await db
    .select(detailColumns)
    .from(activities)
    .where(and(eq(activities.slug, slug), eq(activities.isActive, true)));
  if (!a) throw notFound('Activity not found');
  const [images, options, [address], activityDayRows, activityTimingRows, categoryRows] = await Promise.all([
    db.select({ path: activityImages.path }).from(activityImages).where(eq(activityImages.activityId, a.id)).orderBy(asc(activityImages.position), asc(activityImages.id)),
    db
      .select({ id: priceOptions.id, description: priceOptions.description, price: priceOptions.price, discountedPrice: priceOptions.discountedPrice, places: priceOptions.places })
      .from(priceOptions)
      .where(eq(priceOptions.activityId, a.id))
      .orderBy(asc(priceOptions.position), asc(priceOptions.id)),
    db
      .select({
        address: activityAddresses.address,
        latitude: activityAddresses.latitude,
        longitude: activityAddresses.longitude,
        city: { id: cities.id, name: cities.name },
        areaId: areas.id,
        areaName: areas.name,
      })
      .from(activityAddresses)
      .innerJoin(cities, eq(cities.id, activityAddresses.cityId))
      .leftJoin(areas, eq(areas.id, activityAddresses.areaId))
      .where(eq(activityAddresses.activityId, a.id)),
    db
      .select({ id: days.id, name: days.name })
      .from(activityDays)
      .innerJoin(days, eq(days.id, activityDays.dayId))
      .where(eq(activityDays.activityId, a.id))
      .orderBy(asc(days.weekday), asc(days.id)),
    db
      .select({ id: timings.id, name: timings.name })
      .from(activityTimings)
      .innerJoin(timings, eq(timings.id, activityTimings.timingId))
      .where(and(eq(activityTimings.activityId, a.id), eq(timings.isActive, true)))
      .orderBy(asc(timings.position), asc(timings.id)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(activityCategories)
      .innerJoin(categories, eq(categories.id, activityCategories.categoryId))
      .where(and(eq(activityCategories.activityId, a.id), eq(categories.isActive, true)))
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
  ]);
  const places = (await scarcity(db, [a.id])).get(a.id);
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    isOnline: a.isOnline,
    submitRequest: a.submitRequest,
    soldOut: a.soldOut || (places?.noneLeft ?? false),
    placesLeft: places?.placesLeft ?? null,
    rating: a.rating,
    reviewsCount: a.reviewsCount,
    image: images[0]?.path ?? null,
    city: address?.city ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    price: options[0] ?? null,
    metaTitle: a.metaTitle,
    metaDescription: a.metaDescription,
    description: a.description,
    importantInformation: a.importantInformation,
    submitRequestText: a.submitRequestText,
    dateInput: a.dateInput,
    lifeTimeSales: a.lifeTimeSales,
    views: a.views,
    validityPeriod: a.validityPeriod,
    images: images.map((i) => i.path),
    address: address
      ? {
          address: address.address,
          latitude: address.latitude,
          longitude: address.longitude,
          city: address.city,
          area: address.areaId === null || address.areaName === null ? null : { id: address.areaId, name: address.areaName },
        }
      : null,
    priceOptions: options,
    days: activityDayRows,
    timings: activityTimingRows,
    categories: categoryRows,
    top: { duration: a.duration, workingHours: a.workingHours, howToRedeem: a.howToRedeem, whatsNext: a.whatsNext },
    middle: {
      highlight: a.highlight,
      cancellationPolicy: a.cancellationPolicy,
      thingsToKeepInMind: a.thingsToKeepInMind,
      additionalInformation: a.additionalInformation,
    },
    bottom: {
      termsAndConditions: a.termsAndConditions,
      otherInformation: a.otherInformation,
      schedule: a.schedule,
      thursdayWorkingHours: a.thursdayWorkingHours,
      fridayWorkingHours: a.fridayWorkingHours,
      saturdayWorkingHours: a.saturdayWorkingHours,
      sundayWorkingHours: a.sundayWorkingHours,
    },
    included: a.included,
    notIncluded: a.notIncluded,
  };
}

export async function listPublishedReviews(db: Database, activityId: number): Promise<Review[]> {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(and(eq(activities.id, activityId), eq(activities.isActive, true)));
  if (!activity) throw notFound('Activity not found');
  const publishedAt = sql<Date>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`;
  // 'Verified booking': the reviewer holds a voucher of this activity that its host redeemed (computed, not stored,
  // so a later redemption or cancellation shows at once).
  const verified = sql<boolean>`exists (select 1 from ${bookedItems} bi where bi.customer_id = ${reviews.customerId} and bi.activity_id = ${reviews.activityId} and bi.redeemed_at is not null)`;
  const rows = await db
    .select({ id: reviews.id, title: reviews.title, content: reviews.content, rating: reviews.rating, customerFirstName: customers.firstName, publishedAt, verified })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.activityId, activityId), eq(reviews.isPublished, true)))
    .orderBy(desc(publishedAt), desc(reviews.id))
    .limit(REVIEWS_LIMIT);
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() }));
}

/**
 * Recomputes the denormalised listing columns (fromPrice, hasImages) of the given activities. Whoever changes
 * an activity's price options or images calls this, so the price filter and the image rule stay true.
 */
export async function refreshListingFields(db: Database, activityIds: readonly number[]): Promise<void> {
  if (activityIds.length === 0) return;
  const ids = [...activityIds];
  const [options, imageRows] = await Promise.all([
    db.select({ activityId: priceOptions.activityId, price: priceOptions.price, discountedPrice: priceOptions.discountedPrice }).from(priceOptions).where(inArray(priceOptions.activityId, ids)),
    db.selectDistinct({ activityId: activityImages.activityId }).from(activityImages).where(inArray(activityImages.activityId, ids)),
  ]);
  const withImages = new Set(imageRows.map((r) => r.activityId));
  for (const id of ids) {
    await db
      .update(activities)
      .set({ fromPrice: fromPrice(options.filter((o) => o.activityId === id)), hasImages: withImages.has(id) })
      .where(eq(activities.id, id));
  }
}
