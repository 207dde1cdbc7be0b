import { and, count, countDistinct, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  dubaiDay,
  type AdminCareerApplication,
  type Language,
  type AdminPage,
  type ContactMessage,
  type HandledOutcome,
  type InterestActivity,
  type InterestRequestRow,
  type NominationRow,
  type Subscriber,
  applicationsQuerySchema,
  contactMessagesQuerySchema,
  interestActivitiesQuerySchema,
  interestRequestsQuerySchema,
  nominationsQuerySchema,
  subscribersExportQuerySchema,
  subscribersQuerySchema,
} from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import {
  activities,
  careerApplications,
  careerOpenings,
  contactRequests,
  interestRequests,
  newsletterSubscriptions,
  nominations,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../plugins/errors.ts';
import { localizedText } from '../../../lib/localized.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';

type Status = 'new' | 'handled' | 'all';
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** 'new' is what nobody has dealt with yet; 'handled' what someone marked. */
const byStatus = (
  column:
    | typeof interestRequests.handledAt
    | typeof contactRequests.handledAt
    | typeof nominations.handledAt
    | typeof careerApplications.handledAt,
  status: Status,
) => (status === 'new' ? isNull(column) : status === 'handled' ? isNotNull(column) : undefined);

/** An activity takes bookings again: live, not sold out and no longer asking for requests instead. */
export const onSaleSql = sql<boolean>`(${activities.isActive} and not ${activities.soldOut} and not ${activities.submitRequest})`;

/** The activities people asked about, with how many asked and how many still wait for the 'it is on sale' mail. */
export async function listInterestActivities(
  db: Database,
  query: z.infer<typeof interestActivitiesQuerySchema>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminPage<InterestActivity>> {
  const where = query.q ? ilike(activities.title, likePattern(query.q)) : undefined;
  const requests = sql<number>`count(*)::int`;
  const unnotified = sql<number>`(count(*) filter (where ${interestRequests.notifiedAt} is null))::int`;
  const lastRequestAt = sql<Date>`max(${interestRequests.createdAt})`;
  const sortColumn = { lastRequestAt, requests, unnotified, title: sql`${activities.title}` }[query.sort];
  return pageOf(
    query,
    db
      .select({
        id: activities.id,
        // In the reader's language; searched and sorted by the English, the title the team types.
        title: localizedText<string>(language, activities.title, activities.titleAr),
        slug: activities.slug,
        onSale: onSaleSql,
        requests,
        waiting: sql<number>`(count(*) filter (where ${interestRequests.handledAt} is null))::int`,
        unnotified,
        lastRequestAt,
      })
      .from(interestRequests)
      .innerJoin(activities, eq(activities.id, interestRequests.activityId))
      .where(where)
      .groupBy(activities.id)
      .orderBy(...orderOf(query.dir, sortColumn, activities.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: countDistinct(interestRequests.activityId) })
      .from(interestRequests)
      .innerJoin(activities, eq(activities.id, interestRequests.activityId))
      .where(where),
    (row) => ({
      ...row,
      onSale: Boolean(row.onSale),
      requests: Number(row.requests),
      waiting: Number(row.waiting),
      unnotified: Number(row.unnotified),
      lastRequestAt: new Date(row.lastRequestAt).toISOString(),
    }),
  );
}

export async function listInterestRequests(
  db: Database,
  query: z.infer<typeof interestRequestsQuerySchema>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminPage<InterestRequestRow>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    byStatus(interestRequests.handledAt, query.status),
    query.activityId ? eq(interestRequests.activityId, query.activityId) : undefined,
    q
      ? or(
          ilike(interestRequests.email, q),
          ilike(interestRequests.firstName, q),
          ilike(interestRequests.lastName, q),
          ilike(activities.title, q),
        )
      : undefined,
  );
  const sortColumn = { createdAt: interestRequests.createdAt, email: interestRequests.email }[query.sort];
  return pageOf(
    query,
    db
      .select({
        request: interestRequests,
        activity: { id: activities.id, title: localizedText<string>(language, activities.title, activities.titleAr) },
      })
      .from(interestRequests)
      .innerJoin(activities, eq(activities.id, interestRequests.activityId))
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, interestRequests.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(interestRequests)
      .innerJoin(activities, eq(activities.id, interestRequests.activityId))
      .where(where),
    ({ request: r, activity }) => ({
      id: r.id,
      activity,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      handledAt: iso(r.handledAt),
      notifiedAt: iso(r.notifiedAt),
    }),
  );
}

export async function listContactMessages(
  db: Database,
  query: z.infer<typeof contactMessagesQuerySchema>,
): Promise<AdminPage<ContactMessage>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    byStatus(contactRequests.handledAt, query.status),
    query.kind ? eq(contactRequests.kind, query.kind) : undefined,
    q
      ? or(ilike(contactRequests.email, q), ilike(contactRequests.name, q), ilike(contactRequests.message, q))
      : undefined,
  );
  const sortColumn = { createdAt: contactRequests.createdAt, email: contactRequests.email }[query.sort];
  return pageOf(
    query,
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, contactRequests.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(contactRequests).where(where),
    (r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) }),
  );
}

