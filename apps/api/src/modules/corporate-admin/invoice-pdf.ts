import { and, eq } from 'drizzle-orm';
import { CORPORATE_ADMIN_MESSAGES, VAT_PERCENT, vatIncluded, type Language } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { bookedItems, corporateAwards, corporateInvoices, corporates, customers } from '../../db/schema/index.ts';
import { documentFormat } from '../../lib/documents/format.ts';
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

/**
 * The same words in Arabic, for an awarder reading the Arabic site; typed against the English so that a word added
 * there without its Arabic twin does not compile. The tax invoice's own words are the order invoice's.
 */
export const corporateInvoiceMessagesAr = {
  title: 'فاتورة ضريبية',
  documentTitle: 'فاتورة {number}',
  number: 'رقم الفاتورة: {number}',
  issued: 'تاريخ الفاتورة: {date}',
  seller: 'البائع',
  billTo: 'فاتورة إلى',
  trn: 'رقم التسجيل الضريبي: {trn}',
  awardTo: 'مكافأة إلى {employee} ({email})',
  total: 'الإجمالي (بالدرهم، شامل ضريبة القيمة المضافة)',
  vat: 'ضريبة القيمة المضافة المشمولة ({vatPercent}%)',
  excludingVat: 'المبلغ دون ضريبة القيمة المضافة',
  due: 'يُستحق الدفع بحلول {date}. يرجى ذكر الرقم {number} عند الدفع.',
  paid: 'دُفعت في {date}. شكراً لكم.',
  cancelled: '(أُلغيت في {date}، وأُضيف رصيدها)',
  credited: 'رصيد القسائم الملغاة',
  owed: 'المبلغ المستحق (بالدرهم)',
  nothingDue: 'لا يوجد مبلغ مستحق: أُلغيت قسائم هذه المكافأة.',
  footer: '{seller} · رقم التسجيل الضريبي {trn} · فاتورة {number} · صفحة {page} من {pages}',
} as const satisfies Record<keyof typeof corporateInvoiceMessages, string>;

/** The corporate invoice's words in each language. */
export const CORPORATE_INVOICE_MESSAGES: Record<Language, Record<keyof typeof corporateInvoiceMessages, string>> = {
  en: corporateInvoiceMessages,
  ar: corporateInvoiceMessagesAr,
};

/** What prints the document, and how. */
export interface InvoicePdfOptions {
  printer: DocumentPrinter;
  /** Payments are the sandbox's: every page says the invoice is a test and no valid tax invoice. */
  testMode?: boolean;
  /** The language of the page it was asked from (corporates have none of their own): 'ar' prints it in Arabic. */
  language?: Language;
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
export function corporateInvoiceDocument(
  data: CorporateInvoice,
  options: { testMode?: boolean; language?: Language } = {},
) {
  const { invoice, items, seller } = data;
  const language = options.language ?? 'en';
  const t = CORPORATE_INVOICE_MESSAGES[language];
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const { aed, date } = documentFormat(language);
  const row = data;
  const number = invoice.number;
  // Vouchers cancelled since the award are credited: the corporate owes the rest.
  const credited = items.reduce((sum, item) => sum + (item.cancelledAt ? item.total : 0), 0);

  const dueOn = date(new Date(`${invoice.dueOn}T08:00:00Z`));
  const closing = invoice.paidAt
    ? fill(t.paid, { date: date(invoice.paidAt) })
    : credited >= invoice.amount
      ? t.nothingDue
      : fill(t.due, { date: dueOn, number });
  const totals = [
    { label: t.total, value: aed(invoice.amount), className: 'strong rule-above' },
    {
      label: fill(t.vat, { vatPercent: VAT_PERCENT }),
      value: aed(vatIncluded(invoice.amount)),
      className: '',
    },
    { label: t.excludingVat, value: aed(invoice.amount - vatIncluded(invoice.amount)), className: '' },
    ...(credited > 0
      ? [
          { label: t.credited, value: aed(-credited), className: '' },
          { label: t.owed, value: aed(invoice.amount - credited), className: 'strong' },
        ]
      : []),
  ];
  const body = html`${documentHeader(
      t.title,
      [fill(t.number, { number }), fill(t.issued, { date: date(invoice.issuedAt) })],
      // Titled in both languages, as the order's tax invoice is.
      { text: CORPORATE_INVOICE_MESSAGES[other].title, lang: other },
    )}
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
          const detail = itemDetail(item.description ?? row.award.title, item.bookedFor, item.validUntil, language);
          return html`<tr>
            <td>${item.cancelledAt ? `${detail} ${fill(t.cancelled, { date: date(item.cancelledAt) })}` : detail}</td>
            <td class="amount">${aed(item.total)}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    ${totalsTable(totals)}
    <p class="closing">${closing}</p>`;
  return {
    html: documentHtml({ title: fill(t.documentTitle, { number }), body, testMode: options.testMode, lang: language }),
    layout: pageMargins({
      lang: language,
      margin: 50,
      footer: fill(t.footer, { seller: seller.name, trn: seller.trn, number, page: '{page}', pages: '{pages}' }),
      testMode: options.testMode,
    }),
  };
}
