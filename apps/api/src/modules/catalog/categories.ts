import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { API_MESSAGES, type Category, type Language } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, activityImages, categories, categoryMenuActivities } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { catalogueIn } from './language.ts';

const categoryColumns = (language: Language) => {
  const { category } = catalogueIn(language);
  return {
    id: categories.id,
    name: category.name,
    slug: categories.slug,
    level: categories.level,
    image: categories.image,
    menuImage: categories.menuImage,
    headerImage: categories.headerImage,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
  };
};
type CategoryRow = Omit<Category, 'children' | 'menuActivities'>;

/** Adds each category's active sub-categories and its menu activities (active ones, first image), in two queries. */
async function withChildrenAndMenu(db: Database, rows: CategoryRow[], language: Language): Promise<Category[]> {
  if (rows.length === 0) return [];
  const { category, activity } = catalogueIn(language);
  const ids = rows.map((r) => r.id);
  const [children, menu] = await Promise.all([
    db
      .select({ parentId: categories.parentId, id: categories.id, name: category.name, slug: categories.slug })
      .from(categories)
      .where(and(inArray(categories.parentId, ids), eq(categories.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        categoryId: categoryMenuActivities.categoryId,
        id: activities.id,
        slug: activities.slug,
        title: activity.title,
        image: sql<
          string | null
        >`(select ${activityImages.path} from ${activityImages} where ${activityImages.activityId} = ${activities.id} order by ${activityImages.position}, ${activityImages.id} limit 1)`,
      })
      .from(categoryMenuActivities)
      .innerJoin(activities, eq(activities.id, categoryMenuActivities.activityId))
      .where(and(inArray(categoryMenuActivities.categoryId, ids), eq(activities.isActive, true)))
      .orderBy(asc(categoryMenuActivities.position), asc(activities.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    children: children.filter((c) => c.parentId === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    menuActivities: menu
      .filter((m) => m.categoryId === row.id)
      .map(({ id, slug, title, image }) => ({ id, slug, title, image })),
  }));
}

/** The menu's tree: active top-level categories with their sub-categories, 'Weekend Pass' included. */
export async function listCategories(db: Database, language: Language = 'en'): Promise<Category[]> {
  const rows = await db
    .select(categoryColumns(language))
    .from(categories)
    .where(and(eq(categories.level, 1), eq(categories.isActive, true)))
    .orderBy(asc(categories.position), asc(categories.id));
  return withChildrenAndMenu(db, rows, language);
}

export async function getCategory(db: Database, slug: string, language: Language = 'en'): Promise<Category> {
  const rows = await db
    .select(categoryColumns(language))
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)));
  const [found] = await withChildrenAndMenu(db, rows, language);
  if (!found) throw notFound(API_MESSAGES.categoryNotFound);
  return found;
}
