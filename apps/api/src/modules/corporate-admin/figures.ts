import { and, count, desc, eq, ilike, max, or, sql, sum } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';
import type { z } from 'zod';
import type {
  AdminPage,
  CorporateAward,
  CorporateDashboard,
  CorporateEmployee,
  corporateAwardsQuerySchema,
  corporateEmployeesQuerySchema,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { corporateAwards, corporateInvoices, corporates, customers } from '../../db/schema/index.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../lib/paging.ts';
import { awardCredit } from './credit.ts';
import { awardTitle } from './award-title.ts';

/** A corporate's employees: its full accounts (registered through the corporate page, or set in the back office). */
const employeesOf = (corporateId: number) => and(eq(customers.corporateId, corporateId), eq(customers.isGuest, false));
const STAR_PERFORMERS = 5;
const CHART_MONTHS = 12;

/** The dashboard: figures, star performers and the awards of the last 12 months (Dubai time), each month present. */
export async function corporateDashboard(
  db: Database,
  corporateId: number,
  now = new Date(),
): Promise<CorporateDashboard> {
  const month = sql<string>`to_char(${corporateAwards.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM')`;
  const [[corporate], [employees], [awards], stars, months] = await Promise.all([
    db
      .select({ id: corporates.id, name: corporates.name, slug: corporates.slug, emailDomain: corporates.emailDomain })
      .from(corporates)
      .where(eq(corporates.id, corporateId)),
    db.select({ n: count() }).from(customers).where(employeesOf(corporateId)),
    db
      .select({
        n: count(),
        invoiced: sum(sql`${corporateAwards.total} - ${awardCredit}`),
        saved: sum(corporateAwards.saved),
      })
      .from(corporateAwards)
      .where(eq(corporateAwards.corporateId, corporateId)),
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        awards: count(),
        lastAwardAt: max(corporateAwards.createdAt),
      })
      .from(corporateAwards)
      .innerJoin(customers, eq(customers.id, corporateAwards.employeeId))
      .where(eq(corporateAwards.corporateId, corporateId))
      .groupBy(customers.id)
      .orderBy(desc(count()), desc(max(corporateAwards.createdAt)), customers.id)
      .limit(STAR_PERFORMERS),
    db
      .select({ month, awards: count(), amount: sum(corporateAwards.total) })
      .from(corporateAwards)
      .where(
        and(
          eq(corporateAwards.corporateId, corporateId),
          sql`${corporateAwards.createdAt} >= ${new Date(now.getTime() - 370 * 86_400_000)}`,
        ),
      )
      .groupBy(month),
  ]);
  return {
    corporate: corporate!,
    employees: Number(employees?.n ?? 0),
    awards: Number(awards?.n ?? 0),
    invoiced: Number(awards?.invoiced ?? 0),
    saved: Number(awards?.saved ?? 0),
    starPerformers: stars.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      awards: Number(s.awards),
      lastAwardAt: new Date(s.lastAwardAt!).toISOString(),
    })),
    awardsByMonth: lastMonths(now, CHART_MONTHS).map((m) => {
      const row = months.find((r) => r.month === m);
      return { month: m, awards: Number(row?.awards ?? 0), amount: Number(row?.amount ?? 0) };
    }),
  };
}

