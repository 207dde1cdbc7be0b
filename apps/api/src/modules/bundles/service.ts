import { and, asc, eq, inArray } from 'drizzle-orm';
import { passStartFrom, type BundleCard, type BundleDetail, type PriceOption } from '@weekends/shared';
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

/**
 * Weekend passes: active passes whose experiences are all still on sale, in the
 * provider's order. Prices come from the catalogue and the pass rules of @weekends/shared (pass.ts).
 */

type BundleRow = typeof bundles.$inferSelect;

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

async function itemsOf(db: Database, bundleIds: readonly number[]): Promise<PassItem[]> {
  if (bundleIds.length === 0) return [];
  const rows = await db
    .select({
      bundleId: bundleItems.bundleId,
      discountPercent: bundleItems.discountPercent,
      id: activities.id,
      slug: activities.slug,
      title: activities.title,
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

async function optionsOf(db: Database, activityIds: readonly number[]): Promise<Map<number, PriceOption[]>> {
  const map = new Map<number, PriceOption[]>();
  if (activityIds.length === 0) return map;
  const rows = await db
    .select({
      activityId: priceOptions.activityId,
      id: priceOptions.id,
      description: priceOptions.description,
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

export async function listBundles(db: Database): Promise<BundleCard[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.position), asc(bundles.id));
  const items = await itemsOf(
    db,
    rows.map((b) => b.id),
  );
  const options = await optionsOf(
    db,
    items.map((i) => i.activity.id),
  );
  return rows.flatMap((bundle) => {
    const own = items.filter((i) => i.bundleId === bundle.id);
    return sells(own) ? [toCard(bundle, own, options)] : [];
  });
}

export async function getBundle(db: Database, slug: string): Promise<BundleDetail | null> {
  const [bundle] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.slug, slug), eq(bundles.isActive, true)));
  if (!bundle) return null;
  const items = await itemsOf(db, [bundle.id]);
  if (!sells(items)) return null;
  const ids = items.map((i) => i.activity.id);
  const [options, details, dayRows] = await Promise.all([
    optionsOf(db, ids),
    db
      .select({
        id: activities.id,
        rating: activities.rating,
        reviewsCount: activities.reviewsCount,
        dateInput: activities.dateInput,
        address: activityAddresses.address,
        cityId: cities.id,
        cityName: cities.name,
      })
      .from(activities)
      .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
      .leftJoin(cities, eq(cities.id, activityAddresses.cityId))
      .where(inArray(activities.id, ids)),
    db
      .select({ activityId: activityDays.activityId, id: days.id, name: days.name })
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
          days: dayRows.filter((d) => d.activityId === item.activity.id).map(({ id, name }) => ({ id, name })),
          priceOptions: options.get(item.activity.id) ?? [],
        },
      };
    }),
  };
}
