import { and, count, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_INVOICE_MESSAGES,
  dubaiDay,
  type AdminInvoice,
  type AdminPage,
  type InvoicePaymentBody,
  type Language,
  type adminInvoicesQuerySchema,
} from '@weekends/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { corporateAwards, corporateInvoices, corporates, customers } from '../../../db/schema/index.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import { awardCredit, awardTitle, corporateInvoicePdf, type InvoicePdfOptions } from '../../corporate-admin/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';

/**
 * The invoices corporates owe for their awards (one per award, due 30 days after issue), and the provider recording
 * a corporate's bank transfer against one. Overdue is judged on the Dubai day.
 */
type Query = z.infer<typeof adminInvoicesQuerySchema>;

/** Something is still owed: not every voucher of the award was cancelled. */
const owes = sql`${awardCredit} < ${corporateInvoices.amount}`;

function invoicesWhere(query: Query, today: string): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    pattern
      ? or(
          ilike(corporateInvoices.number, pattern),
          ilike(corporates.name, pattern),
          ilike(customers.email, pattern),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
          ilike(corporateAwards.title, pattern),
        )
      : undefined,
    query.corporateId ? eq(corporateInvoices.corporateId, query.corporateId) : undefined,
    query.status === 'paid' ? isNotNull(corporateInvoices.paidAt) : undefined,
    query.status === 'open' ? and(isNull(corporateInvoices.paidAt), owes) : undefined,
    query.status === 'overdue'
      ? and(isNull(corporateInvoices.paidAt), owes, lt(corporateInvoices.dueOn, today))
      : undefined,
  );
}

const columnsIn = (language: Language) => ({
  invoice: corporateInvoices,
  corporate: { id: corporates.id, name: corporates.name },
  title: awardTitle(language),
  firstName: customers.firstName,
  lastName: customers.lastName,
  credited: awardCredit,
});

/**
 * The invoice with its corporate and award (drizzle's dynamic query building); the caller adds WHERE, order and window.
 */
const joined = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(corporates, eq(corporates.id, corporateInvoices.corporateId))
    .innerJoin(corporateAwards, eq(corporateAwards.invoiceId, corporateInvoices.id))
    .innerJoin(customers, eq(customers.id, corporateAwards.employeeId));

type Row = {
  invoice: typeof corporateInvoices.$inferSelect;
  corporate: { id: number; name: string };
  title: string;
  firstName: string;
  lastName: string;
  credited: number;
};

const toInvoice =
  (today: string) =>
  (row: Row): AdminInvoice => ({
    id: row.invoice.id,
    number: row.invoice.number,
    corporate: row.corporate,
    award: { title: row.title, employee: `${row.firstName} ${row.lastName}`.trim() },
    amount: row.invoice.amount,
    credited: Number(row.credited),
    issuedAt: row.invoice.issuedAt.toISOString(),
    dueOn: row.invoice.dueOn,
    overdue: row.invoice.paidAt === null && Number(row.credited) < row.invoice.amount && row.invoice.dueOn < today,
    paidAt: row.invoice.paidAt?.toISOString() ?? null,
    paymentReference: row.invoice.paymentReference,
  });

export function listInvoices(
  db: Database,
  query: Query,
  now = new Date(),
  language: Language = 'en',
): Promise<AdminPage<AdminInvoice>> {
  const today = dubaiDay(now);
  const where = invoicesWhere(query, today);
  const column = {
    issuedAt: corporateInvoices.issuedAt,
    dueOn: corporateInvoices.dueOn,
    amount: corporateInvoices.amount,
  }[query.sort ?? 'issuedAt'];
  const window = pageWindow(query);
  return pageOf(
    query,
    joined(db.select(columnsIn(language)).from(corporateInvoices).$dynamic())
      .where(where)
      .orderBy(...orderOf(query.sort ? query.dir : 'desc', column, corporateInvoices.id))
      .limit(window.limit)
      .offset(window.offset),
    joined(db.select({ n: count() }).from(corporateInvoices).$dynamic()).where(where),
    toInvoice(today),
  );
}

async function findInvoice(db: Pick<Database, 'select'>, id: number, today: string): Promise<AdminInvoice> {
  const [row] = await joined(db.select(columnsIn('en')).from(corporateInvoices).$dynamic()).where(
    eq(corporateInvoices.id, id),
  );
  if (!row) throw notFound(ADMIN_INVOICE_MESSAGES.notFound);
  return toInvoice(today)(row);
}

/**
 * Records the corporate's transfer: a conditional update from unpaid, so a double click or two admins record it
 * once (the second gets 409), audited with the reference.
 */
export async function markInvoicePaid(
  db: Database,
  adminId: number,
  id: number,
  body: InvoicePaymentBody,
  now = new Date(),
): Promise<AdminInvoice> {
  const reference = body.reference.trim();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(corporateInvoices)
      .set({ paidAt: now, paymentReference: reference })
      .where(and(eq(corporateInvoices.id, id), isNull(corporateInvoices.paidAt)))
      .returning({ id: corporateInvoices.id, number: corporateInvoices.number, amount: corporateInvoices.amount });
    if (!updated) {
      await findInvoice(tx, id, dubaiDay(now));
      throw new HttpError(409, 'INVOICE_PAID', ADMIN_INVOICE_MESSAGES.alreadyPaid);
    }
    // A voucher cancelled after this leaves a credit the corporate is owed, shown on the invoice.
    const invoice = await findInvoice(tx, id, dubaiDay(now));
    if (invoice.credited >= invoice.amount) throw new HttpError(409, 'NOTHING_DUE', ADMIN_INVOICE_MESSAGES.nothingDue);
    await recordAdminAction(tx, adminId, {
      action: 'invoice.paid',
      subject: { type: 'corporate_invoice', id },
      before: { paidAt: null, paymentReference: null },
      after: { paidAt: now.toISOString(), paymentReference: reference },
      detail: { number: updated.number, amount: updated.amount, credited: invoice.credited },
    });
    return { ...invoice, paidAt: now.toISOString(), paymentReference: reference, overdue: false };
  });
}

/** The invoice's PDF, as its corporate receives it (paid ones say so). */
export async function adminInvoicePdf(
  db: Database,
  id: number,
  options: InvoicePdfOptions,
): Promise<{ number: string; pdf: Buffer }> {
  const [row] = await db
    .select({ corporateId: corporateInvoices.corporateId })
    .from(corporateInvoices)
    .where(eq(corporateInvoices.id, id));
  if (!row) throw notFound(ADMIN_INVOICE_MESSAGES.notFound);
  return corporateInvoicePdf(db, row.corporateId, id, options);
}
