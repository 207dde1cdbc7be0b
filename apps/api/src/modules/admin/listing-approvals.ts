import { and, asc, eq } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  LISTING_MESSAGES,
  listingBodySchema,
  type ApprovalOutcome,
  type Language,
  type ListingRevisionDetail,
  type ListingValues,
  type PendingListing,
} from '@weekends/shared';
import type { Database, Tx } from '../../db/client.ts';
import { activities, activityRevisions, customers, hosts } from '../../db/schema/index.ts';
import { pickLanguage } from '../../lib/localized.ts';
import { HttpError } from '../../plugins/errors.ts';
import { applyListing, readLiveListing } from '../listings/index.ts';
import { recordAdminAction } from './admin-actions.ts';
import type { ApprovalDeps } from './deps.ts';
import { namesFor, toListingValues } from './listing-view.ts';

const MANAGE_ACTIVITIES_LINK = '/vendor/dashboard/activities';

const notFound = () => new HttpError(404, 'NOT_FOUND', APPROVAL_MESSAGES.revisionNotFound);
const notPending = () => new HttpError(409, 'NOT_PENDING', APPROVAL_MESSAGES.notPending);

const columns = {
  id: activityRevisions.id,
  kind: activityRevisions.kind,
  status: activityRevisions.status,
  createdAt: activityRevisions.createdAt,
  payload: activityRevisions.payload,
  rejectionReason: activityRevisions.rejectionReason,
  activityId: activities.id,
  slug: activities.slug,
  liveTitle: activities.title,
  liveTitleAr: activities.titleAr,
  isActive: activities.isActive,
  hostId: activityRevisions.hostId,
  businessName: hosts.businessName,
  hostFirstName: customers.firstName,
  hostLastName: customers.lastName,
  hostEmail: customers.email,
};

