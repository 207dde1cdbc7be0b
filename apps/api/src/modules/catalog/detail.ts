import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { API_MESSAGES, type ActivityDetail, type Language, type Review } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityTimings,
  areas,
  bookedItems,
  categories,
  cities,
  customers,
  days,
  priceOptions,
  reviews,
  timings,
} from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { scarcity } from '../capacity/service.ts';
import { catalogueIn } from './language.ts';

/** Reviews are not paged on the page; this bounds the answer. */
export const REVIEWS_LIMIT = 100;

const { searchVector: _searchVector, ...detailColumns } = getTableColumns(activities);

/** One live activity for its page, in `language` (each field Arabic where it has been translated, else English). */
export async function getActivity(db: Database, slug: string, language: Language = 'en'): Promise<ActivityDetail> {
  const { activity, city, area, address: addressIn, category, priceOption, day, timing } = catalogueIn(language);
  const [a] = await db
    .select({ ...detailColumns, ...activity })
    .from(activities)
    .where(and(eq(activities.slug, slug), eq(activities.isActive, true)));
  if (!a) throw notFound(API_MESSAGES.activityNotFound);
  const [images, options, [address], activityDayRows, activityTimingRows, categoryRows] = await Promise.all([
    db
      .select({ path: activityImages.path })
      .from(activityImages)
      .where(eq(activityImages.activityId, a.id))
      .orderBy(asc(activityImages.position), asc(activityImages.id)),
    db
      .select({
        id: priceOptions.id,
        description: priceOption.description,
        price: priceOptions.price,
        discountedPrice: priceOptions.discountedPrice,
        places: priceOptions.places,
      })
      .from(priceOptions)
      .where(eq(priceOptions.activityId, a.id))
      .orderBy(asc(priceOptions.position), asc(priceOptions.id)),
    db
      .select({
        address: addressIn.address,
        latitude: activityAddresses.latitude,
        longitude: activityAddresses.longitude,
        city: { id: cities.id, name: city.name },
        areaId: areas.id,
        areaName: area.name,
      })
      .from(activityAddresses)
      .innerJoin(cities, eq(cities.id, activityAddresses.cityId))
      .leftJoin(areas, eq(areas.id, activityAddresses.areaId))
      .where(eq(activityAddresses.activityId, a.id)),
    db
      .select({ id: days.id, name: day.name, weekday: days.weekday })
      .from(activityDays)
      .innerJoin(days, eq(days.id, activityDays.dayId))
      .where(eq(activityDays.activityId, a.id))
      .orderBy(asc(days.weekday), asc(days.id)),
    db
      .select({ id: timings.id, name: timing.name })
      .from(activityTimings)
      .innerJoin(timings, eq(timings.id, activityTimings.timingId))
      .where(and(eq(activityTimings.activityId, a.id), eq(timings.isActive, true)))
      .orderBy(asc(timings.position), asc(timings.id)),
    db
      .select({ id: categories.id, name: category.name, slug: categories.slug })
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
          area:
            address.areaId === null || address.areaName === null
              ? null
              : { id: address.areaId, name: address.areaName },
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
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.isActive, true)));
  if (!activity) throw notFound(API_MESSAGES.activityNotFound);
  const publishedAt = sql<Date>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`;
  // 'Verified booking': the reviewer holds a voucher of this activity that its host redeemed (computed, not stored,
  // so a later redemption or cancellation shows at once).
  const verified = sql<boolean>`exists (select 1 from ${bookedItems} bi where bi.customer_id = ${reviews.customerId} and bi.activity_id = ${reviews.activityId} and bi.redeemed_at is not null)`;
  const rows = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      customerFirstName: customers.firstName,
      publishedAt,
      verified,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.activityId, activityId), eq(reviews.isPublished, true)))
    .orderBy(desc(publishedAt), desc(reviews.id))
    .limit(REVIEWS_LIMIT);
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() }));
}
