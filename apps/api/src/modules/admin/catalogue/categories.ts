import { eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  categoryBodySchema,
  missingArabic,
  type ActivityOption,
  type AdminCategoriesQuery,
  type AdminCategory,
  type AdminCategoryDetail,
  type AdminPage,
  type CatalogueOrder,
  type Language,
  type MenuActivitiesBody,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import {
  activities,
  activityCategories,
  activityRevisions,
  categories,
  categoryMenuActivities,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { aliasedIn } from '../../catalog/service.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { asSlugConflict, freeSlug, nextPosition, reorder } from './shared.ts';

type CategoryInput = z.output<typeof categoryBodySchema>;
type CategoryRow = typeof categories.$inferSelect;

export const categoryNotFound = () => new HttpError(404, 'NOT_FOUND', CATALOGUE_MESSAGES.categoryNotFound);

const SORTS = {
  position: sql`c.position`,
  name: sql`lower(c.name)`,
  activities: sql`activities_count`,
} as const;

/**
 * Categories with their parent's name (in the reader's `language`) and their counts; `where` and `order` on the
 * alias `c`. The category's own fields are both languages, as the editor reads them.
 */
async function selectCategories(
  db: Database | Tx,
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  limit = 1000,
  offset = 0,
  language: Language = 'en',
): Promise<AdminCategory[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.name, c.name_ar, c.slug, c.level, c.parent_id, ${aliasedIn(language, 'p', 'name')} as parent_name, c.image, c.menu_image,
      c.header_image, c.meta_title, c.meta_title_ar, c.meta_description, c.meta_description_ar, c.is_active, c.position,
      (select count(*) from ${categories} k where k.parent_id = c.id)::int as children_count,
      (select count(*) from ${activityCategories} ac where ac.category_id = c.id)::int as activities_count
    from ${categories} c left join ${categories} p on p.id = c.parent_id
    where ${where}
    order by ${order}, c.id
    limit ${limit} offset ${offset}`);
  return result.rows.map((r) =>
    withMissingArabic({
      id: Number(r.id),
      name: String(r.name),
      nameAr: (r.name_ar as string | null) ?? null,
      slug: String(r.slug),
      level: Number(r.level),
      parentId: r.parent_id === null ? null : Number(r.parent_id),
      parentName: (r.parent_name as string | null) ?? null,
      image: (r.image as string | null) ?? null,
      menuImage: (r.menu_image as string | null) ?? null,
      headerImage: (r.header_image as string | null) ?? null,
      metaTitle: (r.meta_title as string | null) ?? null,
      metaTitleAr: (r.meta_title_ar as string | null) ?? null,
      metaDescription: (r.meta_description as string | null) ?? null,
      metaDescriptionAr: (r.meta_description_ar as string | null) ?? null,
      isActive: Boolean(r.is_active),
      position: Number(r.position),
      childrenCount: Number(r.children_count),
      activitiesCount: Number(r.activities_count),
    }),
  );
}

/** Both languages, and which Arabic fields are still to translate. */
const withMissingArabic = (row: Omit<AdminCategory, 'missingArabic'>): AdminCategory => ({
  ...row,
  missingArabic: missingArabic(row, ['name', 'metaTitle', 'metaDescription']),
});

/** Main categories (or one main category's sub-categories), a page at a time; a search looks at both levels. */
export async function listCategories(
  db: Database,
  query: AdminCategoriesQuery,
  language: Language = 'en',
): Promise<AdminPage<AdminCategory>> {
  const filters = [sql`true`];
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    filters.push(sql`(lower(c.name) like ${like} or c.slug like ${like})`);
  }
  if (query.parent) filters.push(sql`c.parent_id = ${query.parent}`);
  else if (!query.q) filters.push(sql`c.parent_id is null`);
  const where = sql.join(filters, sql` and `);
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORTS[query.sort]} ${direction}`;
  const [items, total] = await Promise.all([
    selectCategories(db, where, order, query.pageSize, (query.page - 1) * query.pageSize, language),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${categories} c where ${where}`),
  ]);
  return { items, total: Number(total.rows[0]?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

async function menuActivitiesOf(db: Database | Tx, categoryId: number): Promise<ActivityOption[]> {
  return db
    .select({ id: activities.id, title: activities.title, slug: activities.slug, isActive: activities.isActive })
    .from(categoryMenuActivities)
    .innerJoin(activities, eq(activities.id, categoryMenuActivities.activityId))
    .where(eq(categoryMenuActivities.categoryId, categoryId))
    .orderBy(categoryMenuActivities.position, activities.id);
}

export async function getCategory(db: Database | Tx, id: number): Promise<AdminCategoryDetail> {
  const [category] = await selectCategories(db, sql`c.id = ${id}`, sql`c.id`);
  if (!category) throw categoryNotFound();
  const [children, menuActivities] = await Promise.all([
    selectCategories(db, sql`c.parent_id = ${id}`, sql`c.position asc`),
    menuActivitiesOf(db, id),
  ]);
  return { ...category, children, menuActivities };
}

async function lockedRow(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw categoryNotFound();
  return row;
}

/** A sub-category's parent must be a main category (two levels, no deeper). */
async function checkParent(tx: Tx, parentId: number | null, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  const [parent] = await tx
    .select({ id: categories.id, level: categories.level, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent || parent.level !== 1 || parent.parentId !== null || parent.id === selfId) {
    throw new HttpError(400, 'PARENT_NOT_MAIN', CATALOGUE_MESSAGES.parentNotMain, {
      parentId: [CATALOGUE_MESSAGES.parentNotMain],
    });
  }
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;

export async function createCategory(db: Database, adminId: number, body: CategoryInput): Promise<AdminCategoryDetail> {
  return db
    .transaction(async (tx) => {
      await checkParent(tx, body.parentId, null);
      const slug = await freeSlug(tx, categories, body.slug, body.name, null);
      const position = await nextPosition(tx, categories, siblingsOf(body.parentId));
      const [row] = await tx
        .insert(categories)
        .values({ ...body, slug, level: body.parentId === null ? 1 : 2, position })
        .returning();
      await recordAdminAction(tx, adminId, {
        action: 'category.create',
        subject: { type: 'category', id: row!.id },
        before: null,
        after: row,
      });
      return getCategory(tx, row!.id);
    })
    .catch(asSlugConflict);
}

export async function updateCategory(
  db: Database,
  adminId: number,
  id: number,
  body: CategoryInput,
): Promise<AdminCategoryDetail> {
  return db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, id);
      await checkParent(tx, body.parentId, id);
      if (body.parentId !== null) {
        const [child] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, id))
          .limit(1);
        if (child)
          throw new HttpError(409, 'HAS_CHILDREN', CATALOGUE_MESSAGES.parentHasChildren, {
            parentId: [CATALOGUE_MESSAGES.parentHasChildren],
          });
      }
      const slug = await freeSlug(tx, categories, body.slug, body.name, id);
      const moved = body.parentId !== before.parentId;
      const position = moved ? await nextPosition(tx, categories, siblingsOf(body.parentId)) : before.position;
      const [after] = await tx
        .update(categories)
        .set({ ...body, slug, level: body.parentId === null ? 1 : 2, position })
        .where(eq(categories.id, id))
        .returning();
      await recordAdminAction(tx, adminId, {
        action: 'category.update',
        subject: { type: 'category', id },
        before,
        after,
      });
      return getCategory(tx, id);
    })
    .catch(asSlugConflict);
}

/**
 * Only a category nothing uses goes: activities, sub-categories or a waiting submission keep it (deactivate it
 * instead).
 */
export async function deleteCategory(db: Database, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    const [used] = (
      await tx.execute<{ activities: number; children: number; revisions: number }>(sql`
      select (select count(*) from ${activityCategories} where category_id = ${id})::int as activities,
        (select count(*) from ${categories} where parent_id = ${id})::int as children,
        (select count(*) from ${activityRevisions} where status = 'pending' and payload->>'categoryId' = ${String(id)})::int as revisions`)
    ).rows;
    if (Number(used?.activities) > 0)
      throw new HttpError(409, 'CATEGORY_HAS_ACTIVITIES', CATALOGUE_MESSAGES.categoryHasActivities);
    if (Number(used?.children) > 0)
      throw new HttpError(409, 'CATEGORY_HAS_CHILDREN', CATALOGUE_MESSAGES.categoryHasChildren);
    if (Number(used?.revisions) > 0)
      throw new HttpError(409, 'CATEGORY_IN_SUBMISSION', CATALOGUE_MESSAGES.categoryInSubmission);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAdminAction(tx, adminId, {
      action: 'category.delete',
      subject: { type: 'category', id },
      before,
      after: null,
    });
  });
}

/** A new order of siblings: all main categories, or all sub-categories of one main category. */
export async function reorderCategories(db: Database, adminId: number, order: CatalogueOrder): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, order.ids[0]!));
    if (!first) throw categoryNotFound();
    const scope = siblingsOf(first.parentId);
    const before = await tx
      .select({ id: categories.id, position: categories.position })
      .from(categories)
      .where(scope)
      .orderBy(categories.position, categories.id);
    await reorder(tx, categories, scope, order.ids);
    await recordAdminAction(tx, adminId, {
      action: 'category.reorder',
      subject: { type: 'category', id: first.parentId ?? 0 },
      before: before.map((r) => r.id),
      after: order.ids,
      detail: { parentId: first.parentId },
    });
  });
}

/** The mega menu's activities under a category, in the order given (at most 12). */
export async function setMenuActivities(
  db: Database,
  adminId: number,
  id: number,
  body: MenuActivitiesBody,
): Promise<AdminCategoryDetail> {
  return db.transaction(async (tx) => {
    await lockedRow(tx, id);
    const before = (await menuActivitiesOf(tx, id)).map((a) => a.id);
    if (body.activityIds.length > 0) {
      const found = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(inArray(activities.id, body.activityIds));
      if (found.length !== body.activityIds.length) {
        throw new HttpError(400, 'ACTIVITY_NOT_FOUND', CATALOGUE_MESSAGES.menuActivityNotFound, {
          activityIds: [CATALOGUE_MESSAGES.menuActivityNotFound],
        });
      }
    }
    await tx.delete(categoryMenuActivities).where(eq(categoryMenuActivities.categoryId, id));
    if (body.activityIds.length > 0) {
      await tx
        .insert(categoryMenuActivities)
        .values(body.activityIds.map((activityId, position) => ({ categoryId: id, activityId, position })));
    }
    await recordAdminAction(tx, adminId, {
      action: 'category.menu-activities',
      subject: { type: 'category', id },
      before,
      after: body.activityIds,
    });
    return getCategory(tx, id);
  });
}

/** Activities to choose from by title (or an id typed as a number), newest first; a short list for a picker. */
export async function searchActivities(db: Database, q: string): Promise<ActivityOption[]> {
  const columns = { id: activities.id, title: activities.title, slug: activities.slug, isActive: activities.isActive };
  if (/^\d{1,9}$/.test(q))
    return db
      .select(columns)
      .from(activities)
      .where(eq(activities.id, Number(q)));
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return db
    .select(columns)
    .from(activities)
    .where(q ? sql`lower(${activities.title}) like ${like}` : undefined)
    .orderBy(sql`${activities.id} desc`)
    .limit(20);
}
