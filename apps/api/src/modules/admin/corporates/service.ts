import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_CORPORATE_MESSAGES,
  type AdminCorporate,
  type AdminCorporateEmployee,
  type AdminPage,
  type CorporateBody,
  type adminCorporateEmployeesQuerySchema,
  type adminCorporatesQuerySchema,
} from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { corporates, customers } from '../../../db/schema/index.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';

// Written out in full: drizzle leaves a lone table's columns unqualified, which inside a subquery would name the inner
// table's.
const employees =
  sql<number>`(select count(*) from customers c where c.corporate_id = "corporates"."id" and not c.is_guest)`.mapWith(
    Number,
  );
const admins =
  sql<number>`(select count(*) from customers c where c.corporate_id = "corporates"."id" and c.is_corporate_admin)`.mapWith(
    Number,
  );
const awards = sql<number>`(select count(*) from corporate_awards a where a.corporate_id = "corporates"."id")`.mapWith(
  Number,
);
const columns = {
  id: corporates.id,
  name: corporates.name,
  slug: corporates.slug,
  emailDomain: corporates.emailDomain,
  employees,
  admins,
  awards,
  createdAt: corporates.createdAt,
};
const toCorporate = (
  r: { createdAt: Date; employees: number; admins: number; awards: number } & Omit<
    AdminCorporate,
    'createdAt' | 'employees' | 'admins' | 'awards'
  >,
): AdminCorporate => ({
  ...r,
  employees: Number(r.employees),
  admins: Number(r.admins),
  awards: Number(r.awards),
  createdAt: r.createdAt.toISOString(),
});

/** The corporates page: searched by name, domain or slug, sorted and paged in the database. */
export async function listCorporates(
  db: Database,
  query: z.infer<typeof adminCorporatesQuerySchema>,
): Promise<AdminPage<AdminCorporate>> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = pattern
    ? or(ilike(corporates.name, pattern), ilike(corporates.emailDomain, pattern), ilike(corporates.slug, pattern))
    : undefined;
  const column = { name: sql`lower(${corporates.name})`, createdAt: corporates.createdAt, employees, awards }[
    query.sort ?? 'name'
  ];
  const window = pageWindow(query);
  return pageOf(
    query,
    db
      .select(columns)
      .from(corporates)
      .where(where)
      .orderBy(...orderOf(query.sort ? query.dir : 'asc', column, corporates.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(corporates).where(where),
    toCorporate,
  );
}

export async function findCorporate(db: Pick<Database, 'select'>, id: number): Promise<AdminCorporate> {
  const [row] = await db.select(columns).from(corporates).where(eq(corporates.id, id));
  if (!row) throw notFound(ADMIN_CORPORATE_MESSAGES.notFound);
  return toCorporate(row);
}

/** The slug and the e-mail domain each name one corporate: an employee's address must say which company it is. */
async function checkUnique(tx: Tx, body: CorporateBody, exceptId: number | null) {
  const others = exceptId === null ? undefined : ne(corporates.id, exceptId);
  const [slug] = await tx
    .select({ id: corporates.id })
    .from(corporates)
    .where(and(eq(corporates.slug, body.slug), others));
  if (slug) throw new HttpError(409, 'SLUG_TAKEN', ADMIN_CORPORATE_MESSAGES.slugTaken);
  const [domain] = await tx
    .select({ id: corporates.id })
    .from(corporates)
    .where(and(sql`lower(${corporates.emailDomain}) = ${body.emailDomain.toLowerCase()}`, others));
  if (domain) throw new HttpError(409, 'DOMAIN_TAKEN', ADMIN_CORPORATE_MESSAGES.domainTaken);
}

const auditView = (c: { name: string; slug: string; emailDomain: string }) => ({
  name: c.name,
  slug: c.slug,
  emailDomain: c.emailDomain,
});

export async function createCorporate(db: Database, adminId: number, body: CorporateBody): Promise<AdminCorporate> {
  const id = await db.transaction(async (tx) => {
    await checkUnique(tx, body, null);
    const [row] = await tx
      .insert(corporates)
      .values({ name: body.name, slug: body.slug, emailDomain: body.emailDomain })
      .returning();
    await recordAdminAction(tx, adminId, {
      action: 'corporate.create',
      subject: { type: 'corporate', id: row!.id },
      before: null,
      after: auditView(row!),
    });
    return row!.id;
  });
  return findCorporate(db, id);
}

/**
 * Renames a corporate or changes its slug or domain. Employees keep their accounts (and addresses) as they are; a new
 * domain applies to sign-ups from now on, and a new slug moves the register page.
 */
export async function updateCorporate(
  db: Database,
  adminId: number,
  id: number,
  body: CorporateBody,
): Promise<AdminCorporate> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(corporates).where(eq(corporates.id, id)).for('update');
    if (!current) throw notFound(ADMIN_CORPORATE_MESSAGES.notFound);
    await checkUnique(tx, body, id);
    await tx
      .update(corporates)
      .set({ name: body.name, slug: body.slug, emailDomain: body.emailDomain })
      .where(eq(corporates.id, id));
    await recordAdminAction(tx, adminId, {
      action: 'corporate.update',
      subject: { type: 'corporate', id },
      before: auditView(current),
      after: auditView(body),
    });
  });
  return findCorporate(db, id);
}

/**
 * A corporate's employees (its full accounts), searched by name or e-mail, sorted and paged; `admins` keeps the
 * corporate admins.
 */
export async function listCorporateEmployees(
  db: Database,
  corporateId: number,
  query: z.infer<typeof adminCorporateEmployeesQuerySchema>,
): Promise<AdminPage<AdminCorporateEmployee>> {
  await findCorporate(db, corporateId);
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    eq(customers.corporateId, corporateId),
    eq(customers.isGuest, false),
    pattern
      ? or(ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern), ilike(customers.email, pattern))
      : undefined,
    query.admins === undefined ? undefined : eq(customers.isCorporateAdmin, query.admins === 'true'),
  );
  const column = {
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    email: sql`lower(${customers.email})`,
    joinedAt: customers.createdAt,
  }[query.sort ?? 'joinedAt'];
  const window = pageWindow(query);
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
        joinedAt: customers.createdAt,
      })
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query.dir, column, customers.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(customers).where(where),
    (r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }),
  );
}

/**
 * Makes an employee of this corporate one of its corporate admins, or takes that away. The account's sessions see it
 * on their next request (the flag is read with the session). Someone outside the corporate answers 404.
 */
export async function setCorporateAdmin(
  db: Database,
  adminId: number,
  corporateId: number,
  customerId: number,
  isCorporateAdmin: boolean,
): Promise<AdminCorporateEmployee> {
  return db.transaction(async (tx) => {
    const [employee] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.corporateId, corporateId), eq(customers.isGuest, false)))
      .for('update');
    if (!employee) throw notFound(ADMIN_CORPORATE_MESSAGES.employeeNotFound);
    if (employee.isCorporateAdmin !== isCorporateAdmin) {
      await tx.update(customers).set({ isCorporateAdmin }).where(eq(customers.id, customerId));
      await recordAdminAction(tx, adminId, {
        action: isCorporateAdmin ? 'corporate.admin.grant' : 'corporate.admin.revoke',
        subject: { type: 'customer', id: customerId },
        before: { isCorporateAdmin: employee.isCorporateAdmin },
        after: { isCorporateAdmin },
        detail: { corporateId, email: employee.email },
      });
    }
    const { id, firstName, lastName, email, isConfirmed, createdAt } = employee;
    return { id, firstName, lastName, email, isConfirmed, isCorporateAdmin, joinedAt: createdAt.toISOString() };
  });
}
