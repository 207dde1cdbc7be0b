import { and, desc, eq } from 'drizzle-orm';
import { API_MESSAGES, type ActivityCard, type Language } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, favorites } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { loadCards } from '../catalog/service.ts';

/** Only a live activity can be favourited: a hidden one has no page to come back to. */
async function assertActiveActivity(db: Database, activityId: number): Promise<void> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.isActive, true)));
  if (!row) throw notFound(API_MESSAGES.activityNotFound);
}

/** Idempotent: a second add (a double tap, a retried request) is a no-op thanks to the unique pair. */
export async function addFavorite(db: Database, customerId: number, activityId: number): Promise<void> {
  await assertActiveActivity(db, activityId);
  await db.insert(favorites).values({ customerId, activityId }).onConflictDoNothing();
}

/** Idempotent: removing what is not there succeeds, so the heart can always be emptied. */
export async function removeFavorite(db: Database, customerId: number, activityId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.customerId, customerId), eq(favorites.activityId, activityId)));
}

/** Ids of the customer's favourites that are still live, newest first. */
export async function listFavoriteIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.activityId })
    .from(favorites)
    .innerJoin(activities, eq(activities.id, favorites.activityId))
    .where(and(eq(favorites.customerId, customerId), eq(activities.isActive, true)))
    .orderBy(desc(favorites.createdAt), desc(favorites.activityId));
  return rows.map((r) => r.id);
}

/** My Favorite: the same cards as the listings, in favourite order (newest first). */
export async function listFavoriteCards(
  db: Database,
  customerId: number,
  language: Language = 'en',
): Promise<ActivityCard[]> {
  return loadCards(db, await listFavoriteIds(db, customerId), language);
}
