import { fromPrice } from '@weekends/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityTimings,
  areas,
  categories,
  cities,
  days,
  priceOptions,
  timings,
} from '../schema/index.ts';
import { createRng, slugify, type Rng } from './prng.ts';
import { cities as cityData } from './content/cities.ts';
import {
  bulkAdjectives,
  bulkDurations,
  bulkExperiences,
  bulkIncluded,
  bulkNotIncluded,
  bulkOptionNames,
  bulkSentences,
  bulkSuffixes,
} from './content/bulk-words.ts';
import { OUT_OF_HOME, STAY_AT_HOME } from './content/lookups.ts';
import { durationAr, hoursAr } from './content/details-ar.ts';
import { listAr } from './content/arabic.ts';
import { planActivities } from './plan.ts';

export interface BulkOptions {
  /** Activities per multi-row insert; default 1000. */
  batchSize?: number;
  /** Batches in flight at once; more than 1 only on PostgreSQL (PGlite has a single connection). Default 1. */
  concurrency?: number;
  /** Seeds the random choices; default 2020. */
  seed?: number;
  log?: (message: string) => void;
}

interface Lookups {
  areas: { id: number; cityId: number; name: string; cityName: string; latitude: number; longitude: number }[];
  categoryIdBySlug: Map<string, number>;
  parentOf: Map<number, number | null>;
  dayIds: number[];
  timingIds: number[];
  imagesByCategory: Map<number, string[]>;
  allImages: string[];
}

