import { scarcity } from '../capacity/service.ts';
import { and, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aedToFils, SORT_OPTIONS, type ActivityCard, type ListingQuery } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityTimings,
  categories,
} from '../../db/schema/index.ts';

/** The database or a transaction: both run the same selects. */
export type Executor = Pick<Database, 'select' | 'execute'>;

/**
 * How close a misspelt keyword must come to a word run of a title (pg_trgm word_similarity, 0..1).
 * 0.4 keeps 'desrt safary' -> 'desert safari' (0.56) while 'xqzv' matches nothing.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Listings show only live activities that have a picture. Written as the partial indexes' own predicate
 * (not `= $1` parameters), so the planner can prove those indexes apply.
 */
/** An activity's first image by position, the one cards, carts, orders and vouchers show, as a selected column. */
export const firstImage = () => sql<string | null>`(select i.path from activity_images i where i.activity_id = ${activities.id} order by i.position, i.id limit 1)`;

export const listable = () => sql`(${activities.isActive} and ${activities.hasImages})`;

export const inCities = (cityIds: readonly number[]) =>
  sql`exists (select 1 from ${activityAddresses} where ${activityAddresses.activityId} = ${activities.id} and ${inArray(activityAddresses.cityId, [...cityIds])})`;

/** Category ids or one slug, widened to the sub-categories of any parent among them. */
function categoryScope(filter: { ids?: readonly number[]; slug?: string }): SQL {
  const c = categories;
  if (filter.ids) {
    const ids = [...filter.ids];
    return sql`select ${c.id} from ${c} where ${inArray(c.id, ids)} or ${inArray(c.parentId, ids)}`;
  }
  const bySlug = sql`select ${c.id} from ${c} where ${c.slug} = ${filter.slug}`;
  return sql`select ${c.id} from ${c} where ${c.slug} = ${filter.slug} or ${c.parentId} in (${bySlug})`;
}

const inCategoryScope = (scope: SQL) =>
  sql`exists (select 1 from ${activityCategories} where ${activityCategories.activityId} = ${activities.id} and ${activityCategories.categoryId} in (${scope}))`;

/** The listing's filters (everything but the keyword) as conditions on `activities`. */
export function listingFilters(query: ListingQuery): SQL[] {
  const where: SQL[] = [listable()];
  if (query.category.length > 0) where.push(inCategoryScope(categoryScope({ ids: query.category })));
  if (query.categorySlug) where.push(inCategoryScope(categoryScope({ slug: query.categorySlug })));
  if (query.city.length > 0) where.push(inCities(query.city));
  if (query.day.length > 0) {
    where.push(
      sql`exists (select 1 from ${activityDays} where ${activityDays.activityId} = ${activities.id} and ${inArray(activityDays.dayId, query.day)})`,
    );
  }
  if (query.time.length > 0) {
    where.push(
      sql`exists (select 1 from ${activityTimings} where ${activityTimings.activityId} = ${activities.id} and ${inArray(activityTimings.timingId, query.time)})`,
    );
  }
  if (query.preference !== undefined) where.push(eq(activities.activityPreferenceId, query.preference));
  if (query.rating !== undefined) where.push(gte(activities.rating, query.rating));
  if (query.minPrice !== undefined) where.push(gte(activities.fromPrice, aedToFils(query.minPrice)));
  if (query.maxPrice !== undefined) where.push(lte(activities.fromPrice, aedToFils(query.maxPrice)));
  return where;
}

/**
 * The sort indexes are `DESC NULLS LAST`; a plain `DESC` means NULLS FIRST and the planner would not walk them
 * (it does not use NOT NULL to reconcile the two), falling back to sorting every match.
 */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export const trendingOrder = () => [descending(activities.lifeTimeSales), descending(activities.views), descending(activities.id)];

export function sortOrder(sort: number | undefined): SQL[] {
  switch (sort) {
    case SORT_OPTIONS.trending:
      return trendingOrder();
    case SORT_OPTIONS.popular:
      return [descending(activities.rating), descending(activities.reviewsCount), descending(activities.id)];
    default:
      return [descending(activities.id)];
  }
}

/**
 * A keyword matches on the full-text vector (title weighted above description, stemmed) or, for typos,
 * when it comes close to a run of words in the title. `lower(title) %> kw` is the form the GIN trigram index
 * on lower(title) serves; its threshold is the transaction-local pg_trgm.word_similarity_threshold.
 */
