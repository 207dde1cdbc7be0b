import { and, asc, count, eq, max } from 'drizzle-orm';
import {
  ADMIN_HOME_MESSAGES,
  TRENDING_SECTION_SLUG,
  missingArabic,
  type AdminHomeSection,
  type AdminHomeSectionBody,
  type AdminSectionActivity,
} from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { activities, homeSectionActivities, homeSections } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';

const sectionNotFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_HOME_MESSAGES.sectionNotFound);
const activityNotFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_HOME_MESSAGES.activityNotFound);
const slugTaken = () =>
  new HttpError(409, 'SLUG_TAKEN', ADMIN_HOME_MESSAGES.slugTaken, { slug: [ADMIN_HOME_MESSAGES.slugTaken] });

const sectionColumns = {
  id: homeSections.id,
  name: homeSections.name,
  nameAr: homeSections.nameAr,
  slug: homeSections.slug,
  isActive: homeSections.isActive,
  position: homeSections.position,
};
type StoredSection = Omit<AdminHomeSection, 'activityCount' | 'missingArabic'>;
type SectionRow = Omit<AdminHomeSection, 'activityCount'>;

const withMissingArabic = <T extends StoredSection>(row: T): T & { missingArabic: string[] } => ({
  ...row,
  missingArabic: missingArabic(row, ['name']),
});

/** Every home section, shown or not, in the home page's order, with how many activities each holds. */
export async function listAdminSections(db: Database): Promise<AdminHomeSection[]> {
  const rows = await db
    .select({ ...sectionColumns, activityCount: count(homeSectionActivities.activityId) })
    .from(homeSections)
    .leftJoin(homeSectionActivities, eq(homeSectionActivities.sectionId, homeSections.id))
    .groupBy(homeSections.id)
    .orderBy(asc(homeSections.position), asc(homeSections.id));
  return rows.map((r) => withMissingArabic({ ...r, activityCount: Number(r.activityCount) }));
}