async function loadLookups(db: Database): Promise<Lookups> {
  const areaRows = await db
    .select({
      id: areas.id,
      cityId: areas.cityId,
      name: areas.name,
      cityName: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(areas)
    .innerJoin(cities, sql`${cities.id} = ${areas.cityId}`);
  if (areaRows.length === 0) throw new Error('seedBulkActivities needs the demo seed first (no areas found)');
  const knownAreas = new Map(cityData.flatMap((c) => c.areas.map((a) => [a.id, a] as const)));
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories);
  const imageRows = await db
    .select({ categoryId: activityCategories.categoryId, path: activityImages.path })
    .from(activityImages)
    .innerJoin(activityCategories, sql`${activityCategories.activityId} = ${activityImages.activityId}`);
  const imagesByCategory = new Map<number, string[]>();
  const parentOf = new Map(categoryRows.map((c) => [c.id, c.parentId]));
  for (const row of imageRows) {
    for (const id of [row.categoryId, parentOf.get(row.categoryId)]) {
      if (id == null) continue;
      const list = imagesByCategory.get(id) ?? [];
      if (!list.includes(row.path)) list.push(row.path);
      imagesByCategory.set(id, list);
    }
  }
  const allImages = [...new Set(imageRows.map((r) => r.path))];
  return {
    areas: areaRows.map((a) => {
      const known = knownAreas.get(a.id);
      return { ...a, latitude: known?.latitude ?? a.latitude, longitude: known?.longitude ?? a.longitude };
    }),
    categoryIdBySlug: new Map(categoryRows.map((c) => [c.slug, c.id])),
    parentOf,
    dayIds: (await db.select({ id: days.id }).from(days)).map((d) => d.id),
    timingIds: (await db.select({ id: timings.id }).from(timings)).map((t) => t.id),
    imagesByCategory,
    allImages: allImages.length ? allImages : planActivities().flatMap((a) => a.images.map((i) => i.publicPath)),
  };
}

/** Rounds to a 'nice' price in fils: AED 49, 75, 99, 149, 199... */
function nicePrice(rng: Rng): number {
  const aed = Math.exp(rng.range(Math.log(45), Math.log(1500)));
  const rounded = aed < 100 ? Math.round(aed / 5) * 5 - 1 : Math.round(aed / 10) * 10 - 1;
  return Math.min(1499, Math.max(49, rounded)) * 100;
}

function buildActivity(rng: Rng, n: number, lk: Lookups, now: number) {
  const exp = rng.pick(bulkExperiences);
  const area = rng.pick(lk.areas);
  const place = rng.chance(0.6) ? area.name : area.cityName;
  const adjective = rng.pick(bulkAdjectives);
  const title = `${adjective} ${exp.noun}${rng.pick(bulkSuffixes)} ${rng.pick(['in', 'at', 'near'])} ${place}`;
  const slug = `${slugify(title)}-${n}`;
  const description = [
    `${exp.verb} on this ${adjective.toLowerCase()} ${exp.noun.toLowerCase()} in ${area.name}, ${area.cityName}.`,
    ...rng.sample(bulkSentences, rng.int(2, 4)),
  ].join(' ');
  const optionCount = rng.int(1, 3);
  const names = rng.sample(bulkOptionNames, optionCount);
  const options = names.map((description, position) => {
    const price = nicePrice(rng);
    const discountedPrice = rng.chance(0.45) ? Math.round((price * rng.range(0.6, 0.92)) / 100) * 100 : null;
    return {
      description,
      price,
      discountedPrice: discountedPrice !== null && discountedPrice < price ? discountedPrice : null,
      position,
    };
  });
  const categoryId = lk.categoryIdBySlug.get(exp.category);
  const categoryIds = categoryId === undefined ? [] : [categoryId];
  if (categoryId !== undefined && rng.chance(0.35)) {
    const other = lk.categoryIdBySlug.get(rng.pick(bulkExperiences).category);
    if (other !== undefined && other !== categoryId) categoryIds.push(other);
  }
  const hasImages = rng.chance(0.95);
  const pool = (categoryId !== undefined && lk.imagesByCategory.get(categoryId)) || lk.allImages;
  const images = hasImages && pool.length ? rng.sample(pool, rng.int(1, 3)) : [];
  const sales = Math.floor(Math.exp(rng.range(0, 8)));
  const reviewsCount = rng.chance(0.15) ? 0 : rng.int(1, 250);
  const online = exp.online === true;
  const address = {
    address: `${rng.int(1, 240)} ${area.name} Street, ${area.name}, ${area.cityName}, UAE`,
    latitude: Math.round((area.latitude + rng.range(-0.03, 0.03)) * 1e6) / 1e6,
    longitude: Math.round((area.longitude + rng.range(-0.03, 0.03)) * 1e6) / 1e6,
    cityId: area.cityId,
    areaId: area.id,
  };
  const dayIds = rng.sample(lk.dayIds, rng.int(1, 3));
  const timingIds = rng.sample(lk.timingIds, rng.int(1, 2));
  const withParents = [
    ...new Set(
      categoryIds.flatMap((id) => [id, lk.parentOf.get(id) ?? null]).filter((id): id is number => id !== null),
    ),
  ];
  const duration = rng.pick(bulkDurations);
  const hours = rng.pick(['9:00 AM – 5:00 PM', '3:00 PM – 9:00 PM', '7:00 AM – 12:00 PM', '6:00 PM – 11:00 PM']);
  const included = rng.sample(bulkIncluded, rng.int(0, 4));
  const notIncluded = rng.sample(bulkNotIncluded, rng.int(0, 2));
  return {
    row: {
      slug,
      title,
      // The listing's copies of the filters, written here so the triggers need not update each row again.
      cityId: area.cityId,
      categoryIds: withParents.sort((a, b) => a - b),
      dayIds: [...dayIds].sort((a, b) => a - b),
      timingIds: [...timingIds].sort((a, b) => a - b),
      metaTitle: `${title} | Weekends`,
      metaDescription: description.slice(0, 150),
      description,
      duration,
      durationAr: durationAr(duration),
      workingHours: hours,
      workingHoursAr: hoursAr(hours),
      included,
      // The lists in Arabic row for row (content/arabic.ts), as the durations and hours are.
      includedAr: listAr(included),
      notIncluded,
      notIncludedAr: listAr(notIncluded),
      validityPeriod: rng.int(4, 12),
      isOnline: online,
      isActive: rng.chance(0.97),
      soldOut: rng.chance(0.01),
      dateInput: rng.chance(0.5),
      rating: reviewsCount === 0 ? 0 : Math.round(rng.range(3, 5) * 10) / 10,
      reviewsCount,
      lifeTimeSales: sales,
      views: Math.round(sales * rng.range(5, 25)) + rng.int(0, 500),
      activityPreferenceId: online ? STAY_AT_HOME : OUT_OF_HOME,
      fromPrice: fromPrice(options),
      hasImages: images.length > 0,
      createdAt: new Date(now - rng.int(0, 730) * 86_400_000),
    },
    categoryIds,
    dayIds,
    timingIds,
    options,
    images,
    address,
  };
}

type BulkActivity = ReturnType<typeof buildActivity>;

async function insertBatch(db: Database, batch: readonly BulkActivity[]): Promise<void> {
  await db.transaction(async (tx) => {
    // The rows carry their filter columns already (buildActivity); the join tables' triggers need not recompute them.
    await tx.execute(sql`select set_config('weekends.filters_written', 'on', true)`);
    const inserted = await tx
      .insert(activities)
      .values(batch.map((b) => b.row))
      .returning({ id: activities.id, slug: activities.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const withId = batch.map((b) => ({ ...b, id: idBySlug.get(b.row.slug)! }));
    const links = withId.flatMap((b) => b.categoryIds.map((categoryId) => ({ activityId: b.id, categoryId })));
    if (links.length) await tx.insert(activityCategories).values(links);
    await tx.insert(activityDays).values(withId.flatMap((b) => b.dayIds.map((dayId) => ({ activityId: b.id, dayId }))));
    await tx
      .insert(activityTimings)
      .values(withId.flatMap((b) => b.timingIds.map((timingId) => ({ activityId: b.id, timingId }))));
    await tx.insert(priceOptions).values(withId.flatMap((b) => b.options.map((o) => ({ ...o, activityId: b.id }))));
    const images = withId.flatMap((b) => b.images.map((path, position) => ({ activityId: b.id, path, position })));
    if (images.length) await tx.insert(activityImages).values(images);
    await tx.insert(activityAddresses).values(withId.map((b) => ({ ...b.address, activityId: b.id })));
  });
}

/**
 * Adds `count` generated activities (for benchmarks) with multi-row inserts, one transaction per batch,
 * then runs VACUUM ANALYZE. Needs the demo seed (cities, areas, categories, days, timings) to be present.
 */
export async function seedBulkActivities(db: Database, count: number, options: BulkOptions = {}): Promise<number> {
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const log = options.log ?? (() => {});
  const lk = await loadLookups(db);
  const [{ maxId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${activities.id}), 0)::int` })
    .from(activities);
  const rng = createRng((options.seed ?? 2020) + maxId);
  const now = Date.now();
  const started = Date.now();
  const batches: { start: number; size: number }[] = [];
  for (let start = 0; start < count; start += batchSize)
    batches.push({ start, size: Math.min(batchSize, count - start) });
  // Rows are generated in batch order from one PRNG, so the catalogue is the same whatever the concurrency.
  const planned = batches.map(
    (b) => () => Array.from({ length: b.size }, (_, i) => buildActivity(rng, maxId + b.start + i + 1, lk, now)),
  );
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = planned[next++]!();
      await insertBatch(db, batch);
      done += batch.length;
      if (done % (batchSize * 10) === 0 || done === count)
        log(`bulk: ${done}/${count} activities (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, batches.length)) }, worker));
  // The generated activities are shared among the demo's approved hosts, as the demo catalogue is.
  await db.execute(sql`
    update activities a set host_id = h.customer_id
    from (select customer_id, row_number() over (order by customer_id) - 1 as n, count(*) over () as c from hosts where status = 'approved') h
    where a.host_id is null and h.n = a.id % h.c`);
  await db.execute(sql`update price_options set places = 4 where places = 1 and description ilike '%family%'`);
  // VACUUM sets the visibility map, so the listing's index-only scans read no heap pages; ANALYZE the statistics.
  await db.execute(sql`vacuum analyze`);
  log(`bulk: ${count} activities inserted, vacuumed and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}