export function keywordSearch(keyword: string) {
  const kw = keyword.toLowerCase();
  const tsQuery = sql`websearch_to_tsquery('english', ${kw})`;
  const match = sql`(${activities.searchVector} @@ ${tsQuery} or lower(${activities.title}) %> ${kw})`;
  // Full-text rank (a title hit outranks a description hit) plus closeness of the title to the words typed;
  // equally relevant activities go best seller first.
  const rank = sql`(ts_rank_cd(${activities.searchVector}, ${tsQuery}) + word_similarity(${kw}, lower(${activities.title})))`;
  return { match, orderBy: [sql`${rank} desc`, ...trendingOrder()] };
}

export async function withWordSimilarityThreshold<T>(db: Database, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return run(tx);
  });
}

/** The select of one page of activity ids; fetch one row more than the page to know whether another follows. */
export function pageOfIdsQuery(db: Executor, where: SQL[], orderBy: SQL[], offset: number, limit: number) {
  return db
    .select({ id: activities.id })
    .from(activities)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function pageOfIds(db: Executor, where: SQL[], orderBy: SQL[], offset: number, limit: number): Promise<number[]> {
  const rows = await pageOfIdsQuery(db, where, orderBy, offset, limit);
  return rows.map((r) => r.id);
}

/** The listing's conditions and order: relevance for a keyword unless a sort is chosen, else the sort (New by default). */
export function listingShape(query: ListingQuery): { where: SQL[]; orderBy: SQL[]; keyword: boolean } {
  const where = listingFilters(query);
  if (!query.keyword) return { where, orderBy: sortOrder(query.sort), keyword: false };
  const search = keywordSearch(query.keyword);
  return { where: [...where, search.match], orderBy: query.sort ? sortOrder(query.sort) : search.orderBy, keyword: true };
}

export const excludingIds = (ids: readonly number[]) => (ids.length > 0 ? notInArray(activities.id, [...ids]) : sql`true`);

interface CardRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  is_online: boolean;
  submit_request: boolean;
  sold_out: boolean;
  rating: number;
  reviews_count: number;
  image: string | null;
  latitude: number | null;
  longitude: number | null;
  city_id: number | null;
  city_name: string | null;
  price_id: number | null;
  price_description: string | null;
  price: number | null;
  discounted_price: number | null;
  price_places: number | null;
}

/**
 * Cards for the given ids, in the given order, in one query: the first image and first price option by
 * position through lateral joins, the city through the address.
 */
export async function loadCards(db: Executor, ids: readonly number[]): Promise<ActivityCard[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<CardRow>(sql`
    select a.id, a.slug, a.title, a.is_online, a.submit_request, a.sold_out, a.rating, a.reviews_count,
           img.path as image, ad.latitude, ad.longitude, ci.id as city_id, ci.name as city_name,
           po.id as price_id, po.description as price_description, po.price, po.discounted_price, po.places as price_places
    from activities a
    left join lateral (
      select i.path from activity_images i where i.activity_id = a.id order by i.position, i.id limit 1
    ) img on true
    left join activity_addresses ad on ad.activity_id = a.id
    left join cities ci on ci.id = ad.city_id
    left join lateral (
      select p.id, p.description, p.price, p.discounted_price, p.places
      from price_options p where p.activity_id = a.id order by p.position, p.id limit 1
    ) po on true
    where a.id in ${[...ids]}`);
  const left = await scarcity(db, ids);
  const byId = new Map(result.rows.map((row) => [row.id, toCard(row, left.get(row.id))]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toCard(row: CardRow, places: { placesLeft: number | null; noneLeft: boolean } | undefined): ActivityCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    isOnline: row.is_online,
    submitRequest: row.submit_request,
    // Sold out when the provider says so, or when no place is left (DESIGN 4).
    soldOut: row.sold_out || (places?.noneLeft ?? false),
    placesLeft: places?.placesLeft ?? null,
    rating: row.rating,
    reviewsCount: row.reviews_count,
    image: row.image,
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    latitude: row.latitude,
    longitude: row.longitude,
    price:
      row.price_id === null
        ? null
        : { id: row.price_id, description: row.price_description ?? '', price: row.price ?? 0, discountedPrice: row.discounted_price, places: row.price_places ?? 1 },
  };
}
