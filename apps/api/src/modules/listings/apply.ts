import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { fromPrice, slugFromName, type ListingBody } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityTimings,
  orderItems,
  priceOptions,
} from '../../db/schema/index.ts';

/**
 * Writes a listing (a host's submission) onto its activity: the activity's columns and every table the catalogue
 * reads it from (category, days, timings, address, images, price options), so the public page, search and the
 * listings show exactly the payload. Used when a host creates a listing (the row stays inactive) and when the
 * provider approves a revision. It does not touch is_active, slug, host or sales figures.
 *
 * Price options keep their ids when the payload names them (carts, held orders and sold items keep pointing at
 * them); options the payload drops are deleted: sold items keep their copied figures (booked_items.price_option_id
 * is set null), a held order's lines forget the id so its payment still books, and a cart that chose one shows the
 * item as unavailable (modules/cart/service.ts).
 *
 * The catalogue's read cache (`app.catalogCache`) is the caller's to clear once the transaction has committed.
 */
export async function applyListing(tx: Executor, activityId: number, payload: ListingBody): Promise<void> {
  await tx
    .update(activities)
    .set({
      title: payload.title,
      description: payload.description,
      // The Arabic only when the submission carries it (undefined leaves the column as it is; null removes it).
      titleAr: payload.titleAr,
      descriptionAr: payload.descriptionAr,
      highlightAr: payload.highlightAr,
      thingsToKeepInMindAr: payload.thingsToKeepInMindAr,
      includedAr: payload.includedAr,
      notIncludedAr: payload.notIncludedAr,
      durationAr: payload.durationAr,
      workingHoursAr: payload.workingHoursAr,
      howToRedeemAr: payload.howToRedeemAr,
      whatsNextAr: payload.whatsNextAr,
      cancellationPolicyAr: payload.cancellationPolicyAr,
      additionalInformationAr: payload.additionalInformationAr,
      termsAndConditionsAr: payload.termsAndConditionsAr,
      otherInformationAr: payload.otherInformationAr,
      thursdayWorkingHoursAr: payload.thursdayWorkingHoursAr,
      fridayWorkingHoursAr: payload.fridayWorkingHoursAr,
      saturdayWorkingHoursAr: payload.saturdayWorkingHoursAr,
      isOnline: payload.isOnline,
      dateInput: payload.asksForDate,
      places: payload.places,
      validityPeriod: payload.validityPeriod,
      expiresOn: payload.expiryDate,
      duration: payload.duration,
      workingHours: payload.workingHours,
      howToRedeem: payload.howToRedeem,
      whatsNext: payload.whatsNext,
      highlight: payload.highlight,
      cancellationPolicy: payload.cancellationPolicy,
      thingsToKeepInMind: payload.thingsToKeepInMind,
      additionalInformation: payload.additionalInformation,
      termsAndConditions: payload.termsAndConditions,
      otherInformation: payload.otherInformation,
      thursdayWorkingHours: payload.thursdayWorkingHours,
      fridayWorkingHours: payload.fridayWorkingHours,
      saturdayWorkingHours: payload.saturdayWorkingHours,
      included: payload.included,
      notIncluded: payload.notIncluded,
      activityPreferenceId: payload.activityPreferenceId,
      fromPrice: fromPrice(payload.priceOptions),
      hasImages: payload.images.length > 0,
    })
    .where(eq(activities.id, activityId));

  await tx.delete(activityCategories).where(eq(activityCategories.activityId, activityId));
  if (payload.categoryId !== null)
    await tx.insert(activityCategories).values({ activityId, categoryId: payload.categoryId });

  await tx.delete(activityDays).where(eq(activityDays.activityId, activityId));
  const dayIds = [...new Set(payload.dayIds)];
  if (dayIds.length > 0) await tx.insert(activityDays).values(dayIds.map((dayId) => ({ activityId, dayId })));

  await tx.delete(activityTimings).where(eq(activityTimings.activityId, activityId));
  const timingIds = [...new Set(payload.timingIds)];
  if (timingIds.length > 0)
    await tx.insert(activityTimings).values(timingIds.map((timingId) => ({ activityId, timingId })));

  const address = {
    address: payload.address,
    addressAr: payload.addressAr,
    latitude: payload.latitude,
    longitude: payload.longitude,
    cityId: payload.cityId,
    areaId: payload.areaId,
    street: payload.street || null,
    buildingNo: payload.buildingNo || null,
    poBoxNo: payload.poBoxNo || null,
  };
  await tx
    .insert(activityAddresses)
    .values({ activityId, ...address })
    .onConflictDoUpdate({ target: activityAddresses.activityId, set: address });

  await tx.delete(activityImages).where(eq(activityImages.activityId, activityId));
  await tx.insert(activityImages).values(payload.images.map((path, position) => ({ activityId, path, position })));

  await applyPriceOptions(tx, activityId, payload.priceOptions);
}

async function applyPriceOptions(
  tx: Executor,
  activityId: number,
  options: ListingBody['priceOptions'],
): Promise<void> {
  const existing = await tx
    .select({ id: priceOptions.id })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activityId));
  const own = new Set(existing.map((o) => o.id));
  // An id that is not (or no longer) this activity's is a new option: never another activity's row.
  const kept = options.flatMap((o) => (o.id !== undefined && own.has(o.id) ? [o.id] : []));
  const removed = existing.map((o) => o.id).filter((id) => !kept.includes(id));
  if (removed.length > 0) {
    // order_items keeps no foreign key to the option; a held order still being paid must not book a deleted id.
    await tx.update(orderItems).set({ priceOptionId: null }).where(inArray(orderItems.priceOptionId, removed));
    await tx
      .delete(priceOptions)
      .where(
        and(eq(priceOptions.activityId, activityId), kept.length > 0 ? notInArray(priceOptions.id, kept) : sql`true`),
      );
  }
  const seen = new Set<number>();
  for (const [position, option] of options.entries()) {
    const values = {
      description: option.description,
      // Undefined (left out) keeps the stored Arabic on an update; null removes it.
      descriptionAr: option.descriptionAr,
      price: option.price,
      discountedPrice: option.discountedPrice,
      places: option.places,
      position,
    };
    if (option.id !== undefined && own.has(option.id) && !seen.has(option.id)) {
      seen.add(option.id);
      await tx.update(priceOptions).set(values).where(eq(priceOptions.id, option.id));
    } else {
      await tx.insert(priceOptions).values({ activityId, ...values });
    }
  }
}

/** The payload with the ids its price options now have (in position order), so a later apply keeps them. */
export async function withOptionIds(tx: Executor, activityId: number, payload: ListingBody): Promise<ListingBody> {
  const rows = await tx
    .select({ id: priceOptions.id })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activityId))
    .orderBy(priceOptions.position, priceOptions.id);
  return { ...payload, priceOptions: payload.priceOptions.map((o, index) => ({ ...o, id: rows[index]?.id ?? o.id })) };
}

/** Lowercase words of the title joined by hyphens; titles with no latin letters or digits get a neutral word. */
export function slugOf(title: string): string {
  return slugFromName(title) || 'experience';
}

/**
 * A slug for a new listing, unique among activities: the title's, or with the next free number ('-2', '-3'). Call it
 * in the transaction that inserts the activity: it takes a transaction lock so that two listings of one title
 * submitted at the same moment do not both pick the same free slug.
 */
export async function slugFor(tx: Pick<Database, 'execute'>, title: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('activity-slug'))`);
  const base = slugOf(title);
  const rows = await tx.execute<{ slug: string }>(
    sql`select slug from ${activities} where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`,
  );
  const taken = new Set(rows.rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
