import { FILS_PER_AED, TEST_MODE_MESSAGES, TIME_ZONE, VAT_PERCENT, type Quote } from '@weekends/shared';
import { fill } from '../mail-templates/format.ts';
import { a4Document, colours, fonts, printable } from './pdf-page.ts';

// printable() lives in pdf-page.ts, shared with the payout statement; still answered here for the invoice's callers.
export { printable };

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
  /** Tests turn stream compression off to read the page contents; production keeps the default (on). */
  compress?: boolean;
  /** Payments are the sandbox's: every page says the invoice is a test and no valid tax invoice. */
  testMode?: boolean;
}

const t = invoiceMessages;

const { ink, muted, band } = colours;
const { regular, bold } = fonts;

const margin = 50;
const cellPadding = 6;
const columnGap = 10;
/** A pathological description must not outgrow a page, so cells are clipped to a few lines with an ellipsis. */
const maxDescriptionLines = 3;
const maxDetailLines = 2;

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

/** A UAE tax invoice of a paid order, as an A4 PDF. */
export function renderTaxInvoice(invoice: TaxInvoice, options: RenderOptions = {}): Promise<Buffer> {
  const { number, seller, customer, quote } = invoice;
  const { doc, done, left, width, right, bottom, write, line, header, footers, stamp } = a4Document({
    margin,
    compress: options.compress,
    info: {
      Title: fill(t.documentTitle, { number }),
      Subject: fill(t.documentSubject, { number, seller: seller.name }),
      Author: seller.name,
      Creator: seller.name,
    },
    textSize: 10,
  });

  // Header: the title, and the invoice's number and date on the right.
  let y = header(
    t.title,
    [fill(t.invoiceNumber, { number }), fill(t.invoiceDate, { date: invoiceDate(invoice.issuedAt) })],
    { aboveRule: 12, belowRule: 14 },
  );

  // Seller and customer side by side: the law asks for the supplier's name, address and TRN, and the recipient's.
  const half = (width - 2 * columnGap) / 2;
  const block = (x: number, heading: string, rows: { text: string; font?: string }[]) => {
    let by = y;
    by += write(heading.toUpperCase(), x, by, half, { font: bold, size: 8, color: muted }) + 4;
    for (const row of rows) by += write(row.text, x, by, half, { font: row.font, size: 10 }) + 2;
    return by;
  };
  const sellerEnd = block(left, t.seller, [
    { text: seller.name, font: bold },
    { text: seller.address },
    { text: fill(t.trn, { trn: seller.trn }), font: bold },
    { text: seller.email },
  ]);
  const customerRows = [{ text: customer.name, font: bold }, { text: customer.email }];
  if (customer.phoneNumber) customerRows.push({ text: customer.phoneNumber });
  if (customer.address) customerRows.push({ text: customer.address });
  const customerEnd = block(left + half + 2 * columnGap, t.billTo, customerRows);
  y = Math.max(sellerEnd, customerEnd) + 18;

  // The table's columns, right to left: amount, unit price, quantity, and the description takes what is left.
  const amountWidth = 95;
  const unitWidth = 95;
  const quantityWidth = 35;
  const amountX = right - amountWidth;
  const unitX = amountX - columnGap - unitWidth;
  const quantityX = unitX - columnGap - quantityWidth;
  const descriptionX = left + cellPadding;
  const descriptionWidth = quantityX - columnGap - descriptionX;

  const tableHeader = () => {
    const height = 22;
    doc.rect(left, y, width, height).fill(band);
    const ty = y + 7;
    const style = { font: bold, size: 8, color: muted } as const;
    write(t.columnDescription.toUpperCase(), descriptionX, ty, descriptionWidth, style);
    write(t.columnQuantity.toUpperCase(), quantityX, ty, quantityWidth, { ...style, align: 'right' });
    write(t.columnUnitPrice.toUpperCase(), unitX, ty, unitWidth, { ...style, align: 'right' });
    write(t.columnAmount.toUpperCase(), amountX - cellPadding, ty, amountWidth, { ...style, align: 'right' });
    y += height;
  };

  const newPage = () => {
    doc.addPage();
    y = margin;
  };

  /** Starts a new page when `height` does not fit on this one; the table repeats its header there. */
  const ensureSpace = (height: number, repeatHeader: boolean) => {
    if (y + height <= bottom()) return;
    newPage();
    if (repeatHeader) tableHeader();
  };

  const measure = (text: string, w: number, font: string, size: number, maxLines: number) => {
    doc.font(font).fontSize(size);
    return Math.min(doc.heightOfString(printable(text), { width: w }), maxLines * doc.currentLineHeight(true));
  };

  ensureSpace(22 + 40, false);
  tableHeader();
  for (const item of invoice.lines) {
    const descriptionHeight = measure(item.description, descriptionWidth, bold, 10, maxDescriptionLines);
    const detailHeight = item.detail ? measure(item.detail, descriptionWidth, regular, 9, maxDetailLines) : 0;
    const rowHeight = cellPadding + descriptionHeight + (detailHeight ? 2 + detailHeight : 0) + cellPadding;
    ensureSpace(rowHeight, true);
    const ty = y + cellPadding;
    write(item.description, descriptionX, ty, descriptionWidth, { font: bold, maxLines: maxDescriptionLines });
    if (item.detail)
      write(item.detail, descriptionX, ty + descriptionHeight + 2, descriptionWidth, {
        size: 9,
        color: muted,
        maxLines: maxDetailLines,
      });
    write(String(item.quantity), quantityX, ty, quantityWidth, { align: 'right' });
    write(invoiceAed(item.unitPrice), unitX, ty, unitWidth, { align: 'right' });
    write(invoiceAed(item.total), amountX - cellPadding, ty, amountWidth, { align: 'right' });
    y += rowHeight;
    line(y);
  }

  // Totals, kept together on one page so the amount due never stands apart from its breakdown.
  const promoLabel = invoice.couponCode
    ? fill(t.promoCode, { code: invoice.couponCode, percent: quote.couponPercent })
    : fill(t.promoCodeNoCode, { percent: quote.couponPercent });
  const showPromo = invoice.couponCode !== null || quote.couponDiscount > 0;
  const vatLabel = fill(t.vat, { vatPercent: VAT_PERCENT });
  const totals: { label: string; value: string; strong?: boolean; ruleAbove?: boolean }[] = [
    { label: t.cartTotal, value: invoiceAed(quote.cartTotal) },
    { label: t.discount, value: invoiceAed(-quote.discount) },
    { label: t.subTotal, value: invoiceAed(quote.subTotal) },
    ...(showPromo ? [{ label: promoLabel, value: invoiceAed(-quote.couponDiscount) }] : []),
    { label: t.total, value: invoiceAed(quote.total), strong: true, ruleAbove: true },
    { label: vatLabel, value: invoiceAed(quote.vat) },
    { label: t.excludingVat, value: invoiceAed(quote.total - quote.vat) },
  ];
  const totalRowHeight = 18;
  const totalsHeight = 12 + totals.length * totalRowHeight + 8;
  ensureSpace(totalsHeight, false);
  y += 12;
  const labelWidth = 220;
  const labelX = amountX - columnGap - labelWidth;
  for (const row of totals) {
    if (row.ruleAbove) {
      doc
        .moveTo(labelX, y - 3)
        .lineTo(right, y - 3)
        .lineWidth(1)
        .strokeColor(ink)
        .stroke();
      y += 3;
    }
    const style = row.strong ? { font: bold, size: 11 } : { size: 10 };
    write(row.label, labelX, y, labelWidth, { ...style, align: 'right' });
    write(row.value, amountX - cellPadding, y, amountWidth, { ...style, align: 'right' });
    y += totalRowHeight;
  }

  // The closing note.
  y += 16;
  const note = fill(t.note, { vatPercent: VAT_PERCENT });
  const thanks = fill(t.thanks, { seller: seller.name });
  ensureSpace(measure(note, width, regular, 9, 4) + measure(thanks, width, regular, 9, 4) + 4, false);
  y += write(note, left, y, width, { size: 9, color: muted }) + 4;
  write(thanks, left, y, width, { size: 9, color: muted });

  footers((page, pages) => fill(t.footer, { seller: seller.name, trn: seller.trn, number, page, pages }));
  if (options.testMode) stamp(TEST_MODE_MESSAGES.invoice, TEST_MODE_MESSAGES.mark);

  doc.end();
  return done;
}