export async function listApplications(
  db: Database,
  query: z.infer<typeof applicationsQuerySchema>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminPage<AdminCareerApplication>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    byStatus(careerApplications.handledAt, query.status),
    q
      ? or(ilike(careerApplications.email, q), ilike(careerApplications.name, q), ilike(careerOpenings.title, q))
      : undefined,
  );
  const sortColumn = { createdAt: careerApplications.createdAt, email: careerApplications.email }[query.sort];
  return pageOf(
    query,
    db
      .select({
        id: careerApplications.id,
        opening: {
          slug: careerOpenings.slug,
          title: localizedText<string>(language, careerOpenings.title, careerOpenings.titleAr),
        },
        name: careerApplications.name,
        email: careerApplications.email,
        phoneNumber: careerApplications.phoneNumber,
        address: careerApplications.address,
        coverLetter: careerApplications.coverLetter,
        resume: {
          fileName: careerApplications.resumeFileName,
          mimeType: careerApplications.resumeMimeType,
          size: careerApplications.resumeSize,
        },
        createdAt: careerApplications.createdAt,
        handledAt: careerApplications.handledAt,
      })
      .from(careerApplications)
      .innerJoin(careerOpenings, eq(careerOpenings.id, careerApplications.openingId))
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, careerApplications.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(careerApplications)
      .innerJoin(careerOpenings, eq(careerOpenings.id, careerApplications.openingId))
      .where(where),
    (r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) }),
  );
}

export async function listNominations(
  db: Database,
  query: z.infer<typeof nominationsQuerySchema>,
): Promise<AdminPage<NominationRow>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    byStatus(nominations.handledAt, query.status),
    query.kind ? eq(nominations.kind, query.kind) : undefined,
    q ? or(ilike(nominations.email, q), ilike(nominations.name, q)) : undefined,
  );
  const sortColumn = { createdAt: nominations.createdAt, email: nominations.email }[query.sort];
  return pageOf(
    query,
    db
      .select()
      .from(nominations)
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, nominations.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(nominations).where(where),
    (r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) }),
  );
}

function subscriberFilter(query: z.infer<typeof subscribersExportQuerySchema>): SQL | undefined {
  return and(
    query.status === 'subscribed'
      ? isNull(newsletterSubscriptions.unsubscribedAt)
      : query.status === 'unsubscribed'
        ? isNotNull(newsletterSubscriptions.unsubscribedAt)
        : undefined,
    query.q ? ilike(newsletterSubscriptions.email, likePattern(query.q)) : undefined,
  );
}
const subscriberOrder = (query: z.infer<typeof subscribersExportQuerySchema>) =>
  orderOf(
    query.dir,
    { subscribedAt: newsletterSubscriptions.subscribedAt, email: newsletterSubscriptions.email }[query.sort],
    newsletterSubscriptions.id,
  );
const toSubscriber = (r: typeof newsletterSubscriptions.$inferSelect): Subscriber => ({
  ...r,
  subscribedAt: r.subscribedAt.toISOString(),
  unsubscribedAt: iso(r.unsubscribedAt),
});

export async function listSubscribers(
  db: Database,
  query: z.infer<typeof subscribersQuerySchema>,
): Promise<AdminPage<Subscriber>> {
  const where = subscriberFilter(query);
  return pageOf(
    query,
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(...subscriberOrder(query))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    toSubscriber,
  );
}

/**
 * Every subscriber the list's filters find, for a mailing tool: address, source and Dubai dates. Addresses come
 * from visitors, so a cell that a spreadsheet would run as a formula is escaped (OWASP 'CSV injection').
 */
export async function subscribersCsv(
  db: Database,
  query: z.infer<typeof subscribersExportQuerySchema>,
): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(subscriberFilter(query))
    .orderBy(...subscriberOrder(query));
  return stringify(
    rows.map((r) => [r.email, r.source, dubaiDay(r.subscribedAt), r.unsubscribedAt ? dubaiDay(r.unsubscribedAt) : '']),
    {
      header: true,
      columns: ['email', 'source', 'subscribed_on', 'unsubscribed_on'],
      escape_formulas: true,
      bom: true,
    },
  );
}

/** The inbox tables that have `handled_at`, with the subject name the audit log gives their rows. */
const HANDLED_TABLES = {
  interest: { table: interestRequests, subject: 'interest_request' },
  message: { table: contactRequests, subject: 'contact_request' },
  application: { table: careerApplications, subject: 'career_application' },
  nomination: { table: nominations, subject: 'nomination' },
} as const;
export type HandledKind = keyof typeof HANDLED_TABLES;

/**
 * Marks one inbox row as dealt with, once: a second mark (two admins, a double click) answers the first time and
 * writes no second audit line.
 */
export async function markHandled(
  db: Database,
  adminId: number,
  kind: HandledKind,
  id: number,
  now = new Date(),
): Promise<HandledOutcome> {
  const { table, subject } = HANDLED_TABLES[kind];
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ handled_at: string | Date | null }>(
      sql`select handled_at from ${table} where id = ${id} for update`,
    );
    const row = found.rows[0];
    if (!row) throw notFound();
    if (row.handled_at) return { id, handledAt: new Date(row.handled_at).toISOString() };
    await tx.execute(sql`update ${table} set handled_at = ${now.toISOString()} where id = ${id}`);
    await recordAdminAction(tx, adminId, {
      action: `${subject}.handle`,
      subject: { type: subject, id },
      before: { handledAt: null },
      after: { handledAt: now.toISOString() },
    });
    return { id, handledAt: now.toISOString() };
  });
}
