import { asc, eq } from 'drizzle-orm';
import {
  ADMIN_ACTIVITY_MESSAGES,
  missingArabic,
  type AdminActivityEdit,
  type adminActivityEditBodySchema,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { activities, homeSections, priceOptions } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { setDefaultPlaces } from '../../capacity/service.ts';
import { refreshListingFields } from '../../catalog/service.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { addSectionActivity } from '../home-page/sections.ts';

const notFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_ACTIVITY_MESSAGES.notFound);

const flagColumns = {
  id: activities.id,
  isActive: activities.isActive,
  soldOut: activities.soldOut,
  places: activities.places,
};

async function lockActivity(tx: Tx, id: number) {
  const [row] = await tx.select(flagColumns).from(activities).where(eq(activities.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Activate or deactivate (leaves or joins the public catalogue), and sold out on or off. */
export async function setActivityStatus(
  db: Database,
  adminId: number,
  id: number,
  change: { isActive?: boolean; soldOut?: boolean },
) {
  return db.transaction(async (tx) => {
    const before = await lockActivity(tx, id);
    const [after] = await tx.update(activities).set(change).where(eq(activities.id, id)).returning(flagColumns);
    await recordAdminAction(tx, adminId, {
      action: 'activity.status',
      subject: { type: 'activity', id },
      before,
      after,
    });
    return after!;
  });
}

/** The default places per date (or the undated stock), through the capacity service the host's calendar uses. */
export async function setActivityPlaces(db: Database, adminId: number, id: number, places: number) {
  return db.transaction(async (tx) => {
    const before = await lockActivity(tx, id);
    await setDefaultPlaces(tx, id, places);
    const after = { ...before, places };
    await recordAdminAction(tx, adminId, {
      action: 'activity.places',
      subject: { type: 'activity', id },
      before,
      after,
    });
    return after;
  });
}

/** Feature: into a home section as featured (shown first there), or featured where it already is. */
export async function featureActivity(db: Database, adminId: number, id: number, sectionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActivity(tx, id);
    const [section] = await tx.select({ id: homeSections.id }).from(homeSections).where(eq(homeSections.id, sectionId));
    if (!section) throw new HttpError(404, 'NOT_FOUND', ADMIN_ACTIVITY_MESSAGES.sectionNotFound);
    await addSectionActivity(tx, adminId, sectionId, id, true, 'activity.feature');
  });
}

/** What the quick edit shows and changes: the fields an operator changes most. */
async function readEdit(db: Pick<Database, 'select'>, id: number): Promise<AdminActivityEdit | null> {
  const [row] = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      title: activities.title,
      titleAr: activities.titleAr,
      description: activities.description,
      descriptionAr: activities.descriptionAr,
      metaTitle: activities.metaTitle,
      metaTitleAr: activities.metaTitleAr,
      metaDescription: activities.metaDescription,
      metaDescriptionAr: activities.metaDescriptionAr,
    })
    .from(activities)
    .where(eq(activities.id, id));
  if (!row) return null;
  const options = await db
    .select({
      id: priceOptions.id,
      description: priceOptions.description,
      descriptionAr: priceOptions.descriptionAr,
      price: priceOptions.price,
      discountedPrice: priceOptions.discountedPrice,
    })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, id))
    .orderBy(asc(priceOptions.position), asc(priceOptions.id));
  // Both languages, and which Arabic fields are still to translate.
  const missing = missingArabic(row, ['title', 'description', 'metaTitle', 'metaDescription']);
  return { ...row, missingArabic: missing, priceOptions: options };
}

export async function getActivityEdit(db: Database, id: number): Promise<AdminActivityEdit> {
  const edit = await readEdit(db, id);
  if (!edit) throw notFound();
  return edit;
}

/**
 * The provider's own edit goes live at once (no approval: the provider is the approver), with the listing's
 * derived price kept in step and the whole before and after in the audit log. The slug stays, so links keep working.
 */
export async function saveActivityEdit(
  db: Database,
  adminId: number,
  id: number,
  body: z.output<typeof adminActivityEditBodySchema>,
): Promise<AdminActivityEdit> {
  const saved = await db.transaction(async (tx) => {
    await lockActivity(tx, id);
    const before = (await readEdit(tx, id))!;
    const own = new Set(before.priceOptions.map((o) => o.id));
    const unknown = body.priceOptions.findIndex((o) => !own.has(o.id));
    if (unknown >= 0) {
      throw new HttpError(400, 'VALIDATION_FAILED', ADMIN_ACTIVITY_MESSAGES.unknownPriceOption, {
        [`priceOptions.${unknown}.id`]: [ADMIN_ACTIVITY_MESSAGES.unknownPriceOption],
      });
    }
    await tx
      .update(activities)
      .set({
        title: body.title,
        titleAr: body.titleAr,
        description: body.description,
        descriptionAr: body.descriptionAr,
        metaTitle: body.metaTitle,
        metaTitleAr: body.metaTitleAr,
        metaDescription: body.metaDescription,
        metaDescriptionAr: body.metaDescriptionAr,
      })
      .where(eq(activities.id, id));
    for (const option of body.priceOptions) {
      await tx
        .update(priceOptions)
        .set({ price: option.price, discountedPrice: option.discountedPrice, descriptionAr: option.descriptionAr })
        .where(eq(priceOptions.id, option.id));
    }
    const after = (await readEdit(tx, id))!;
    await recordAdminAction(tx, adminId, { action: 'activity.edit', subject: { type: 'activity', id }, before, after });
    return after;
  });
  await refreshListingFields(db, [id]);
  return saved;
}
