import { VAT_PERCENT, type Language, type Quote } from '@weekends/shared';
import { fill } from '../mail-templates/format.ts';
import { documentFormat } from './format.ts';
import type { DocumentPrinter, PrintLayout } from './printer.ts';
import { html } from './templates/html.ts';
import { documentHeader, documentHtml, pageMargins, sellerParty, totalsTable } from './templates/layout.ts';

/** Every word printed on the invoice, in one place so a copy editor (or a translator) never touches layout code. */
export const invoiceMessages = {
  /** UAE VAT law (Executive Regulation, Art. 59) requires these exact words, shown prominently. */
  title: 'Tax Invoice',
  documentTitle: 'Tax Invoice {number}',
  documentSubject: 'Tax Invoice {number} from {seller}',
  invoiceNumber: 'Invoice number: {number}',
  invoiceDate: 'Invoice date: {date}',
  seller: 'Seller',
  billTo: 'Bill to',
  trn: 'TRN: {trn}',
  columnDescription: 'Description',
  columnQuantity: 'Qty',
  columnUnitPrice: 'Unit price',
  columnAmount: 'Amount',
  cartTotal: 'Cart total',
  discount: 'Discount',
  subTotal: 'Sub-total',
  promoCode: 'Promo code {code} ({percent}%)',
  promoCodeNoCode: 'Promo code ({percent}%)',
  total: 'Total (AED, VAT included)',
  vat: 'VAT {vatPercent}% included',
  excludingVat: 'Amount excluding VAT',
  note: 'All amounts are in UAE dirhams (AED) and include VAT at {vatPercent}%.',
  thanks: 'Thank you for booking with {seller}.',
  footer: '{seller} · TRN {trn} · Tax Invoice {number} · Page {page} of {pages}',
} as const;

/**
 * The same words in Arabic, for an order placed from an Arabic page. Typed against the English so that a word added
 * there without its Arabic twin does not compile. 'فاتورة ضريبية' is the Arabic text of the law's 'Tax Invoice'.
 */
export const invoiceMessagesAr = {
  title: 'فاتورة ضريبية',
  documentTitle: 'فاتورة ضريبية {number}',
  documentSubject: 'فاتورة ضريبية {number} من {seller}',
  invoiceNumber: 'رقم الفاتورة: {number}',
  invoiceDate: 'تاريخ الفاتورة: {date}',
  seller: 'البائع',
  billTo: 'فاتورة إلى',
  trn: 'رقم التسجيل الضريبي: {trn}',
  columnDescription: 'الوصف',
  columnQuantity: 'الكمية',
  columnUnitPrice: 'سعر الوحدة',
  columnAmount: 'المبلغ',
  cartTotal: 'إجمالي السلة',
  discount: 'الخصم',
  subTotal: 'المجموع الفرعي',
  promoCode: 'رمز الخصم {code} ({percent}%)',
  promoCodeNoCode: 'رمز الخصم ({percent}%)',
  total: 'الإجمالي (بالدرهم، شامل ضريبة القيمة المضافة)',
  vat: 'ضريبة القيمة المضافة المشمولة ({vatPercent}%)',
  excludingVat: 'المبلغ دون ضريبة القيمة المضافة',
  note: 'جميع المبالغ بالدرهم الإماراتي (د.إ) وتشمل ضريبة القيمة المضافة بنسبة {vatPercent}%.',
  thanks: 'نشكرك على الحجز مع {seller}.',
  footer: '{seller} · رقم التسجيل الضريبي {trn} · فاتورة ضريبية {number} · صفحة {page} من {pages}',
} as const satisfies Record<keyof typeof invoiceMessages, string>;

/** The invoice's words in each language. */
export const INVOICE_MESSAGES: Record<Language, Record<keyof typeof invoiceMessages, string>> = {
  en: invoiceMessages,
  ar: invoiceMessagesAr,
};

