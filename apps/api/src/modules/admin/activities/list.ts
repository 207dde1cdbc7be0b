import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AdminActivitiesQuery,
  AdminActivityFilters,
  AdminActivityRow,
  AdminPage,
  Language,
} from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  categories,
  cities,
  customers,
  hosts,
} from '../../../db/schema/index.ts';
import { catalogueIn } from '../../catalog/service.ts';

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE of the back office's activity list. Each condition is one an index answers: the title through the
 * trigram index on lower(title) (so the expression must be exactly that), the slug through its unique index, the
 * city and category through their (x_id, activity_id) indexes, the host through activities_host_idx.
 */
export function activityFilters(query: AdminActivitiesQuery): SQL[] {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const matches = [
      sql`lower(${activities.title}) like ${`%${likeEscape(q.toLowerCase())}%`}`,
      eq(activities.slug, q.toLowerCase()),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(activities.id, Number(q)));
    where.push(or(...matches)!);
  }
  if (query.city)
    where.push(
      inArray(
        activities.id,
        sql`(select ${activityAddresses.activityId} from ${activityAddresses} where ${activityAddresses.cityId} = ${query.city})`,
      ),
    );
  if (query.category) {
    // A top-level category stands for its sub-categories too, as on the public category page.
    where.push(
      inArray(
        activities.id,
        sql`(select ${activityCategories.activityId} from ${activityCategories} where ${activityCategories.categoryId} in (select ${categories.id} from ${categories} where ${categories.id} = ${query.category} or ${categories.parentId} = ${query.category}))`,
      ),
    );
  }
  if (query.host) where.push(eq(activities.hostId, query.host));
  if (query.active) where.push(eq(activities.isActive, query.active === 'true'));
  if (query.soldOut) where.push(eq(activities.soldOut, query.soldOut === 'true'));
  return where;
}

/** The sort's columns, each ending with the id so a page boundary never splits equal values differently. */
function activityOrder(query: AdminActivitiesQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'title':
      return [by(activities.title), by(activities.id)];
    case 'created':
      return [by(activities.createdAt), by(activities.id)];
    case 'sales':
      return [by(activities.lifeTimeSales), by(activities.id)];
    case 'rating':
      return [by(activities.rating), by(activities.reviewsCount), by(activities.id)];
    default:
      return [by(activities.id)];
  }
}

/**
 * One page of the catalogue for the back office: the ids first (filters and sort on activities alone), then their rows,
 * each title and city in the reader's `language` (the English where the Arabic is still to write).
 */
export async function listAdminActivities(
  db: Database,
  query: AdminActivitiesQuery,
  language: Language = 'en',
): Promise<AdminPage<AdminActivityRow>> {
  const where = and(...activityFilters(query));
  const [idRows, [total]] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .where(where)
      .orderBy(...activityOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(where),
  ]);
  const ids = idRows.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await loadRows(db, ids, language);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.map((id) => byId.get(id)!), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * The quick edit's Arabic fields still to translate, as the quick edit's `missingArabic` reads them (an English value
 * and no Arabic), computed in SQL so the list does not read every description.
 */
const missing = (english: AnyPgColumn, arabic: AnyPgColumn, name: string) =>
  sql`case when coalesce(${english}, '') <> '' and coalesce(${arabic}, '') = '' then ${sql.raw(`'${name}'`)} end`;
const missingArabicSql = sql<string[]>`array_remove(array[${sql.join(
  [
    missing(activities.title, activities.titleAr, 'titleAr'),
    missing(activities.description, activities.descriptionAr, 'descriptionAr'),
    missing(activities.metaTitle, activities.metaTitleAr, 'metaTitleAr'),
    missing(activities.metaDescription, activities.metaDescriptionAr, 'metaDescriptionAr'),
  ],
  sql`, `,
)}]::text[], null)`;

async function loadRows(db: Database, ids: number[], language: Language): Promise<AdminActivityRow[]> {
  const catalogue = catalogueIn(language);
  const rows = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      title: catalogue.activity.title,
      isActive: activities.isActive,
      soldOut: activities.soldOut,
      places: activities.places,
      fromPrice: activities.fromPrice,
      city: catalogue.city.name,
      businessName: hosts.businessName,
      hostFirstName: customers.firstName,
      hostLastName: customers.lastName,
      lifeTimeSales: activities.lifeTimeSales,
      rating: activities.rating,
      reviewsCount: activities.reviewsCount,
      createdAt: activities.createdAt,
      missingArabic: missingArabicSql,
    })
    .from(activities)
    .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
    .leftJoin(cities, eq(cities.id, activityAddresses.cityId))
    .leftJoin(customers, eq(customers.id, activities.hostId))
    .leftJoin(hosts, eq(hosts.customerId, activities.hostId))
    .where(inArray(activities.id, ids));
  return rows.map(({ businessName, hostFirstName, hostLastName, createdAt, ...row }) => ({
    ...row,
    host: businessName ?? (hostFirstName ? `${hostFirstName} ${hostLastName}`.trim() : null),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * The filters' choices: every city and category (inactive ones too: an operator looks for those), named in the
 * reader's `language`, and every host with activities.
 */
export async function activityFilterOptions(db: Database, language: Language = 'en'): Promise<AdminActivityFilters> {
  const catalogue = catalogueIn(language);
  const [cityRows, categoryRows, hostRows] = await Promise.all([
    db.select({ id: cities.id, name: catalogue.city.name }).from(cities).orderBy(asc(catalogue.city.name)),
    db
      .select({ id: categories.id, name: catalogue.category.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(catalogue.category.name)),
    db.execute<{ id: number; name: string }>(sql`
      select c.id, coalesce(h.business_name, c.first_name || ' ' || c.last_name) as name
      from ${customers} c left join ${hosts} h on h.customer_id = c.id
      where c.id in (select distinct host_id from ${activities} where host_id is not null)
      order by 2`),
  ]);
  const nameOf = new Map(categoryRows.map((c) => [c.id, c.name]));
  const categoryName = (c: (typeof categoryRows)[number]) =>
    c.parentId && nameOf.has(c.parentId) ? `${nameOf.get(c.parentId)} › ${c.name}` : c.name;
  return {
    cities: cityRows,
    categories: categoryRows
      .map((c) => ({ id: c.id, name: categoryName(c) }))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
    hosts: hostRows.rows.map((r) => ({ id: Number(r.id), name: r.name })),
  };
}
