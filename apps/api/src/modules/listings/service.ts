import { and, eq, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  DEFAULT_LANGUAGE,
  effectivePrice,
  type Language,
  LISTING_MESSAGES,
  listingMissingArabic,
  type HostListingCard,
  type HostListingDetail,
  type ListingBody,
  type ListingFilter,
  type ListingValues,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, activityRevisions } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { scarcity } from '../capacity/service.ts';
import { aliasedIn } from '../catalog/service.ts';
import { applyListing, slugFor, withOptionIds } from './apply.ts';
import { readLiveListing } from './live.ts';
import { checkListing } from './validate.ts';

/**
 * A host's listings (docs/ARCHITECTURE.md, 'Listings and approval'). A new listing is an inactive activity with a
 * pending 'new' revision; an edit of a listing that has been live is a pending 'edit' revision and leaves the live
 * listing as it is until the provider approves it (apply.ts). Another host's activity answers 404.
 */

/** How many of a host's listings carry BEST SELLER: its top sellers by units sold, each with at least one sale. */
export const BEST_SELLERS_PER_HOST = 3;

type RevisionKind = 'new' | 'edit';

/** The host's own activity, or 404 (another host's activity is answered as if it did not exist). */
export async function ownActivity(db: Pick<Database, 'select'>, hostId: number, activityId: number) {
  const [row] = await db
    .select({ id: activities.id, slug: activities.slug, isActive: activities.isActive })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.hostId, hostId)));
  if (!row) throw notFound(API_MESSAGES.activityNotFound);
  return row;
}

interface CardRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  is_active: boolean;
  sold_out: boolean;
  rating: number;
  reviews_count: number;
  image: string | null;
  price: number | null;
  discounted_price: number | null;
  pending: RevisionKind | null;
  latest_status: string | null;
  latest_reason: string | null;
  sold: number;
}

/**
 * Manage Activities: the host's listings, newest first, with the chosen filter, each titled in `language` (the page's;
 * the edit form shows both languages).
 */
export async function listHostActivities(
  db: Database,
  hostId: number,
  filter: ListingFilter,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HostListingCard[]> {
  const result = await db.execute<CardRow>(sql`
    select a.id, a.slug, ${aliasedIn(language, 'a', 'title')} as title, a.is_active, a.sold_out, a.rating, a.reviews_count,
           (select i.path from activity_images i where i.activity_id = a.id order by i.position, i.id limit 1) as image,
           po.price, po.discounted_price,
           (select r.kind from activity_revisions r where r.activity_id = a.id and r.status = 'pending') as pending,
           latest.status as latest_status, latest.rejection_reason as latest_reason,
           (select coalesce(sum(bi.quantity), 0)::int from booked_items bi where bi.activity_id = a.id and bi.cancelled_at is null) as sold
    from activities a
    left join lateral (
      select p.price, p.discounted_price from price_options p where p.activity_id = a.id order by p.position, p.id limit 1
    ) po on true
    left join lateral (
      select r.status, r.rejection_reason from activity_revisions r where r.activity_id = a.id order by r.id desc limit 1
    ) latest on true
    where a.host_id = ${hostId}
    order by a.id desc`);
  const rows = result.rows;
  const bestSellers = new Set(
    rows
      .filter((r) => Number(r.sold) > 0)
      .sort((x, y) => Number(y.sold) - Number(x.sold) || y.id - x.id)
      .slice(0, BEST_SELLERS_PER_HOST)
      .map((r) => r.id),
  );
  const left = await scarcity(
    db,
    rows.map((r) => r.id),
  );
  const cards = rows.map((r): HostListingCard => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    image: r.image,
    rating: Number(r.rating),
    reviewsCount: r.reviews_count,
    firstPrice: r.price === null ? null : effectivePrice({ price: r.price, discountedPrice: r.discounted_price }),
    isActive: r.is_active,
    soldOut: r.sold_out || (left.get(r.id)?.noneLeft ?? false),
    bestSeller: bestSellers.has(r.id),
    pendingRevision: r.pending,
    rejectionReason: r.latest_status === 'rejected' ? r.latest_reason : null,
  }));
  switch (filter) {
    case 'active':
      return cards.filter((c) => c.isActive);
    case 'inactive':
      return cards.filter((c) => !c.isActive);
    case 'sold_out':
      return cards.filter((c) => c.soldOut);
    default:
      return cards;
  }
}

