import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  ADMIN_HOSTS_MESSAGES,
  dubaiDay,
  FILS_PER_AED,
  PAYOUT_CSV_COLUMNS,
  payoutReference,
  type AdminPayoutRow,
  type AdminPayoutsPage,
  type AdminPayoutsQuery,
  type MarkPayoutBody,
  type RecordedPayout,
} from '@weekends/shared';
import type { Database, Executor } from '../../../db/client.ts';
import { activities, bookedItems, hostPayouts, hosts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { bigSum, countOf, notCancelled, paidFor, redeemedIn } from '../../sales/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { hostNotFound } from './hosts-list.ts';
import { matchesAny, offsetOf } from './search.ts';

/**
 * A month's payouts (hosts are paid in the first week of a month for the month before): per host, the host amounts
 * of its vouchers redeemed in that Dubai month (as its statement counts them, modules/sales) less the payouts
 * already recorded for that month.
 */
function monthFigures(db: Executor, month: string) {
  const redeemed = db
    .select({
      hostId: sql<number>`${activities.hostId}`.as('redeemed_host_id'),
      items: countOf().as('items'),
      amount: bigSum(bookedItems.hostAmount).as('amount'),
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(notCancelled(), redeemedIn(month), isNotNull(activities.hostId)))
    .groupBy(activities.hostId)
    .as('redeemed');
  const paid = db
    .select({
      hostId: sql<number>`${hostPayouts.hostId}`.as('paid_host_id'),
      paid: bigSum(hostPayouts.amount).as('paid'),
    })
    .from(hostPayouts)
    .where(paidFor(month))
    .groupBy(hostPayouts.hostId)
    .as('paid');
  const amountDue = sql<number>`coalesce(${redeemed.amount}, 0)`.mapWith(Number);
  const paidAmount = sql<number>`coalesce(${paid.paid}, 0)`.mapWith(Number);
  const due = sql<number>`coalesce(${redeemed.amount}, 0) - coalesce(${paid.paid}, 0)`.mapWith(Number);
  const columns = {
    hostId: hosts.customerId,
    businessName: hosts.businessName,
    redeemedItems: sql<number>`coalesce(${redeemed.items}, 0)`.mapWith(Number),
    amountDue,
    paid: paidAmount,
    due,
    accountHolder: hosts.accountHolder,
    iban: hosts.iban,
    swiftCode: hosts.swiftCode,
    bankName: hosts.bankName,
  };
  // Only hosts the month concerns: a voucher redeemed or a payout recorded.
  const concerned = or(isNotNull(redeemed.hostId), isNotNull(paid.hostId))!;
  return { redeemed, paidFigures: paid, columns, concerned, due, amountDue, paid: paidAmount };
}

type FigureRow = {
  hostId: number;
  businessName: string;
  redeemedItems: number;
  amountDue: number;
  paid: number;
  due: number;
  accountHolder: string | null;
  iban: string | null;
  swiftCode: string | null;
  bankName: string | null;
};

const toRow = (month: string, r: FigureRow): AdminPayoutRow => ({
  hostId: r.hostId,
  businessName: r.businessName,
  redeemedItems: r.redeemedItems,
  amountDue: r.amountDue,
  paid: r.paid,
  due: r.due,
  hasBankDetails: Boolean(r.iban && r.accountHolder),
  suggestedReference: payoutReference(r.hostId, month),
});

/** GET /api/admin/payouts: a page of the month's hosts, most due first by default, with what the month owes in all. */
export async function listPayouts(db: Database, query: AdminPayoutsQuery): Promise<AdminPayoutsPage> {
  const f = monthFigures(db, query.month);
  const where = and(f.concerned, query.q ? matchesAny(query.q, [hosts.businessName]) : undefined);
  const direction = query.dir === 'asc' ? asc : desc;
  const sortBy = { business: hosts.businessName, amountDue: f.amountDue, paid: f.paid, due: f.due }[query.sort];
  const rows = await db
    .select(f.columns)
    .from(hosts)
    .leftJoin(f.redeemed, eq(f.redeemed.hostId, hosts.customerId))
    .leftJoin(f.paidFigures, eq(f.paidFigures.hostId, hosts.customerId))
    .where(where)
    .orderBy(direction(sortBy), asc(hosts.customerId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [summary] = await db
    .select({ total: countOf(), totalDue: sql<number>`coalesce(sum(greatest(${f.due}, 0)), 0)`.mapWith(Number) })
    .from(hosts)
    .leftJoin(f.redeemed, eq(f.redeemed.hostId, hosts.customerId))
    .leftJoin(f.paidFigures, eq(f.paidFigures.hostId, hosts.customerId))
    .where(where);
  return {
    items: rows.map((r) => toRow(query.month, r)),
    total: summary?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    month: query.month,
    totalDue: summary?.totalDue ?? 0,
  };
}

async function hostFigures(db: Executor, month: string, hostId: number): Promise<FigureRow | undefined> {
  const f = monthFigures(db, month);
  const [row] = await db
    .select(f.columns)
    .from(hosts)
    .leftJoin(f.redeemed, eq(f.redeemed.hostId, hosts.customerId))
    .leftJoin(f.paidFigures, eq(f.paidFigures.hostId, hosts.customerId))
    .where(eq(hosts.customerId, hostId));
  return row;
}

/**
 * Records a bank transfer made to a host for a month. The host's row is locked, so payouts for one host are
 * recorded one after another; each then checks the due it finds against what the admin saw (`expectedDue`). A form
 * sent twice, or a payout another admin recorded meanwhile, finds another due and records nothing (409).
 */
export async function markPayout(
  db: Database,
  adminId: number,
  body: MarkPayoutBody,
  now = new Date(),
): Promise<RecordedPayout> {
  if (body.month > dubaiDay(now).slice(0, 7))
    throw new HttpError(400, 'FUTURE_MONTH', ADMIN_HOSTS_MESSAGES.futureMonth);
  return db.transaction(async (tx) => {
    const [host] = await tx
      .select({ id: hosts.customerId })
      .from(hosts)
      .where(eq(hosts.customerId, body.hostId))
      .for('update');
    if (!host) throw hostNotFound();
    const figures = await hostFigures(tx, body.month, body.hostId);
    const due = figures?.due ?? 0;
    if (due !== body.expectedDue) throw new HttpError(409, 'DUE_CHANGED', ADMIN_HOSTS_MESSAGES.dueChanged);
    if (due <= 0) throw new HttpError(409, 'NOTHING_DUE', ADMIN_HOSTS_MESSAGES.nothingDue);
    if (body.amount > due) throw new HttpError(400, 'AMOUNT_TOO_HIGH', ADMIN_HOSTS_MESSAGES.amountTooHigh);
    const [payout] = await tx
      .insert(hostPayouts)
      .values({
        hostId: body.hostId,
        month: `${body.month}-01`,
        amount: body.amount,
        reference: body.reference,
        paidAt: now,
        createdBy: adminId,
      })
      .returning({ id: hostPayouts.id });
    const paid = figures?.paid ?? 0;
    await recordAdminAction(tx, adminId, {
      action: 'payout.record',
      subject: { type: 'host', id: body.hostId },
      before: { month: body.month, paid, due },
      after: { month: body.month, paid: paid + body.amount, due: due - body.amount },
      detail: { payoutId: payout!.id, amount: body.amount, reference: body.reference },
    });
    return {
      id: payout!.id,
      hostId: body.hostId,
      month: body.month,
      amount: body.amount,
      reference: body.reference,
      due: due - body.amount,
    };
  });
}

/**
 * The month's transfers for the bank: one row per host still owed something, with its bank details and the
 * reference the transfer should carry. Text the host typed is escaped so a spreadsheet never runs it as a formula.
 */
export async function payoutsCsv(db: Database, month: string): Promise<string> {
  const f = monthFigures(db, month);
  const rows = await db
    .select(f.columns)
    .from(hosts)
    .leftJoin(f.redeemed, eq(f.redeemed.hostId, hosts.customerId))
    .leftJoin(f.paidFigures, eq(f.paidFigures.hostId, hosts.customerId))
    .where(and(f.concerned, sql`${f.due} > 0`))
    .orderBy(asc(hosts.businessName), asc(hosts.customerId));
  return stringify(
    rows.map((r) => [
      r.businessName,
      r.accountHolder ?? '',
      r.iban ?? '',
      r.swiftCode ?? '',
      r.bankName ?? '',
      (r.due / FILS_PER_AED).toFixed(2),
      payoutReference(r.hostId, month),
    ]),
    { header: true, columns: [...PAYOUT_CSV_COLUMNS], escape_formulas: true, bom: true },
  );
}