function selectRevisions(db: Pick<Database, 'select'>) {
  return db
    .select(columns)
    .from(activityRevisions)
    .innerJoin(activities, eq(activities.id, activityRevisions.activityId))
    .innerJoin(customers, eq(customers.id, activityRevisions.hostId))
    .leftJoin(hosts, eq(hosts.customerId, activityRevisions.hostId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRevisions>['execute']>>[number];

/** A submission in the queue, titled in the reader's `language` (the English where the Arabic is still to write). */
function toPending(row: Row, language: Language): PendingListing {
  const payload = row.payload as Partial<ListingValues>;
  const liveTitle = pickLanguage(language, row.liveTitle, row.liveTitleAr);
  return {
    id: row.id,
    kind: row.kind as PendingListing['kind'],
    status: row.status as PendingListing['status'],
    submittedAt: row.createdAt.toISOString(),
    title: payload.title ? pickLanguage(language, payload.title, payload.titleAr) : liveTitle,
    image: payload.images?.[0] ?? null,
    activity: { id: row.activityId, slug: row.slug, title: liveTitle, isActive: row.isActive },
    host: {
      id: row.hostId,
      businessName: row.businessName ?? `${row.hostFirstName} ${row.hostLastName}`,
      email: row.hostEmail,
    },
  };
}

/** Submissions waiting for the provider, oldest first (the queue). */
export async function listPendingListings(db: Database, language: Language = 'en'): Promise<PendingListing[]> {
  const rows = await selectRevisions(db)
    .where(eq(activityRevisions.status, 'pending'))
    .orderBy(asc(activityRevisions.createdAt), asc(activityRevisions.id));
  return rows.map((row) => toPending(row, language));
}

/** One submission with, for an edit, the live listing beside it, and the names of the ids both refer to. */
export async function getListingRevision(
  db: Database,
  revisionId: number,
  language: Language = 'en',
): Promise<ListingRevisionDetail> {
  const [row] = await selectRevisions(db).where(eq(activityRevisions.id, revisionId));
  if (!row) throw notFound();
  const submitted = toListingValues(row.payload as ListingValues);
  const live = row.kind === 'edit' ? await readLiveListing(db, row.activityId) : null;
  const names = await namesFor(db, live ? [submitted, live] : [submitted]);
  return { revision: { ...toPending(row, language), rejectionReason: row.rejectionReason }, submitted, live, names };
}

/** The revision, locked: of two admins acting at once the second waits here, then finds it no longer pending. */
async function lockPending(tx: Tx, revisionId: number) {
  const [revision] = await tx
    .select()
    .from(activityRevisions)
    .where(eq(activityRevisions.id, revisionId))
    .for('update');
  if (!revision) throw notFound();
  if (revision.status !== 'pending') throw notPending();
  return revision;
}

async function host(tx: Tx, hostId: number) {
  const [row] = await tx
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, hostId));
  return row!;
}

/**
 * Approves a submission in one transaction: its payload is written onto the activity (listings/apply.ts), a new
 * listing goes live, the revision is marked approved, the action logged and the host's mail stored. The caller
 * clears the catalogue's read cache after this returns, so search shows the change at once.
 */
export async function approveListing(
  deps: ApprovalDeps,
  adminId: number,
  revisionId: number,
  now = new Date(),
): Promise<ApprovalOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    const revision = await lockPending(tx, revisionId);
    // Checked when the host submitted it; checked again so nothing malformed ever reaches the live tables.
    const parsed = listingBodySchema.safeParse(revision.payload);
    if (!parsed.success) throw new HttpError(409, 'SUBMISSION_INVALID', LISTING_MESSAGES.invalid);
    const payload = parsed.data;
    await applyListing(tx, revision.activityId, payload);
    if (revision.kind === 'new')
      await tx.update(activities).set({ isActive: true }).where(eq(activities.id, revision.activityId));
    await tx
      .update(activityRevisions)
      .set({ status: 'approved', reviewedAt: now, reviewedBy: adminId, rejectionReason: null })
      .where(and(eq(activityRevisions.id, revisionId), eq(activityRevisions.status, 'pending')));
    await recordAdminAction(tx, adminId, {
      action: 'listing.approve',
      subject: { type: 'activity_revision', id: revisionId },
      before: { status: 'pending' },
      after: { status: 'approved' },
      detail: { activityId: revision.activityId, kind: revision.kind, title: payload.title },
    });
    const [activity] = await tx
      .select({ slug: activities.slug })
      .from(activities)
      .where(eq(activities.id, revision.activityId));
    const to = await host(tx, revision.hostId);
    const mail = await deps.mailer.send(
      'listing-approved',
      to.email,
      {
        firstName: to.firstName,
        kind: revision.kind === 'new' ? 'new' : 'edit',
        title: payload.title,
        link: `/activity/${activity!.slug}`,
      },
      { executor: tx, language: to.language },
    );
    return mail.id;
  });
  if (mailId !== null) await deps.mailer.queue(mailId);
  return { id: revisionId, status: 'approved' };
}

/**
 * Rejects a submission with its reason, which is mailed; the live listing (or the inactive new one) stays as it was.
 */
export async function rejectListing(
  deps: ApprovalDeps,
  adminId: number,
  revisionId: number,
  reason: string,
  now = new Date(),
): Promise<ApprovalOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    const revision = await lockPending(tx, revisionId);
    await tx
      .update(activityRevisions)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: now, reviewedBy: adminId })
      .where(eq(activityRevisions.id, revisionId));
    const title = (revision.payload as Partial<ListingValues>).title ?? '';
    await recordAdminAction(tx, adminId, {
      action: 'listing.reject',
      subject: { type: 'activity_revision', id: revisionId },
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: reason },
      detail: { activityId: revision.activityId, kind: revision.kind, title, reason },
    });
    const to = await host(tx, revision.hostId);
    const mail = await deps.mailer.send(
      'listing-rejected',
      to.email,
      {
        firstName: to.firstName,
        kind: revision.kind === 'new' ? 'new' : 'edit',
        title,
        reason,
        link: MANAGE_ACTIVITIES_LINK,
      },
      { executor: tx, language: to.language },
    );
    return mail.id;
  });
  if (mailId !== null) await deps.mailer.queue(mailId);
  return { id: revisionId, status: 'rejected' };
}
