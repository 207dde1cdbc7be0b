import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  OPENING_ARABIC_FIELDS,
  missingArabic,
  type AdminOpening,
  type AdminPage,
  adminOpeningsQuerySchema,
  openingBodySchema,
} from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { careerApplications, careerOpenings } from '../../../db/schema/index.ts';
import { notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';
import { assertSlugFree, uniqueSlug } from './unique-slug.ts';

type Row = typeof careerOpenings.$inferSelect;
type OpeningInput = z.output<typeof openingBodySchema>;

const applicationsCount = sql<number>`(select count(*)::int from ${careerApplications} where ${careerApplications.openingId} = ${careerOpenings.id})`;
const toOpening = (row: Row, applications: number): AdminOpening => ({
  ...row,
  missingArabic: missingArabic(row, OPENING_ARABIC_FIELDS),
  applications: Number(applications),
  createdAt: row.createdAt.toISOString(),
});
/** What the audit log keeps of a posting: everything but the descriptions, whose lengths stand in for them. */
const audited = ({ description, descriptionAr, createdAt, ...row }: Row) => ({
  ...row,
  descriptionLength: description.length,
  descriptionArLength: descriptionAr?.length ?? 0,
  createdAt: createdAt.toISOString(),
});

export async function listOpenings(
  db: Database,
  query: z.infer<typeof adminOpeningsQuerySchema>,
): Promise<AdminPage<AdminOpening>> {
  const q = query.q ? likePattern(query.q) : null;
  const where: SQL | undefined = and(
    query.status === 'open'
      ? eq(careerOpenings.isActive, true)
      : query.status === 'closed'
        ? eq(careerOpenings.isActive, false)
        : undefined,
    q
      ? or(
          ilike(careerOpenings.title, q),
          ilike(careerOpenings.titleAr, q),
          ilike(careerOpenings.slug, q),
          ilike(careerOpenings.location, q),
        )
      : undefined,
  );
  const sortColumn = { createdAt: careerOpenings.createdAt, title: careerOpenings.title }[query.sort];
  return pageOf(
    query,
    db
      .select({ row: careerOpenings, applications: applicationsCount })
      .from(careerOpenings)
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, careerOpenings.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(careerOpenings).where(where),
    ({ row, applications }) => toOpening(row, applications),
  );
}

export async function getOpening(db: Database, id: number): Promise<AdminOpening> {
  const [found] = await db
    .select({ row: careerOpenings, applications: applicationsCount })
    .from(careerOpenings)
    .where(eq(careerOpenings.id, id));
  if (!found) throw notFound(CONTENT_MESSAGES.openingNotFound);
  return toOpening(found.row, found.applications);
}

async function lockOpening(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(careerOpenings).where(eq(careerOpenings.id, id)).for('update');
  if (!row) throw notFound(CONTENT_MESSAGES.openingNotFound);
  return row;
}

async function withApplications(tx: Tx, row: Row): Promise<AdminOpening> {
  const [counted] = await tx
    .select({ n: count() })
    .from(careerApplications)
    .where(eq(careerApplications.openingId, row.id));
  return toOpening(row, counted?.n ?? 0);
}

/** A new posting is closed until someone opens it, so a half-written one never shows on /career. */
export async function createOpening(db: Database, adminId: number, input: OpeningInput): Promise<AdminOpening> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, careerOpenings, careerOpenings, input.slug);
      const [row] = await tx
        .insert(careerOpenings)
        .values({ ...input, isActive: false })
        .returning();
      await recordAdminAction(tx, adminId, {
        action: 'opening.create',
        subject: { type: 'career_opening', id: row!.id },
        before: null,
        after: audited(row!),
      });
      return withApplications(tx, row!);
    }),
  );
}

export async function updateOpening(
  db: Database,
  adminId: number,
  id: number,
  input: OpeningInput,
): Promise<AdminOpening> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const before = await lockOpening(tx, id);
      await assertSlugFree(tx, careerOpenings, careerOpenings, input.slug, id);
      const [row] = await tx.update(careerOpenings).set(input).where(eq(careerOpenings.id, id)).returning();
      await recordAdminAction(tx, adminId, {
        action: 'opening.update',
        subject: { type: 'career_opening', id },
        before: audited(before),
        after: audited(row!),
      });
      return withApplications(tx, row!);
    }),
  );
}

/** Opens a posting (it shows on /career and takes applications) or closes it (404 there; applications stay). */
export async function setOpen(db: Database, adminId: number, id: number, open: boolean): Promise<AdminOpening> {
  return db.transaction(async (tx) => {
    const before = await lockOpening(tx, id);
    const [row] = await tx.update(careerOpenings).set({ isActive: open }).where(eq(careerOpenings.id, id)).returning();
    await recordAdminAction(tx, adminId, {
      action: open ? 'opening.open' : 'opening.close',
      subject: { type: 'career_opening', id },
      before: { isActive: before.isActive },
      after: { isActive: open },
    });
    return withApplications(tx, row!);
  });
}
