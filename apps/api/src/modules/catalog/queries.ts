import { placesLeftSql, toScarcity } from '../capacity/service.ts';
import { and, eq, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aedToFils, SORT_OPTIONS, type ActivityCard, type Language, type ListingQuery } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { preparedRows } from './statements.ts';
import { activities, categories } from '../../db/schema/index.ts';
import { aliasedIn } from './language.ts';

/**
 * Listings show only live activities that have a picture. Written as the partial indexes' own predicate
 * (not `= $1` parameters), so the planner can prove those indexes apply.
 */
/** An activity's first image by position, the one cards, carts, orders and vouchers show, as a selected column. */
export const firstImage = () =>
  sql<
    string | null
  >`(select i.path from activity_images i where i.activity_id = ${activities.id} order by i.position, i.id limit 1)`;

export const listable = () => sql`(${activities.isActive} and ${activities.hasImages})`;

/**
 * A list of ids as one array parameter (`= any($1::int[])`), so the statement's text does not depend on how many
 * were chosen and one prepared statement serves every length.
 */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;

export const inCities = (cityIds: readonly number[]) => sql`${activities.cityId} = any(${intArray(cityIds)})`;

/**
 * The listing's filters (everything but the keyword) as conditions on `activities` alone: its copies of the city,
 * categories (with their parents, so a parent takes its sub-categories), days and timings, which the sort indexes
 * carry. Arrays overlap (`&&`) when the activity has any of the chosen values.
 */
export function listingFilters(query: ListingQuery): SQL[] {
  const where: SQL[] = [listable()];
  if (query.category.length > 0) where.push(sql`${activities.categoryIds} && ${intArray(query.category)}`);
  if (query.categorySlug) {
    where.push(
      sql`${activities.categoryIds} && array(select ${categories.id} from ${categories} where ${categories.slug} = ${query.categorySlug})`,
    );
  }
  if (query.city.length > 0) where.push(inCities(query.city));
  if (query.day.length > 0) where.push(sql`${activities.dayIds} && ${intArray(query.day)}`);
  if (query.time.length > 0) where.push(sql`${activities.timingIds} && ${intArray(query.time)}`);
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

export const trendingOrder = () => [
  descending(activities.lifeTimeSales),
  descending(activities.views),
  descending(activities.id),
];

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

export async function pageOfIds(
  db: Executor,
  where: SQL[],
  orderBy: SQL[],
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await pageOfIdsQuery(db, where, orderBy, offset, limit);
  return rows.map((r) => r.id);
}

/**
 * One page of a filtered, sorted listing: its ids, in order. Limit and offset are written into the text (validated
 * integers): as parameters, a generic plan would have to guess them, and a guessed large offset makes sorting every
 * match look cheaper than walking the sort's index.
 */
export function pageSql(where: SQL[], orderBy: SQL[], offset: number, limit: number): SQL {
  return sql`select ${activities.id} as id from ${activities} where ${and(...where)}
    order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(Math.trunc(limit)))} offset ${sql.raw(String(Math.trunc(offset)))}`;
}

export const excludingIds = (ids: readonly number[]) =>
  ids.length > 0 ? notInArray(activities.id, [...ids]) : sql`true`;

export interface CardRow extends Record<string, unknown> {
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
  places_left: number | string | null;
}

/**
 * The cards of the given activities, in that order, in one statement of one shape whatever the ids (so its prepared
 * plan is reused): the first image and first price option by position through lateral joins, the city through the
 * address, and the places left.
 */
/**
 * Today in Dubai, computed by the server. With the day, or the ids, as a value the planner can read, each execution's
 * own plan (for 6 ids, 57 days) looks cheaper than the reusable one (planned for unknown values), so PostgreSQL
 * would plan the statement afresh every time (about 1 ms); the ids go in through a sub-select for the same reason.
 */
const dubaiToday = sql`(now() at time zone 'Asia/Dubai')::date`;

export function cardsSql(ids: readonly number[], language: Language = 'en'): SQL {
  return sql`
    with page as (select id, n from unnest((select ${intArray(ids)})) with ordinality as p(id, n)),
    left_places as (${placesLeftSql(sql`select id from page`, dubaiToday)})
    select a.id, a.slug, ${aliasedIn(language, 'a', 'title')} as title, a.is_online, a.submit_request, a.sold_out,
           a.rating, a.reviews_count, img.path as image, ad.latitude, ad.longitude, ci.id as city_id,
           ${aliasedIn(language, 'ci', 'name')} as city_name,
           po.id as price_id, po.description as price_description, po.price, po.discounted_price, po.places as price_places,
           lp.places_left
    from page
    join activities a on a.id = page.id
    left join lateral (
      select i.path from activity_images i where i.activity_id = a.id order by i.position, i.id limit 1
    ) img on true
    left join activity_addresses ad on ad.activity_id = a.id
    left join cities ci on ci.id = ad.city_id
    left join lateral (
      select p.id, p.description, p.price, p.discounted_price, p.places
      from price_options p where p.activity_id = a.id order by p.position, p.id limit 1
    ) po on true
    left join left_places lp on lp.id = a.id
    order by page.n`;
}

/** Cards for the given ids, in the given order, in `language` (one prepared statement per language). */
export async function loadCards(
  db: Database,
  ids: readonly number[],
  language: Language = 'en',
): Promise<ActivityCard[]> {
  if (ids.length === 0) return [];
  return (await preparedRows<CardRow>(db, cardsSql(ids, language))).map(toCard);
}

function toCard(row: CardRow): ActivityCard {
  const places = toScarcity(row.places_left);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    isOnline: row.is_online,
    submitRequest: row.submit_request,
    // Sold out when the provider says so, or when no place is left.
    soldOut: row.sold_out || places.noneLeft,
    placesLeft: places.placesLeft,
    rating: row.rating,
    reviewsCount: row.reviews_count,
    image: row.image,
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    latitude: row.latitude,
    longitude: row.longitude,
    price:
      row.price_id === null
        ? null
        : {
            id: row.price_id,
            description: row.price_description ?? '',
            price: row.price ?? 0,
            discountedPrice: row.discounted_price,
            places: row.price_places ?? 1,
          },
  };
}
