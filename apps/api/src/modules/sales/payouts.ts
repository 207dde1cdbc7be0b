import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { HOST_SALES_MESSAGES, type PayoutMonth, type Payouts } from '@weekends/shared';
import {
  activities,
  bookedItems,
  bookings,
  corporateAwards,
  corporateInvoices,
  customers,
  hostPayouts,
  hosts,
} from '../../db/schema/index.ts';
import { DEFAULT_MARKETPLACE_FEE_PERCENT } from '../bookings/index.ts';
import { bigSum, countOf, ownSoldItems, paidFor, redeemedIn, saleNumber, saleNumberColumns } from './queries.ts';
import type { Executor } from '../../db/client.ts';

/**
 * Payouts (paid in the first week of each month for the vouchers redeemed in the month before). A voucher
 * belongs to the month of its redemption on the Dubai calendar; what it is worth to the host is what its sale copied.
 */
const redeemedMonth = sql<string>`to_char(${bookedItems.redeemedAt} at time zone 'Asia/Dubai', 'YYYY-MM')`;
const payoutMonth = sql<string>`to_char(${hostPayouts.month}, 'YYYY-MM')`;

const redeemedOwn = (hostId: number) => and(ownSoldItems(hostId), isNotNull(bookedItems.redeemedAt));

async function commissionOf(db: Executor, hostId: number): Promise<number> {
  const [row] = await db.select({ percent: hosts.commissionPercent }).from(hosts).where(eq(hosts.customerId, hostId));
  return row?.percent ?? DEFAULT_MARKETPLACE_FEE_PERCENT;
}

/** Every month with redeemed vouchers or a payout, newest first. */
export async function hostPayoutMonths(db: Executor, hostId: number): Promise<Payouts> {
  const redeemed = await db
    .select({
      month: redeemedMonth,
      redeemedItems: countOf(),
      sales: bigSum(bookedItems.total),
      fees: bigSum(bookedItems.marketplaceFee),
      amountDue: bigSum(bookedItems.hostAmount),
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(redeemedOwn(hostId))
    .groupBy(redeemedMonth);
  const paid = await db
    .select({ month: payoutMonth, paid: bigSum(hostPayouts.amount) })
    .from(hostPayouts)
    .where(eq(hostPayouts.hostId, hostId))
    .groupBy(payoutMonth);
  const months = new Map<string, PayoutMonth>();
  const empty = (month: string): PayoutMonth => ({ month, redeemedItems: 0, sales: 0, fees: 0, amountDue: 0, paid: 0 });
  for (const row of redeemed) months.set(row.month, { ...empty(row.month), ...row });
  for (const row of paid) months.set(row.month, { ...(months.get(row.month) ?? empty(row.month)), paid: row.paid });
  return {
    note: HOST_SALES_MESSAGES.payoutNote,
    commissionPercent: await commissionOf(db, hostId),
    months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)),
  };
}

export interface StatementLine {
  redeemedAt: Date;
  /** The order number people quote ('WK-000018'), or an award's invoice number; '' for a booking with neither. */
  orderNumber: string;
  voucherCode: string;
  activity: string;
  option: string | null;
  quantity: number;
  /** What the customer paid for the line. */
  paid: number;
  fee: number;
  amountDue: number;
}

/** One month's statement: its redeemed vouchers, their totals and what was paid for the month. */
export interface Statement {
  /** yyyy-MM */
  month: string;
  hostName: string;
  commissionPercent: number;
  lines: StatementLine[];
  totals: { quantity: number; paid: number; fee: number; amountDue: number };
  /** Paid out to the host for this month. */
  payouts: number;
}

/** A month's statement, or null when the month has neither a redeemed voucher nor a payout (the route answers 404). */
export async function payoutStatement(db: Executor, hostId: number, month: string): Promise<Statement | null> {
  const rows = await db
    .select({
      redeemedAt: bookedItems.redeemedAt,
      ...saleNumberColumns,
      voucherCode: bookedItems.voucherCode,
      activity: activities.title,
      option: bookedItems.priceOptionDescription,
      quantity: bookedItems.quantity,
      paid: bookedItems.total,
      fee: bookedItems.marketplaceFee,
      amountDue: bookedItems.hostAmount,
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
    .leftJoin(corporateAwards, eq(corporateAwards.bookingId, bookings.id))
    .leftJoin(corporateInvoices, eq(corporateInvoices.id, corporateAwards.invoiceId))
    .where(and(ownSoldItems(hostId), redeemedIn(month)))
    .orderBy(asc(bookedItems.redeemedAt), asc(bookedItems.id));
  const [payouts] = await db
    .select({ paid: bigSum(hostPayouts.amount), count: countOf() })
    .from(hostPayouts)
    .where(and(eq(hostPayouts.hostId, hostId), paidFor(month)));
  if (rows.length === 0 && !payouts?.count) return null;
  const [host] = await db
    .select({ businessName: hosts.businessName, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .leftJoin(hosts, eq(hosts.customerId, customers.id))
    .where(eq(customers.id, hostId));
  const lines = rows.map(({ orderId, invoiceNumber, ...r }) => ({
    ...r,
    orderNumber: saleNumber({ orderId, invoiceNumber }) ?? '',
    redeemedAt: r.redeemedAt!,
  }));
  const sum = (pick: (line: StatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    month,
    hostName: host?.businessName ?? `${host?.firstName ?? ''} ${host?.lastName ?? ''}`.trim(),
    commissionPercent: await commissionOf(db, hostId),
    lines,
    totals: {
      quantity: sum((l) => l.quantity),
      paid: sum((l) => l.paid),
      fee: sum((l) => l.fee),
      amountDue: sum((l) => l.amountDue),
    },
    payouts: payouts?.paid ?? 0,
  };
}
