import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  COMMERCE_MESSAGES,
  missingArabic,
  type AdminActivityOption,
  type AdminPage,
  type AdminPass,
  type Language,
  type PassBody,
} from '@weekends/shared';
import { activities, bundleItems, bundles } from '../../../db/schema/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { localizedText } from '../../../lib/localized.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';
import { isUniqueViolation } from './unique.ts';

/**
 * Weekend passes in the back office: a pass is its fields and its experiences in order, each
 * with a discount percent from 0 to 100 (pass.ts in @weekends/shared prices them). Saved whole, so the audit log's
 * before and after are the full pass. The catalogue's cache is the route's to clear after the commit.
 */

type Reader = Pick<Database, 'select'>;
type BundleRow = typeof bundles.$inferSelect;

const slugTaken = () =>
  new HttpError(409, 'SLUG_TAKEN', COMMERCE_MESSAGES.slugTaken, { slug: [COMMERCE_MESSAGES.slugTaken] });

/** A pass's experiences, each titled in the reader's `language` (the English where the Arabic is still to write). */
async function itemsOf(db: Reader, bundleIds: number[], language: Language = 'en') {
  if (bundleIds.length === 0) return [];
  return db
    .select({
      bundleId: bundleItems.bundleId,
      activityId: bundleItems.activityId,
      title: localizedText<string>(language, activities.title, activities.titleAr),
      isActive: activities.isActive,
      discountPercent: bundleItems.discountPercent,
    })
    .from(bundleItems)
    .innerJoin(activities, eq(activities.id, bundleItems.activityId))
    .where(inArray(bundleItems.bundleId, bundleIds))
    .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position), asc(bundleItems.activityId));
}

function toPass(row: BundleRow, items: Awaited<ReturnType<typeof itemsOf>>): AdminPass {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    coverImage: row.coverImage,
    highlights: row.highlights,
    highlightsAr: row.highlightsAr,
    missingArabic: missingArabic(row, ['name', 'description', 'highlights']),
    isActive: row.isActive,
    position: row.position,
    items: items
      .filter((i) => i.bundleId === row.id)
      .map(({ activityId, title, isActive, discountPercent }) => ({ activityId, title, isActive, discountPercent })),
  };
}

const SORTS = { position: bundles.position, name: bundles.name, created: bundles.createdAt } as const;

export async function listPasses(
  db: Database,
  query: {
    page: number;
    pageSize: number;
    sort: keyof typeof SORTS;
    dir: 'asc' | 'desc';
    q?: string;
    active?: 'true' | 'false';
  },
  language: Language = 'en',
): Promise<AdminPage<AdminPass>> {
  const where = and(
    query.q ? sql`${bundles.name} ilike ${likePattern(query.q)}` : undefined,
    query.active ? eq(bundles.isActive, query.active === 'true') : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(bundles)
    .where(where)
    .orderBy(...orderOf(query.dir, SORTS[query.sort], bundles.id))
    .limit(limit)
    .offset(offset);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
    language,
  );
  return pageOf(query, Promise.resolve(rows), db.select({ n: count() }).from(bundles).where(where), (row) =>
    toPass(row, items),
  );
}

export async function getPass(db: Reader, id: number, language: Language = 'en'): Promise<AdminPass> {
  const [row] = await db.select().from(bundles).where(eq(bundles.id, id));
  if (!row) throw notFound(COMMERCE_MESSAGES.passNotFound);
  return toPass(row, await itemsOf(db, [id], language));
}

/**
 * Experiences to add to a pass, by part of their English title (the trigram index on lower(title)), each titled in the
 * reader's `language`.
 */
export async function findActivities(
  db: Database,
  q: string,
  language: Language = 'en',
): Promise<AdminActivityOption[]> {
  return db
    .select({
      id: activities.id,
      title: localizedText<string>(language, activities.title, activities.titleAr),
      isActive: activities.isActive,
    })
    .from(activities)
    .where(sql`lower(${activities.title}) like lower(${likePattern(q)})`)
    .orderBy(asc(activities.title))
    .limit(20);
}

async function writeItems(tx: Tx, bundleId: number, items: PassBody['items']) {
  const ids = items.map((i) => i.activityId);
  const found = await tx.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids));
  if (found.length !== ids.length)
    throw new HttpError(400, 'VALIDATION_FAILED', COMMERCE_MESSAGES.unknownActivity, {
      items: [COMMERCE_MESSAGES.unknownActivity],
    });
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  await tx.insert(bundleItems).values(
    items.map((item, position) => ({
      bundleId,
      activityId: item.activityId,
      discountPercent: item.discountPercent,
      position,
    })),
  );
}

/** The Arabic fields are written only when sent: a form without them leaves the stored Arabic alone. */
const fields = (body: PassBody) => ({
  name: body.name,
  nameAr: body.nameAr,
  slug: body.slug,
  description: body.description,
  descriptionAr: body.descriptionAr,
  coverImage: body.coverImage || null,
  highlights: body.highlights,
  highlightsAr: body.highlightsAr,
  isActive: body.isActive,
  position: body.position,
});

export async function createPass(db: Database, adminId: number, body: PassBody): Promise<AdminPass> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(bundles).values(fields(body)).returning({ id: bundles.id });
      await writeItems(tx, row!.id, body.items);
      const after = await getPass(tx, row!.id);
      await recordAdminAction(tx, adminId, {
        action: 'pass.create',
        subject: { type: 'bundle', id: row!.id },
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updatePass(db: Database, adminId: number, id: number, body: PassBody): Promise<AdminPass> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, id)).for('update');
      if (!locked) throw notFound(COMMERCE_MESSAGES.passNotFound);
      const before = await getPass(tx, id);
      await tx.update(bundles).set(fields(body)).where(eq(bundles.id, id));
      await writeItems(tx, id, body.items);
      const after = await getPass(tx, id);
      await recordAdminAction(tx, adminId, { action: 'pass.update', subject: { type: 'bundle', id }, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Takes a pass off sale (or back on) without touching its experiences: passes are never deleted, orders name them. */
export async function setPassActive(db: Database, adminId: number, id: number, isActive: boolean): Promise<AdminPass> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, id)).for('update');
    if (!locked) throw notFound(COMMERCE_MESSAGES.passNotFound);
    const before = await getPass(tx, id);
    await tx.update(bundles).set({ isActive }).where(eq(bundles.id, id));
    const after = { ...before, isActive };
    await recordAdminAction(tx, adminId, {
      action: isActive ? 'pass.activate' : 'pass.deactivate',
      subject: { type: 'bundle', id },
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return after;
  });
}
