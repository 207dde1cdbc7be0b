import { and, asc, eq, inArray } from 'drizzle-orm';
import { passStartFrom, type BundleCard, type BundleDetail, type Language, type PriceOption } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityDays,
  bundleItems,
  bundles,
  cities,
  days,
  priceOptions,
} from '../../db/schema/index.ts';
import { firstImage } from '../catalog/service.ts';
import { localizedList, localizedText } from '../../lib/localized.ts';

/**
 * A pass and its experiences in the reader's language, picked in one place: the Arabic column where it has a value,
 * else the English (lib/localized.ts).
 */
function passIn(language: Language) {
  return {
    bundle: {
      id: bundles.id,
      slug: bundles.slug,
      name: localizedText(language, bundles.name, bundles.nameAr),
      description: localizedText(language, bundles.description, bundles.descriptionAr),
      coverImage: bundles.coverImage,
      highlights: localizedList(language, bundles.highlights, bundles.highlightsAr),
    },
    activityTitle: localizedText(language, activities.title, activities.titleAr),
    address: localizedText<string | null>(language, activityAddresses.address, activityAddresses.addressAr),
    cityName: localizedText<string | null>(language, cities.name, cities.nameAr),
    optionDescription: localizedText(language, priceOptions.description, priceOptions.descriptionAr),
    dayName: localizedText(language, days.name, days.nameAr),
  };
}

/**
 * Weekend passes: active passes whose experiences are all still on sale, in the
 * provider's order. Prices come from the catalogue and the pass rules of @weekends/shared (pass.ts).
 */

type BundleRow = Pick<
  typeof bundles.$inferSelect,
  'id' | 'slug' | 'name' | 'description' | 'coverImage' | 'highlights'
>;

interface PassItem {
  bundleId: number;
  discountPercent: number;
  activity: {
    id: number;
    slug: string;
    title: string;
    image: string | null;
    isActive: boolean;
    submitRequest: boolean;
  };
}

async function itemsOf(db: Database, bundleIds: readonly number[], language: Language): Promise<PassItem[]> {
  if (bundleIds.length === 0) return [];
  const rows = await db
    .select({
      bundleId: bundleItems.bundleId,
      discountPercent: bundleItems.discountPercent,
      id: activities.id,
      slug: activities.slug,
      title: passIn(language).activityTitle,
      isActive: activities.isActive,
      submitRequest: activities.submitRequest,
      image: firstImage(),
    })
    .from(bundleItems)
    .innerJoin(activities, eq(activities.id, bundleItems.activityId))
    .where(inArray(bundleItems.bundleId, [...bundleIds]))
    .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position), asc(activities.id));
  return rows.map(({ bundleId, discountPercent, ...activity }) => ({ bundleId, discountPercent, activity }));
}

async function optionsOf(
  db: Database,
  activityIds: readonly number[],
  language: Language,
): Promise<Map<number, PriceOption[]>> {
  const map = new Map<number, PriceOption[]>();
  if (activityIds.length === 0) return map;
  const rows = await db
    .select({
      activityId: priceOptions.activityId,
      id: priceOptions.id,
      description: passIn(language).optionDescription,
      price: priceOptions.price,
      discountedPrice: priceOptions.discountedPrice,
      places: priceOptions.places,
    })
    .from(priceOptions)
    .where(inArray(priceOptions.activityId, [...activityIds]))
    .orderBy(asc(priceOptions.position), asc(priceOptions.id));
  for (const { activityId, ...option } of rows) map.set(activityId, [...(map.get(activityId) ?? []), option]);
  return map;
}

/** A pass sells only while every experience in it does: one that stopped leaves the pass off the list. */
const sells = (items: PassItem[]) =>
  items.length > 0 && items.every((i) => i.activity.isActive && !i.activity.submitRequest);

function toCard(bundle: BundleRow, items: PassItem[], options: Map<number, PriceOption[]>): BundleCard {
  const priced = items.map((i) => ({
    firstOption: options.get(i.activity.id)?.[0] ?? null,
    discountPercent: i.discountPercent,
  }));
  const { from, undiscounted } = passStartFrom(priced);
  return {
    id: bundle.id,
    slug: bundle.slug,
    name: bundle.name,
    description: bundle.description,
    coverImage: bundle.coverImage,
    highlights: bundle.highlights.slice(0, 5),
    activities: items.map((i) => ({
      id: i.activity.id,
      slug: i.activity.slug,
      title: i.activity.title,
      image: i.activity.image,
      price: options.get(i.activity.id)?.[0] ?? null,
    })),
    itemCount: items.length,
    startFrom: from,
    undiscountedTotal: undiscounted,
  };
}

export async function listBundles(db: Database, language: Language = 'en'): Promise<BundleCard[]> {
  const rows = await db
    .select(passIn(language).bundle)
    .from(bundles)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.position), asc(bundles.id));
  const items = await itemsOf(
    db,
    rows.map((b) => b.id),
    language,
  );
  const options = await optionsOf(
    db,
    items.map((i) => i.activity.id),
    language,
  );
  return rows.flatMap((bundle) => {
    const own = items.filter((i) => i.bundleId === bundle.id);
    return sells(own) ? [toCard(bundle, own, options)] : [];
  });
}

export async function getBundle(db: Database, slug: string, language: Language = 'en'): Promise<BundleDetail | null> {
  const within = passIn(language);
  const [bundle] = await db
    .select(within.bundle)
    .from(bundles)
    .where(and(eq(bundles.slug, slug), eq(bundles.isActive, true)));
  if (!bundle) return null;
  const items = await itemsOf(db, [bundle.id], language);
  if (!sells(items)) return null;
  const ids = items.map((i) => i.activity.id);
  const [options, details, dayRows] = await Promise.all([
    optionsOf(db, ids, language),
    db
      .select({
        id: activities.id,
        rating: activities.rating,
        reviewsCount: activities.reviewsCount,
        dateInput: activities.dateInput,
        address: within.address,
        cityId: cities.id,
        cityName: within.cityName,
      })
      .from(activities)
      .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
      .leftJoin(cities, eq(cities.id, activityAddresses.cityId))
      .where(inArray(activities.id, ids)),
    db
      .select({ activityId: activityDays.activityId, id: days.id, name: within.dayName, weekday: days.weekday })
      .from(activityDays)
      .innerJoin(days, eq(days.id, activityDays.dayId))
      .where(inArray(activityDays.activityId, ids))
      .orderBy(asc(days.weekday)),
  ]);
  const card = toCard(bundle, items, options);
  return {
    ...card,
    items: items.map((item, index) => {
      const detail = details.find((d) => d.id === item.activity.id)!;
      return {
        discountPercent: item.discountPercent,
        activity: {
          ...card.activities[index]!,
          address: detail.address ?? null,
          city: detail.cityId === null ? null : { id: detail.cityId, name: detail.cityName ?? '' },
          rating: detail.rating,
          reviewsCount: detail.reviewsCount,
          dateInput: detail.dateInput,
          days: dayRows
            .filter((d) => d.activityId === item.activity.id)
            .map(({ id, name, weekday }) => ({ id, name, weekday })),
          priceOptions: options.get(item.activity.id) ?? [],
        },
      };
    }),
  };
}