export interface TaxInvoice {
  /** The order number, e.g. 'WK-000123'. */
  number: string;
  /** When it was paid. */
  issuedAt: Date;
  seller: { name: string; trn: string; address: string; email: string };
  customer: { name: string; email: string; phoneNumber: string | null; address: string | null };
  /** Amounts in fils, VAT included. `detail` is e.g. 'Adult · Fri 4 Dec 2026' or 'Voucher valid until 31 Jan 2027'. */
  lines: { description: string; detail: string; quantity: number; unitPrice: number; total: number }[];
  /** The totals as charged. */
  quote: Quote;
  couponCode: string | null;
}

export interface RenderOptions {
  /** Payments are the sandbox's: every page says the invoice is a test and no valid tax invoice. */
  testMode?: boolean;
  /** The order's language: 'ar' prints the invoice in Arabic, right to left. English by default. */
  language?: Language;
}

/** The tax invoice as a page to print: the HTML and its margins (the footer with the page numbers). */
export function taxInvoiceDocument(
  invoice: TaxInvoice,
  options: RenderOptions = {},
): { html: string; layout: PrintLayout } {
  const { number, seller, customer, quote } = invoice;
  const language = options.language ?? 'en';
  const t = INVOICE_MESSAGES[language];
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const { aed, date } = documentFormat(language);
  const promoLabel = invoice.couponCode
    ? fill(t.promoCode, { code: invoice.couponCode, percent: quote.couponPercent })
    : fill(t.promoCodeNoCode, { percent: quote.couponPercent });
  const showPromo = invoice.couponCode !== null || quote.couponDiscount > 0;
  const totals: { label: string; value: string; className?: string }[] = [
    { label: t.cartTotal, value: aed(quote.cartTotal) },
    { label: t.discount, value: aed(-quote.discount) },
    { label: t.subTotal, value: aed(quote.subTotal) },
    ...(showPromo ? [{ label: promoLabel, value: aed(-quote.couponDiscount) }] : []),
    { label: t.total, value: aed(quote.total), className: 'strong rule-above' },
    { label: fill(t.vat, { vatPercent: VAT_PERCENT }), value: aed(quote.vat) },
    { label: t.excludingVat, value: aed(quote.total - quote.vat) },
  ];

  // The law asks for the supplier's name, address and TRN, and the recipient's: side by side under the header.
  const body = html`${documentHeader(
      t.title,
      [fill(t.invoiceNumber, { number }), fill(t.invoiceDate, { date: date(invoice.issuedAt) })],
      // Titled in both languages, as UAE tax invoices commonly are: the law's words whichever language is read.
      { text: INVOICE_MESSAGES[other].title, lang: other },
    )}
    <section class="parties">
      ${sellerParty(seller, t)}
      <div class="party">
        <p class="label">${t.billTo}</p>
        <p class="name">${customer.name}</p>
        <p>${customer.email}</p>
        ${
          // '+971…' reads left to right on an Arabic page too, never '…971+'.
          customer.phoneNumber && html`<p><span dir="ltr">${customer.phoneNumber}</span></p>`
        }
        ${customer.address && html`<p>${customer.address}</p>`}
      </div>
    </section>
    <table class="lines">
      <thead>
        <tr>
          <th>${t.columnDescription}</th>
          <th class="number">${t.columnQuantity}</th>
          <th class="number">${t.columnUnitPrice}</th>
          <th class="number">${t.columnAmount}</th>
        </tr>
      </thead>
      <tbody>
        ${invoice.lines.map(
          (line) =>
            html`<tr>
              <td>
                <p class="description">${line.description}</p>
                ${line.detail && html`<p class="detail">${line.detail}</p>`}
              </td>
              <td class="number">${line.quantity}</td>
              <td class="amount">${aed(line.unitPrice)}</td>
              <td class="amount">${aed(line.total)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${totalsTable(totals)}
    <section class="notes">
      <p>${fill(t.note, { vatPercent: VAT_PERCENT })}</p>
      <p>${fill(t.thanks, { seller: seller.name })}</p>
    </section>`;

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

/** A UAE tax invoice of a paid order, as an A4 PDF. */
export function renderTaxInvoice(
  printer: DocumentPrinter,
  invoice: TaxInvoice,
  options: RenderOptions = {},
): Promise<Buffer> {
  const page = taxInvoiceDocument(invoice, options);
  return printer.print(page.html, page.layout);
}
