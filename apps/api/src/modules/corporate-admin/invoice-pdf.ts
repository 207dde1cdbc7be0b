import { and, eq } from 'drizzle-orm';
import { CORPORATE_ADMIN_MESSAGES, VAT_PERCENT, vatIncluded } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { bookedItems, corporateAwards, corporateInvoices, corporates, customers } from '../../db/schema/index.ts';
import { invoiceAed, invoiceDate } from '../../lib/documents/invoice.ts';
import type { DocumentPrinter } from '../../lib/documents/printer.ts';
import { html } from '../../lib/documents/templates/html.ts';
import {
  documentHeader,
  documentHtml,
  pageMargins,
  sellerParty,
  totalsTable,
} from '../../lib/documents/templates/layout.ts';
import { fill } from '../../lib/mail-templates/format.ts';
import { notFound } from '../../plugins/errors.ts';
import { providerDetails, itemDetail, type ProviderDetails } from '../checkout/index.ts';

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

/** What prints the document, and how. */
export interface InvoicePdfOptions {
  printer: DocumentPrinter;
  /** Payments are the sandbox's: every page says the invoice is a test and no valid tax invoice. */
  testMode?: boolean;
}

/** An invoice of the corporate's own as a PDF, or 404 for another corporate's (or none). */
export async function corporateInvoicePdf(
  db: Database,
  corporateId: number,
  invoiceId: number,
  options: InvoicePdfOptions,
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
  const employee = `${row.employee.firstName} ${row.employee.lastName}`;
  const page = corporateInvoiceDocument(
    { ...row, employee: { name: employee, email: row.employee.email }, award: row.award, items, seller },
    options,
  );
  return { number: row.invoice.number, pdf: await options.printer.print(page.html, page.layout) };
}

/** What a corporate invoice prints. */
export interface CorporateInvoice {
  invoice: Pick<typeof corporateInvoices.$inferSelect, 'number' | 'issuedAt' | 'dueOn' | 'paidAt' | 'amount'>;
  award: Pick<typeof corporateAwards.$inferSelect, 'title'>;
  corporate: string;
  employee: { name: string; email: string };
  items: {
    description: string | null;
    bookedFor: string | null;
    validUntil: string | null;
    total: number;
    cancelledAt: Date | null;
  }[];
  seller: ProviderDetails;
}

/** The corporate invoice of an award as a page to print: the HTML and its margins. */
export function corporateInvoiceDocument(data: CorporateInvoice, options: { testMode?: boolean } = {}) {
  const { invoice, items, seller } = data;
  const row = data;
  const number = invoice.number;
  // Vouchers cancelled since the award are credited: the corporate owes the rest.
  const credited = items.reduce((sum, item) => sum + (item.cancelledAt ? item.total : 0), 0);

  const dueOn = invoiceDate(new Date(`${invoice.dueOn}T08:00:00Z`));
  const closing = invoice.paidAt
    ? fill(t.paid, { date: invoiceDate(invoice.paidAt) })
    : credited >= invoice.amount
      ? t.nothingDue
      : fill(t.due, { date: dueOn, number });
  const totals = [
    { label: t.total, value: invoiceAed(invoice.amount), className: 'strong rule-above' },
    { label: fill(t.vat, { vatPercent: VAT_PERCENT }), value: invoiceAed(vatIncluded(invoice.amount)), className: '' },
    { label: t.excludingVat, value: invoiceAed(invoice.amount - vatIncluded(invoice.amount)), className: '' },
    ...(credited > 0
      ? [
          { label: t.credited, value: `-${invoiceAed(credited)}`, className: '' },
          { label: t.owed, value: invoiceAed(invoice.amount - credited), className: 'strong' },
        ]
      : []),
  ];
  const body = html`${documentHeader(t.title, [
      fill(t.number, { number }),
      fill(t.issued, { date: invoiceDate(invoice.issuedAt) }),
    ])}
    <section class="parties">
      ${sellerParty(seller, t)}
      <div class="party">
        <p class="label">${t.billTo}</p>
        <p class="name">${row.corporate}</p>
      </div>
    </section>
    <section class="award">
      <p class="name">${row.award.title}</p>
      <p>${fill(t.awardTo, { employee: row.employee.name, email: row.employee.email })}</p>
    </section>
    <table class="lines award-items">
      <tbody>
        ${items.map((item) => {
          const detail = itemDetail(item.description ?? row.award.title, item.bookedFor, item.validUntil);
          return html`<tr>
            <td>
              ${item.cancelledAt ? `${detail} ${fill(t.cancelled, { date: invoiceDate(item.cancelledAt) })}` : detail}
            </td>
            <td class="amount">${invoiceAed(item.total)}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    ${totalsTable(totals)}
    <p class="closing">${closing}</p>`;
  return {
    html: documentHtml({ title: fill(t.documentTitle, { number }), body, testMode: options.testMode }),
    layout: pageMargins({
      margin: 50,
      footer: fill(t.footer, { seller: seller.name, trn: seller.trn, number, page: '{page}', pages: '{pages}' }),
      testMode: options.testMode,
    }),
  };
}
