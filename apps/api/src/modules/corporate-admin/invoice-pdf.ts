import { and, eq } from 'drizzle-orm';
import { CORPORATE_ADMIN_MESSAGES, TEST_MODE_MESSAGES, VAT_PERCENT, vatIncluded } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { bookedItems, corporateAwards, corporateInvoices, corporates, customers } from '../../db/schema/index.ts';
import { a4Document, colours, fonts } from '../../lib/documents/pdf-page.ts';
import { invoiceAed, invoiceDate } from '../../lib/documents/invoice.ts';
import { fill } from '../../lib/mail-templates/format.ts';
import { notFound } from '../../plugins/errors.ts';
import { providerDetails, itemDetail } from '../checkout/index.ts';

/** Every word printed on a corporate invoice. */
export const corporateInvoiceMessages = {
  title: 'Tax Invoice',
  documentTitle: 'Invoice {number}',
  number: 'Invoice number: {number}',
  issued: 'Invoice date: {date}',
  seller: 'Seller',
  billTo: 'Bill to',
  trn: 'TRN: {trn}',
  awardTo: 'Award to {employee} ({email})',
  total: 'Total (AED, VAT included)',
  vat: 'VAT {vatPercent}% included',
  excludingVat: 'Amount excluding VAT',
  due: 'Payment due by {date}. Please quote {number} with your payment.',
  paid: 'Paid on {date}. Thank you.',
  cancelled: '(cancelled {date}, credited)',
  credited: 'Credit for cancelled vouchers',
  owed: 'Amount due (AED)',
  nothingDue: 'Nothing is due: the vouchers of this award were cancelled.',
  footer: '{seller} · TRN {trn} · Invoice {number} · Page {page} of {pages}',
} as const;
const t = corporateInvoiceMessages;

/** Options passed through to the document (tests read the page text uncompressed). */
export interface InvoicePdfOptions {
  compress?: boolean;
  /** Payments are the sandbox's: every page says the invoice is a test and no valid tax invoice. */
  testMode?: boolean;
}

/** An invoice of the corporate's own as a PDF, or 404 for another corporate's (or none). */
export async function corporateInvoicePdf(
  db: Database,
  corporateId: number,
  invoiceId: number,
  options: InvoicePdfOptions = {},
): Promise<{ number: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      invoice: corporateInvoices,
      award: corporateAwards,
      corporate: corporates.name,
      employee: { firstName: customers.firstName, lastName: customers.lastName, email: customers.email },
    })
    .from(corporateInvoices)
    .innerJoin(corporates, eq(corporates.id, corporateInvoices.corporateId))
    .innerJoin(corporateAwards, eq(corporateAwards.invoiceId, corporateInvoices.id))
    .innerJoin(customers, eq(customers.id, corporateAwards.employeeId))
    .where(and(eq(corporateInvoices.id, invoiceId), eq(corporateInvoices.corporateId, corporateId)));
  if (!row) throw notFound(CORPORATE_ADMIN_MESSAGES.invoiceNotFound);
  const items = await db
    .select({
      description: bookedItems.priceOptionDescription,
      bookedFor: bookedItems.bookedFor,
      validUntil: bookedItems.validUntil,
      total: bookedItems.total,
      cancelledAt: bookedItems.cancelledAt,
    })
    .from(bookedItems)
    .where(eq(bookedItems.bookingId, row.award.bookingId))
    .orderBy(bookedItems.id);
  const seller = await providerDetails(db);
  const { invoice } = row;
  const number = invoice.number;
  // Vouchers cancelled since the award are credited: the corporate owes the rest.
  const credited = items.reduce((sum, item) => sum + (item.cancelledAt ? item.total : 0), 0);

  const { doc, done, left, width, write, line, header, footers, stamp } = a4Document({
    margin: 50,
    compress: options.compress,
    info: { Title: fill(t.documentTitle, { number }), Author: seller.name },
    textSize: 10,
  });
  let y = header(t.title, [fill(t.number, { number }), fill(t.issued, { date: invoiceDate(invoice.issuedAt) })], {
    aboveRule: 12,
    belowRule: 14,
  });
  const half = (width - 20) / 2;
  const block = (x: number, heading: string, rows: string[]) => {
    let by = y;
    by += write(heading.toUpperCase(), x, by, half, { font: fonts.bold, size: 8, color: colours.muted }) + 4;
    rows.forEach((text, i) => (by += write(text, x, by, half, { font: i === 0 ? fonts.bold : fonts.regular }) + 2));
    return by;
  };
  y =
    Math.max(
      block(left, t.seller, [seller.name, seller.address, fill(t.trn, { trn: seller.trn }), seller.email]),
      block(left + half + 20, t.billTo, [row.corporate]),
    ) + 18;

  y += write(row.award.title, left, y, width, { font: fonts.bold, size: 12 }) + 2;
  y +=
    write(
      fill(t.awardTo, { employee: `${row.employee.firstName} ${row.employee.lastName}`, email: row.employee.email }),
      left,
      y,
      width,
      { color: colours.muted },
    ) + 8;
  line(y);
  y += 6;
  for (const item of items) {
    const detail = itemDetail(item.description ?? row.award.title, item.bookedFor, item.validUntil);
    write(
      item.cancelledAt ? `${detail} ${fill(t.cancelled, { date: invoiceDate(item.cancelledAt) })}` : detail,
      left,
      y,
      width - 110,
    );
    y += write(invoiceAed(item.total), left + width - 100, y, 100, { align: 'right' }) + 6;
  }
  line(y);
  y += 10;
  const totals = [
    { label: t.total, value: invoiceAed(invoice.amount), strong: true },
    { label: fill(t.vat, { vatPercent: VAT_PERCENT }), value: invoiceAed(vatIncluded(invoice.amount)) },
    { label: t.excludingVat, value: invoiceAed(invoice.amount - vatIncluded(invoice.amount)) },
    ...(credited > 0
      ? [
          { label: t.credited, value: `-${invoiceAed(credited)}` },
          { label: t.owed, value: invoiceAed(invoice.amount - credited), strong: true },
        ]
      : []),
  ];
  for (const r of totals) {
    const style = r.strong ? { font: fonts.bold, size: 11 } : { size: 10 };
    write(r.label, left, y, width - 110, { ...style, align: 'right' });
    y += write(r.value, left + width - 100, y, 100, { ...style, align: 'right' }) + 6;
  }
  y += 12;
  const dueOn = invoiceDate(new Date(`${invoice.dueOn}T08:00:00Z`));
  const closing = invoice.paidAt
    ? fill(t.paid, { date: invoiceDate(invoice.paidAt) })
    : credited >= invoice.amount
      ? t.nothingDue
      : fill(t.due, { date: dueOn, number });
  write(closing, left, y, width, { font: fonts.bold, color: colours.teal });
  footers((page, pages) => fill(t.footer, { seller: seller.name, trn: seller.trn, number, page, pages }));
  if (options.testMode) stamp(TEST_MODE_MESSAGES.invoice, TEST_MODE_MESSAGES.mark);
  doc.end();
  return { number, pdf: await done };
}
