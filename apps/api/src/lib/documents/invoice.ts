import { FILS_PER_AED, TIME_ZONE, VAT_PERCENT, type Quote } from '@weekends/shared';
import { fill } from '../mail-templates/format.ts';
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
}

const t = invoiceMessages;

/** 'AED 1,250.00': a tax invoice shows every amount with its two decimals, unlike the shop's short prices. */
export function invoiceAed(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(fils));
  const whole = Math.floor(absolute / FILS_PER_AED).toLocaleString('en-US');
  const fraction = String(absolute % FILS_PER_AED).padStart(2, '0');
  return `${sign}AED ${whole}.${fraction}`;
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '25 Nov 2026' on the Dubai calendar. The month name comes from our own list because ICU's en-GB writes 'Sept',
 * and the invoice must read the same whichever Node build prints it.
 */
export function invoiceDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} ${shortMonths[part('month') - 1]} ${part('year')}`;
}

/** The tax invoice as a page to print: the HTML and its margins (the footer with the page numbers). */
export function taxInvoiceDocument(
  invoice: TaxInvoice,
  options: RenderOptions = {},
): { html: string; layout: PrintLayout } {
  const { number, seller, customer, quote } = invoice;
  const promoLabel = invoice.couponCode
    ? fill(t.promoCode, { code: invoice.couponCode, percent: quote.couponPercent })
    : fill(t.promoCodeNoCode, { percent: quote.couponPercent });
  const showPromo = invoice.couponCode !== null || quote.couponDiscount > 0;
  const totals: { label: string; value: string; className?: string }[] = [
    { label: t.cartTotal, value: invoiceAed(quote.cartTotal) },
    { label: t.discount, value: invoiceAed(-quote.discount) },
    { label: t.subTotal, value: invoiceAed(quote.subTotal) },
    ...(showPromo ? [{ label: promoLabel, value: invoiceAed(-quote.couponDiscount) }] : []),
    { label: t.total, value: invoiceAed(quote.total), className: 'strong rule-above' },
    { label: fill(t.vat, { vatPercent: VAT_PERCENT }), value: invoiceAed(quote.vat) },
    { label: t.excludingVat, value: invoiceAed(quote.total - quote.vat) },
  ];

  // The law asks for the supplier's name, address and TRN, and the recipient's: side by side under the header.
  const body = html`${documentHeader(t.title, [
      fill(t.invoiceNumber, { number }),
      fill(t.invoiceDate, { date: invoiceDate(invoice.issuedAt) }),
    ])}
    <section class="parties">
      ${sellerParty(seller, t)}
      <div class="party">
        <p class="label">${t.billTo}</p>
        <p class="name">${customer.name}</p>
        <p>${customer.email}</p>
        ${customer.phoneNumber && html`<p>${customer.phoneNumber}</p>`}
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
              <td class="amount">${invoiceAed(line.unitPrice)}</td>
              <td class="amount">${invoiceAed(line.total)}</td>
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
    html: documentHtml({ title: fill(t.documentTitle, { number }), body, testMode: options.testMode }),
    layout: pageMargins({
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