/** 'yyyy-MM' of the last `n` months in Dubai, oldest first, this month last. */
export function lastMonths(now: Date, n: number): string[] {
  const dubai = new Date(now.getTime() + 4 * 3_600_000);
  const months: string[] = [];
  for (let back = n - 1; back >= 0; back -= 1) {
    const d = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The employees page: searched by name or e-mail, sorted and paged in the database. */
export async function corporateEmployees(
  db: Database,
  corporateId: number,
  query: z.infer<typeof corporateEmployeesQuerySchema>,
): Promise<AdminPage<CorporateEmployee>> {
  // Written out in full: drizzle leaves a lone table's columns unqualified, which inside a subquery would name the
  // inner table's.
  const awards =
    sql<number>`(select count(*) from corporate_awards a where a.employee_id = "customers"."id" and a.corporate_id = ${corporateId})`.mapWith(
      Number,
    );
  const where = and(
    employeesOf(corporateId),
    query.q
      ? or(
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, likePattern(query.q)),
          ilike(customers.email, likePattern(query.q)),
        )
      : undefined,
  );
  const column = {
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    email: sql`lower(${customers.email})`,
    joinedAt: customers.createdAt,
    awards,
  }[query.sort ?? 'joinedAt'];
  return pageOf(
    query,
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        isConfirmed: customers.isConfirmed,
        isCorporateAdmin: customers.isCorporateAdmin,
        awards,
        joinedAt: customers.createdAt,
      })
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query.dir, column, customers.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(customers).where(where),
    (r) => ({ ...r, awards: Number(r.awards), joinedAt: r.joinedAt.toISOString() }),
  );
}

/**
 * The awards page: searched by employee, title (as given or as shown) or invoice number; newest first unless sorted
 * otherwise. Titles are in `language` (awardTitle).
 */
export async function corporateAwardsPage(
  db: Database,
  corporateId: number,
  query: z.infer<typeof corporateAwardsQuerySchema>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminPage<CorporateAward>> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    eq(corporateAwards.corporateId, corporateId),
    pattern
      ? or(
          ilike(corporateAwards.title, pattern),
          ...(language === DEFAULT_LANGUAGE ? [] : [ilike(awardTitle(language), pattern)]),
          ilike(customers.email, pattern),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
          ilike(corporateInvoices.number, pattern),
        )
      : undefined,
  );
  const column = {
    createdAt: corporateAwards.createdAt,
    total: corporateAwards.total,
    employee: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
  }[query.sort ?? 'createdAt'];
  return pageOf(
    query,
    awardRows(db, language)
      .where(where)
      .orderBy(...orderOf(query.dir, column, corporateAwards.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(corporateAwards)
      .innerJoin(customers, eq(customers.id, corporateAwards.employeeId))
      .innerJoin(corporateInvoices, eq(corporateInvoices.id, corporateAwards.invoiceId))
      .where(where),
    toAward,
  );
}

/** The awards with their employee and invoice, titled in `language`; the caller adds its WHERE. */
const awardRows = (db: Database, language: Language) =>
  db
    .select({
      award: corporateAwards,
      title: awardTitle(language),
      employee: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      },
      invoice: corporateInvoices,
      credited: awardCredit,
    })
    .from(corporateAwards)
    .innerJoin(customers, eq(customers.id, corporateAwards.employeeId))
    .innerJoin(corporateInvoices, eq(corporateInvoices.id, corporateAwards.invoiceId));

type AwardRow = Awaited<ReturnType<typeof awardRows>>[number];

const toAward = ({ award, title, employee, invoice, credited }: AwardRow): CorporateAward => ({
  id: award.id,
  employee,
  kind: award.itemType === 1 ? ('pass' as const) : ('experience' as const),
  title,
  total: award.total,
  saved: award.saved,
  note: award.note,
  createdAt: award.createdAt.toISOString(),
  bookingId: award.bookingId,
  invoice: {
    id: invoice.id,
    number: invoice.number,
    amount: invoice.amount,
    credited: Number(credited),
    issuedAt: invoice.issuedAt.toISOString(),
    dueOn: invoice.dueOn,
    paidAt: invoice.paidAt?.toISOString() ?? null,
  },
});

/** One award of the corporate's (null for another's), titled in `language`. */
export async function findAward(
  db: Database,
  corporateId: number,
  awardId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CorporateAward | null> {
  const [row] = await awardRows(db, language).where(
    and(eq(corporateAwards.id, awardId), eq(corporateAwards.corporateId, corporateId)),
  );
  return row ? toAward(row) : null;
}
