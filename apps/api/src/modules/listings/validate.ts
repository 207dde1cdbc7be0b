import { and, eq, inArray } from 'drizzle-orm';
import { dubaiDay, isRealDay, LISTING_MESSAGES, type ListingBody } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activityImages,
  activityPreferences,
  areas,
  categories,
  cities,
  days,
  hostUploads,
  priceOptions,
  timings,
} from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';

/** Any refused add or edit: the earlier site's one message, with what was wrong per field for the form. */
export const listingInvalid = (fieldErrors: Record<string, string[]>) =>
  new HttpError(400, 'LISTING_INVALID', LISTING_MESSAGES.invalid, fieldErrors);

/**
 * What the body's schema cannot know: that every id names a row the form offers (a level-1 active category, days,
 * active timings, an active city and one of its areas, a preference), that the images are this host's uploads or
 * the activity's own, that kept price options are the activity's, and that the expiry date is not past (Dubai).
 * `activityId` is null for a new listing. All problems are answered together.
 */
export async function checkListing(
  db: Database,
  hostId: number,
  activityId: number | null,
  body: ListingBody,
  today = dubaiDay(),
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);

  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, body.categoryId), eq(categories.level, 1), eq(categories.isActive, true)));
  if (!category) refuse('categoryId', LISTING_MESSAGES.categoryRequired);

  const [preference] = await db
    .select({ id: activityPreferences.id })
    .from(activityPreferences)
    .where(eq(activityPreferences.id, body.activityPreferenceId));
  if (!preference) refuse('activityPreferenceId', LISTING_MESSAGES.preferenceRequired);

  if (body.dayIds.length > 0) {
    const found = await db.select({ id: days.id }).from(days).where(inArray(days.id, body.dayIds));
    if (found.length !== new Set(body.dayIds).size) refuse('dayIds', LISTING_MESSAGES.invalidChoice);
  }
  if (body.timingIds.length > 0) {
    const found = await db
      .select({ id: timings.id })
      .from(timings)
      .where(and(inArray(timings.id, body.timingIds), eq(timings.isActive, true)));
    if (found.length !== new Set(body.timingIds).size) refuse('timingIds', LISTING_MESSAGES.invalidChoice);
  }

  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, body.cityId), eq(cities.isActive, true)));
  if (!city) refuse('cityId', LISTING_MESSAGES.invalidChoice);
  if (body.areaId !== null) {
    const [area] = await db
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.id, body.areaId), eq(areas.cityId, body.cityId)));
    if (!area) refuse('areaId', LISTING_MESSAGES.invalidChoice);
  }

  if (body.expiryDate !== null && (!isRealDay(body.expiryDate) || body.expiryDate < today))
    refuse('expiryDate', LISTING_MESSAGES.expiryInPast);

  await checkImages(db, hostId, activityId, body.images, refuse);
  await checkPriceOptionIds(db, activityId, body.priceOptions, refuse);

  if (Object.keys(errors).length > 0) throw listingInvalid(errors);
}

async function checkImages(
  db: Database,
  hostId: number,
  activityId: number | null,
  images: readonly string[],
  refuse: (field: string, message: string) => void,
) {
  const uploads = await db
    .select({ path: hostUploads.path })
    .from(hostUploads)
    .where(and(eq(hostUploads.hostId, hostId), inArray(hostUploads.path, [...images])));
  const current =
    activityId === null
      ? []
      : await db
          .select({ path: activityImages.path })
          .from(activityImages)
          .where(eq(activityImages.activityId, activityId));
  const allowed = new Set([...uploads, ...current].map((r) => r.path));
  const seen = new Set<string>();
  images.forEach((path, index) => {
    if (!allowed.has(path) || seen.has(path)) refuse(`images.${index}`, LISTING_MESSAGES.imageUnknown);
    seen.add(path);
  });
}

async function checkPriceOptionIds(
  db: Database,
  activityId: number | null,
  options: ListingBody['priceOptions'],
  refuse: (field: string, message: string) => void,
) {
  const named = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  if (named.length === 0) return;
  const own =
    activityId === null
      ? []
      : await db
          .select({ id: priceOptions.id })
          .from(priceOptions)
          .where(and(eq(priceOptions.activityId, activityId), inArray(priceOptions.id, named)));
  const ownIds = new Set(own.map((o) => o.id));
  const seen = new Set<number>();
  options.forEach((option, index) => {
    if (option.id === undefined) return;
    if (!ownIds.has(option.id) || seen.has(option.id))
      refuse(`priceOptions.${index}.id`, LISTING_MESSAGES.optionUnknown);
    seen.add(option.id);
  });
}
