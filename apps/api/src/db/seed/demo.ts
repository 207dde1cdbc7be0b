import { insertDemoCommerce } from './commerce.ts';
import { insertDemoPasses } from './passes.ts';
import { insertDemoAwards } from './corporate.ts';
import { insertDemoApprovals } from './approvals.ts';
import { sql } from 'drizzle-orm';
import { addDays, dubaiDay } from '@weekends/shared';
import type { Database, Tx } from '../client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityPreferences,
  activityTimings,
  activityViews,
  areas,
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
} from '../schema/index.ts';
import { createRng } from './prng.ts';
import { insertDemoVitals } from './vitals.ts';
import { hashDemoPasswords, insertDemoAccounts } from './accounts.ts';
import { insertCareerOpenings } from './careers.ts';
import { insertDemoPosts } from './blog.ts';
import { cities as cityData } from './content/cities.ts';
import { demoCustomers } from './content/customers.ts';
import { demoAnnouncement, demoCategoryMenus, demoHomeSections } from './content/home.ts';
import { activityPreferences as preferenceData, days as dayData, timings as timingData } from './content/lookups.ts';
import { reviewTexts } from './content/reviews.ts';
import { placeNameAr, planActivities, planCategories, planSlides, type PlannedActivity } from './plan.ts';

/** Seed-wide constants tests and settings rely on. */
export const DEFAULT_TRENDING_CITY_IDS = [1, 2] as const;
const SEED_LOCK = 727_274_001;

/** Inserts the demo catalogue in one transaction. Returns false when another process seeded first. */
export async function insertDemo(db: Database, now = new Date()): Promise<boolean> {
  const plannedActivities = planActivities();
  const plannedCategories = planCategories();
  const plannedSlides = planSlides();
  const demoPasswordHashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(cities).values(
      cityData.map((c, i) => ({
        id: c.id,
        name: c.name,
        nameAr: placeNameAr(c.name),
        slug: c.slug,
        latitude: c.latitude,
        longitude: c.longitude,
        position: i + 1,
      })),
    );
    await tx
      .insert(areas)
      .values(
        cityData.flatMap((c) =>
          c.areas.map((a) => ({ id: a.id, cityId: c.id, name: a.name, nameAr: placeNameAr(a.name) })),
        ),
      );
    await tx
      .insert(days)
      .values(dayData.map((d) => ({ id: d.id, name: d.name, nameAr: d.nameAr, weekday: d.weekday })));
    await tx
      .insert(timings)
      .values(timingData.map((t) => ({ id: t.id, name: t.name, nameAr: t.nameAr, position: t.position })));
    await tx
      .insert(activityPreferences)
      .values(preferenceData.map((p) => ({ id: p.id, name: p.name, nameAr: p.nameAr })));
    await tx.insert(categories).values(plannedCategories.map((c) => c.row));
    for (const table of ['cities', 'areas', 'days', 'timings', 'activity_preferences', 'categories']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }

    const inserted = await tx
      .insert(activities)
      .values(plannedActivities.map((a) => a.row))
      .returning({ id: activities.id, slug: activities.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const idOf = (slug: string): number => {
      const id = idBySlug.get(slug);
      if (id === undefined) throw new Error(`Seed refers to unknown activity ${slug}`);
      return id;
    };
    const withId = plannedActivities.map((a) => ({ ...a, id: idOf(a.row.slug) }));

    await tx
      .insert(activityCategories)
      .values(withId.flatMap((a) => a.categoryIds.map((categoryId) => ({ activityId: a.id, categoryId }))));
    await tx.insert(activityDays).values(withId.flatMap((a) => a.dayIds.map((dayId) => ({ activityId: a.id, dayId }))));
    await tx
      .insert(activityTimings)
      .values(withId.flatMap((a) => a.timingIds.map((timingId) => ({ activityId: a.id, timingId }))));
    await tx.insert(priceOptions).values(withId.flatMap((a) => a.options.map((o) => ({ ...o, activityId: a.id }))));
    await tx
      .insert(activityImages)
      .values(
        withId.flatMap((a) => a.images.map((img, position) => ({ activityId: a.id, path: img.publicPath, position }))),
      );
    await tx.insert(activityAddresses).values(withId.map((a) => ({ ...a.address, activityId: a.id })));

    const categoryIdBySlug = new Map(plannedCategories.map((c) => [c.row.slug, c.row.id]));
    await tx.insert(categoryMenuActivities).values(
      Object.entries(demoCategoryMenus).flatMap(([slug, list]) =>
        list.map((activitySlug, position) => ({
          categoryId: categoryIdBySlug.get(slug)!,
          activityId: idOf(activitySlug),
          position,
        })),
      ),
    );

    await tx.insert(slides).values(plannedSlides.map((s) => s.row));
    for (const [position, section] of demoHomeSections.entries()) {
      const [row] = await tx
        .insert(homeSections)
        .values({ slug: section.slug, name: section.name, nameAr: section.nameAr, position })
        .returning({ id: homeSections.id });
      await tx.insert(homeSectionActivities).values(
        section.activities.map((entry, i) => ({
          sectionId: row!.id,
          activityId: idOf(entry.replace(/\*$/, '')),
          featured: entry.endsWith('*'),
          position: i,
        })),
      );
    }

    const customerRows = await tx
      .insert(customers)
      .values(demoCustomers.map((c) => ({ ...c })))
      .returning({ id: customers.id });
    await insertReviews(
      tx,
      withId,
      customerRows.map((c) => c.id),
      now,
    );
    await insertDemoAccounts(tx, demoPasswordHashes, idOf, now);
    await insertDemoCommerce(tx, now);
    await insertDemoAwards(tx, now);
    await insertDemoApprovals(tx, now);
    await insertDemoPasses(tx);
    await insertCareerOpenings(tx, now);
    await insertDemoPosts(tx, now);
    await insertDemoVitals(tx, now);

    const popular = [...withId].sort((a, b) => b.popularity - a.popularity).slice(0, 6);
    const viewRng = createRng('activity-views');
    // A few counted views over the last three days, per Dubai day as the counter keeps them.
    await tx
      .insert(activityViews)
      .values(
        popular.flatMap((a) =>
          [0, 1, 2].map((back) => ({ activityId: a.id, day: addDays(dubaiDay(now), -back), views: viewRng.int(1, 4) })),
        ),
      );
    await tx
      .insert(settings)
      .values({ key: 'defaultTrendingCities', value: [...DEFAULT_TRENDING_CITY_IDS] })
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: 'announcement', value: { ...demoAnnouncement } })
      .onConflictDoNothing();
    return true;
  });
}