/** The edit form's data: the pending submission when there is one (what the host last sent), else the live listing. */
export async function getHostActivity(db: Database, hostId: number, activityId: number): Promise<HostListingDetail> {
  const activity = await ownActivity(db, hostId, activityId);
  const [pending] = await db
    .select({ kind: activityRevisions.kind, payload: activityRevisions.payload })
    .from(activityRevisions)
    .where(and(eq(activityRevisions.activityId, activityId), eq(activityRevisions.status, 'pending')));
  const listing = pending ? (pending.payload as ListingValues) : (await readLiveListing(db, activityId))!;
  return {
    id: activity.id,
    slug: activity.slug,
    isActive: activity.isActive,
    pendingRevision: (pending?.kind as RevisionKind | undefined) ?? null,
    listing,
    missingArabic: listingMissingArabic(listing),
  };
}

/**
 * Add New Activity: an inactive activity of this host, written from the submission (so the provider reviews it as
 * it will look), and its pending 'new' revision. Answers the activity's id.
 */
export async function createListing(db: Database, hostId: number, body: ListingBody): Promise<number> {
  await checkListing(db, hostId, null, body);
  return db.transaction(async (tx) => {
    const slug = await slugFor(tx, body.title);
    const [row] = await tx
      .insert(activities)
      .values({ slug, title: body.title, hostId, isActive: false })
      .returning({ id: activities.id });
    const activityId = row!.id;
    await applyListing(tx, activityId, body);
    await tx
      .insert(activityRevisions)
      .values({ activityId, hostId, kind: 'new', payload: await withOptionIds(tx, activityId, body) });
    return activityId;
  });
}

/**
 * Edit. A listing that has never been live (its 'new' revision is pending or was rejected) is still the host's
 * draft: its inactive row is rewritten and its 'new' revision (re)submitted. Any other listing gets a pending 'edit'
 * revision, superseding one that was waiting; the live listing stays as it is until the provider approves.
 */
export async function editListing(db: Database, hostId: number, activityId: number, body: ListingBody): Promise<void> {
  await ownActivity(db, hostId, activityId);
  await checkListing(db, hostId, activityId, body);
  await db.transaction(async (tx) => {
    // One submission at a time per activity: the pending revision is read and replaced under the activity's lock.
    const [activity] = await tx
      .select({ isActive: activities.isActive })
      .from(activities)
      .where(eq(activities.id, activityId))
      .for('update');
    const revisions = await tx
      .select({ id: activityRevisions.id, kind: activityRevisions.kind, status: activityRevisions.status })
      .from(activityRevisions)
      .where(eq(activityRevisions.activityId, activityId));
    const pending = revisions.find((r) => r.status === 'pending');
    const neverLive =
      !activity!.isActive && revisions.some((r) => r.kind === 'new') && !revisions.some((r) => r.status === 'approved');
    if (neverLive) {
      await applyListing(tx, activityId, body);
      const payload = await withOptionIds(tx, activityId, body);
      if (pending?.kind === 'new') {
        await tx.update(activityRevisions).set({ payload }).where(eq(activityRevisions.id, pending.id));
        return;
      }
      if (pending)
        await tx.update(activityRevisions).set({ status: 'superseded' }).where(eq(activityRevisions.id, pending.id));
      await tx.insert(activityRevisions).values({ activityId, hostId, kind: 'new', payload });
      return;
    }
    if (pending)
      await tx.update(activityRevisions).set({ status: 'superseded' }).where(eq(activityRevisions.id, pending.id));
    await tx.insert(activityRevisions).values({ activityId, hostId, kind: 'edit', payload: body });
  });
}

/** Unpublish: an active listing leaves the catalogue at once (409 when it is not active). */
export async function unpublishListing(db: Database, hostId: number, activityId: number): Promise<void> {
  await ownActivity(db, hostId, activityId);
  const updated = await db
    .update(activities)
    .set({ isActive: false })
    .where(and(eq(activities.id, activityId), eq(activities.isActive, true)))
    .returning({ id: activities.id });
  if (updated.length === 0) throw new HttpError(409, 'NOT_ACTIVE', LISTING_MESSAGES.notActive);
}
