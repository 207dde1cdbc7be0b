import { asc, eq } from 'drizzle-orm';
import type { ListingValues } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityTimings,
  categories,
  priceOptions,
} from '../../db/schema/index.ts';

/**
 * A listing's values read back from the catalogue's tables (the inverse of applyListing): the host's edit form and
 * the back office's side-by-side view of an edit. Texts never filled in read as empty; null when the activity is gone.
 */
export async function readLiveListing(db: Pick<Database, 'select'>, activityId: number): Promise<ListingValues | null> {
  // One query after another: a caller may pass a transaction, whose one connection runs one query at a time.
  const [a] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!a) return null;
  const images = await db
    .select({ path: activityImages.path })
    .from(activityImages)
    .where(eq(activityImages.activityId, activityId))
    .orderBy(asc(activityImages.position), asc(activityImages.id));
  const options = await db
    .select({
      id: priceOptions.id,
      description: priceOptions.description,
      descriptionAr: priceOptions.descriptionAr,
      price: priceOptions.price,
      discountedPrice: priceOptions.discountedPrice,
      places: priceOptions.places,
    })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activityId))
    .orderBy(asc(priceOptions.position), asc(priceOptions.id));
  const [address] = await db.select().from(activityAddresses).where(eq(activityAddresses.activityId, activityId));
  const dayRows = await db
    .select({ id: activityDays.dayId })
    .from(activityDays)
    .where(eq(activityDays.activityId, activityId))
    .orderBy(asc(activityDays.dayId));
  const timingRows = await db
    .select({ id: activityTimings.timingId })
    .from(activityTimings)
    .where(eq(activityTimings.activityId, activityId))
    .orderBy(asc(activityTimings.timingId));
  // The form offers level-1 categories only: a listing filed under a sub-category shows its parent.
  const categoryRows = await db
    .select({ id: categories.id, level: categories.level, parentId: categories.parentId })
    .from(activityCategories)
    .innerJoin(categories, eq(categories.id, activityCategories.categoryId))
    .where(eq(activityCategories.activityId, activityId))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const first = categoryRows[0];
  const text = (value: string | null) => value ?? '';
  return {
    title: a.title,
    titleAr: a.titleAr,
    descriptionAr: a.descriptionAr,
    highlightAr: a.highlightAr,
    thingsToKeepInMindAr: a.thingsToKeepInMindAr,
    includedAr: a.includedAr,
    notIncludedAr: a.notIncludedAr,
    addressAr: address?.addressAr ?? null,
    durationAr: a.durationAr,
    workingHoursAr: a.workingHoursAr,
    howToRedeemAr: a.howToRedeemAr,
    whatsNextAr: a.whatsNextAr,
    cancellationPolicyAr: a.cancellationPolicyAr,
    additionalInformationAr: a.additionalInformationAr,
    termsAndConditionsAr: a.termsAndConditionsAr,
    otherInformationAr: a.otherInformationAr,
    thursdayWorkingHoursAr: a.thursdayWorkingHoursAr,
    fridayWorkingHoursAr: a.fridayWorkingHoursAr,
    saturdayWorkingHoursAr: a.saturdayWorkingHoursAr,
    isOnline: a.isOnline,
    description: a.description,
    images: images.map((i) => i.path),
    priceOptions: options,
    asksForDate: a.dateInput,
    places: a.places,
    dayIds: dayRows.map((d) => d.id),
    timingIds: timingRows.map((t) => t.id),
    categoryId: first ? (first.level === 1 ? first.id : first.parentId) : null,
    validityPeriod: a.validityPeriod,
    expiryDate: a.expiresOn,
    duration: text(a.duration),
    whatsNext: text(a.whatsNext),
    workingHours: text(a.workingHours),
    howToRedeem: text(a.howToRedeem),
    thursdayWorkingHours: text(a.thursdayWorkingHours),
    fridayWorkingHours: text(a.fridayWorkingHours),
    saturdayWorkingHours: text(a.saturdayWorkingHours),
    included: a.included,
    notIncluded: a.notIncluded,
    thingsToKeepInMind: text(a.thingsToKeepInMind),
    highlight: text(a.highlight),
    cancellationPolicy: text(a.cancellationPolicy),
    termsAndConditions: text(a.termsAndConditions),
    additionalInformation: text(a.additionalInformation),
    otherInformation: text(a.otherInformation),
    // A listing without an address has no place on the map yet: 0 is outside the UAE, so the form asks for one.
    latitude: address?.latitude ?? 0,
    longitude: address?.longitude ?? 0,
    activityPreferenceId: a.activityPreferenceId,
    address: text(address?.address ?? null),
    street: text(address?.street ?? null),
    buildingNo: text(address?.buildingNo ?? null),
    poBoxNo: text(address?.poBoxNo ?? null),
    cityId: address?.cityId ?? 0,
    areaId: address?.areaId ?? null,
  };
}