/** Writes reviews and sets each activity's rating (published average, one decimal) and reviewsCount. */
async function insertReviews(
  tx: Tx,
  list: readonly (PlannedActivity & { id: number })[],
  customerIds: readonly number[],
  now: Date,
): Promise<void> {
  const rows: (typeof reviews.$inferInsert)[] = [];
  const day = 86_400_000;
  for (const a of list) {
    const rng = createRng(`reviews:${a.row.slug}`);
    const count =
      a.popularity >= 8
        ? rng.int(3, 5)
        : a.popularity >= 4
          ? rng.int(1, 3)
          : a.popularity === 3
            ? rng.int(1, 2)
            : rng.int(0, 1);
    const texts = reviewTexts(a.levelOneSlug);
    const authors = rng.sample(customerIds, count);
    const published: number[] = [];
    for (const customerId of authors) {
      // Four and five stars dominate, as they do on real marketplaces.
      const text = rng.chance(0.3) ? rng.pick(texts.filter((t) => t.rating === 5)) : rng.pick(texts);
      const isPublished = !rng.chance(0.08);
      const publishedAt = new Date(now.getTime() - rng.int(3, 540) * day);
      const createdAt = isPublished
        ? new Date(publishedAt.getTime() - rng.int(1, 3) * day)
        : new Date(now.getTime() - rng.int(0, 6) * day);
      rows.push({
        activityId: a.id,
        customerId,
        title: text.title,
        content: text.content,
        rating: text.rating,
        isPublished,
        publishedAt: isPublished ? publishedAt : null,
        createdAt,
      });
      if (isPublished) published.push(text.rating);
    }
    const rating = published.length
      ? Math.round((published.reduce((s, r) => s + r, 0) / published.length) * 10) / 10
      : 0;
    await tx
      .update(activities)
      .set({ rating, reviewsCount: published.length })
      .where(sql`${activities.id} = ${a.id}`);
  }
  if (rows.length) await tx.insert(reviews).values(rows);
}