async function lockSection(tx: Tx, id: number): Promise<StoredSection> {
  const [row] = await tx.select(sectionColumns).from(homeSections).where(eq(homeSections.id, id)).for('update');
  if (!row) throw sectionNotFound();
  return row;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

async function slugFree(tx: Tx, slug: string, exceptId?: number) {
  const [other] = await tx.select({ id: homeSections.id }).from(homeSections).where(eq(homeSections.slug, slug));
  if (other && other.id !== exceptId) throw slugTaken();
}

export async function createSection(db: Database, adminId: number, body: AdminHomeSectionBody): Promise<SectionRow> {
  try {
    return await db.transaction(async (tx) => {
      await slugFree(tx, body.slug);
      const [row] = await tx.insert(homeSections).values(body).returning(sectionColumns);
      await recordAdminAction(tx, adminId, {
        action: 'homeSection.create',
        subject: { type: 'homeSection', id: row!.id },
        before: null,
        after: row,
      });
      return withMissingArabic(row!);
    });
  } catch (error) {
    // Two admins creating the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateSection(
  db: Database,
  adminId: number,
  id: number,
  body: AdminHomeSectionBody,
): Promise<SectionRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockSection(tx, id);
      // The catalogue finds the trending section by its slug (catalog/service.ts); renaming it would empty Trending.
      if (before.slug === TRENDING_SECTION_SLUG && body.slug !== TRENDING_SECTION_SLUG) {
        throw new HttpError(409, 'TRENDING_SLUG_FIXED', ADMIN_HOME_MESSAGES.trendingSlugFixed, {
          slug: [ADMIN_HOME_MESSAGES.trendingSlugFixed],
        });
      }
      await slugFree(tx, body.slug, id);
      const [after] = await tx.update(homeSections).set(body).where(eq(homeSections.id, id)).returning(sectionColumns);
      await recordAdminAction(tx, adminId, {
        action: 'homeSection.update',
        subject: { type: 'homeSection', id },
        before,
        after,
      });
      return withMissingArabic(after!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function deleteSection(db: Database, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockSection(tx, id);
    if (before.slug === TRENDING_SECTION_SLUG)
      throw new HttpError(409, 'TRENDING_NOT_DELETABLE', ADMIN_HOME_MESSAGES.trendingNotDeletable);
    const items = await sectionItems(tx, id);
    await tx.delete(homeSections).where(eq(homeSections.id, id));
    await recordAdminAction(tx, adminId, {
      action: 'homeSection.delete',
      subject: { type: 'homeSection', id },
      before: { ...before, activities: items },
      after: null,
    });
  });
}

/** A section's activities in the home page's order: featured first, then by position. */
export function listSectionActivities(
  db: Pick<Database, 'select'>,
  sectionId: number,
): Promise<AdminSectionActivity[]> {
  return db
    .select({
      activityId: activities.id,
      title: activities.title,
      slug: activities.slug,
      isActive: activities.isActive,
      featured: homeSectionActivities.featured,
      position: homeSectionActivities.position,
    })
    .from(homeSectionActivities)
    .innerJoin(activities, eq(activities.id, homeSectionActivities.activityId))
    .where(eq(homeSectionActivities.sectionId, sectionId))
    .orderBy(asc(homeSectionActivities.position), asc(activities.id));
}

export async function getSectionActivities(db: Database, sectionId: number): Promise<AdminSectionActivity[]> {
  const [section] = await db.select({ id: homeSections.id }).from(homeSections).where(eq(homeSections.id, sectionId));
  if (!section) throw sectionNotFound();
  return listSectionActivities(db, sectionId);
}

/** The audit's view of a section's contents: ids with their flag, in order. */
const sectionItems = async (tx: Tx, sectionId: number) =>
  (await listSectionActivities(tx, sectionId)).map(({ activityId, featured, position }) => ({
    activityId,
    featured,
    position,
  }));

/**
 * Adds an activity at the end of a section, or (with `featured`) marks it featured when it is already there, which
 * is what 'Feature' on the activities table asks for. Adding one twice without featuring is a 409.
 */
export async function addSectionActivity(
  tx: Tx,
  adminId: number,
  sectionId: number,
  activityId: number,
  featured: boolean,
  action = 'homeSection.addActivity',
): Promise<void> {
  await lockSection(tx, sectionId);
  const [activity] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  if (!activity) throw activityNotFound();
  const before = await sectionItems(tx, sectionId);
  const known = before.find((item) => item.activityId === activityId);
  if (known && (!featured || known.featured))
    throw new HttpError(409, 'ALREADY_IN_SECTION', ADMIN_HOME_MESSAGES.alreadyInSection);
  if (known) {
    await tx
      .update(homeSectionActivities)
      .set({ featured: true })
      .where(and(eq(homeSectionActivities.sectionId, sectionId), eq(homeSectionActivities.activityId, activityId)));
  } else {
    const [last] = await tx
      .select({ position: max(homeSectionActivities.position) })
      .from(homeSectionActivities)
      .where(eq(homeSectionActivities.sectionId, sectionId));
    await tx
      .insert(homeSectionActivities)
      .values({ sectionId, activityId, featured, position: (last?.position ?? -1) + 1 });
  }
  await recordAdminAction(tx, adminId, {
    action,
    subject: { type: 'homeSection', id: sectionId },
    before,
    after: await sectionItems(tx, sectionId),
    detail: { activityId, featured },
  });
}

export async function setSectionActivityFeatured(
  db: Database,
  adminId: number,
  sectionId: number,
  activityId: number,
  featured: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSection(tx, sectionId);
    const before = await sectionItems(tx, sectionId);
    const rows = await tx
      .update(homeSectionActivities)
      .set({ featured })
      .where(and(eq(homeSectionActivities.sectionId, sectionId), eq(homeSectionActivities.activityId, activityId)))
      .returning({ id: homeSectionActivities.activityId });
    if (rows.length === 0) throw new HttpError(404, 'NOT_FOUND', ADMIN_HOME_MESSAGES.notInSection);
    await recordAdminAction(tx, adminId, {
      action: 'homeSection.feature',
      subject: { type: 'homeSection', id: sectionId },
      before,
      after: await sectionItems(tx, sectionId),
      detail: { activityId, featured },
    });
  });
}

export async function removeSectionActivity(
  db: Database,
  adminId: number,
  sectionId: number,
  activityId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSection(tx, sectionId);
    const before = await sectionItems(tx, sectionId);
    const rows = await tx
      .delete(homeSectionActivities)
      .where(and(eq(homeSectionActivities.sectionId, sectionId), eq(homeSectionActivities.activityId, activityId)))
      .returning({ id: homeSectionActivities.activityId });
    if (rows.length === 0) throw new HttpError(404, 'NOT_FOUND', ADMIN_HOME_MESSAGES.notInSection);
    await recordAdminAction(tx, adminId, {
      action: 'homeSection.removeActivity',
      subject: { type: 'homeSection', id: sectionId },
      before,
      after: await sectionItems(tx, sectionId),
      detail: { activityId },
    });
  });
}

/** The section's new order: exactly its activities, each once; positions become 0, 1, 2… */
export async function orderSectionActivities(
  db: Database,
  adminId: number,
  sectionId: number,
  activityIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSection(tx, sectionId);
    const before = await sectionItems(tx, sectionId);
    const known = new Set(before.map((item) => item.activityId));
    if (
      new Set(activityIds).size !== activityIds.length ||
      activityIds.length !== known.size ||
      activityIds.some((id) => !known.has(id))
    ) {
      throw new HttpError(400, 'ORDER_MISMATCH', ADMIN_HOME_MESSAGES.orderMismatch);
    }
    for (const [position, activityId] of activityIds.entries()) {
      await tx
        .update(homeSectionActivities)
        .set({ position })
        .where(and(eq(homeSectionActivities.sectionId, sectionId), eq(homeSectionActivities.activityId, activityId)));
    }
    await recordAdminAction(tx, adminId, {
      action: 'homeSection.order',
      subject: { type: 'homeSection', id: sectionId },
      before,
      after: await sectionItems(tx, sectionId),
    });
  });
}
