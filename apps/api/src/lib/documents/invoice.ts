import PDFDocument from 'pdfkit';
import { FILS_PER_AED, TIME_ZONE, VAT_PERCENT, type Quote } from '@weekends/shared';
import { fill } from '../mail-templates/format.ts';

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
}

const t = invoiceMessages;

const teal = '#0f766e';
const ink = '#1f2937';
const muted = '#6b7280';
const rule = '#e5e7eb';
const band = '#f3f4f6';
const regular = 'Helvetica';
const bold = 'Helvetica-Bold';

const margin = 50;
/** Room under the content for the page footer. */
const footerSpace = 24;
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
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} ${shortMonths[part('month') - 1]} ${part('year')}`;
}

/** Characters pdfkit's standard fonts can draw besides Latin-1: the Windows-1252 extras (€, dashes, quotes, …). */
const winAnsiExtras = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const drawable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || winAnsiExtras.has(code);

/**
 * Text the standard (WinAnsi) fonts can print. pdfkit writes any other character as a wrong glyph, so accents are
 * stripped where that helps ('ă' becomes 'a') and the rest becomes '?'. Names in Arabic
 * script need an embedded font, which this document deliberately does without.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?|\t/g, (c) => (c === '\t' ? ' ' : '\n'))) {
    const code = char.codePointAt(0)!;
    if (drawable(code)) {
      out += char;
      continue;
    }
    const base = [...char.normalize('NFKD')].filter((c) => drawable(c.codePointAt(0)!)).join('');
    out += base || '?';
  }
  return out;
}

/** Collects the PDF stream into one Buffer. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A UAE tax invoice of a paid order, as an A4 PDF. */
export function renderTaxInvoice(invoice: TaxInvoice, options: RenderOptions = {}): Promise<Buffer> {
  const { number, seller, customer, quote } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    compress: options.compress ?? true,
    // Buffered so the footer can say 'Page 1 of 2' once the page count is known.
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: printable(fill(t.documentTitle, { number })),
      Subject: printable(fill(t.documentSubject, { number, seller: seller.name })),
      Author: printable(seller.name),
      Creator: printable(seller.name),
    },
  });
  const done = collect(doc);

  const left = margin;
  const width = doc.page.width - 2 * margin;
  const right = left + width;
  const bottom = () => doc.page.height - margin - footerSpace;

  /** Writes one block of text at (x, y) and returns its height. Callers make room first (ensureSpace), so pdfkit never opens a page on its own. */
  const write = (text: string, x: number, y: number, w: number, style: { font?: string; size?: number; color?: string; align?: 'left' | 'right' | 'center'; maxLines?: number } = {}) => {
    doc.font(style.font ?? regular).fontSize(style.size ?? 10).fillColor(style.color ?? ink);
    const value = printable(text);
    const full = doc.heightOfString(value, { width: w });
    const height = style.maxLines ? Math.min(full, style.maxLines * doc.currentLineHeight(true)) : full;
    // A point of slack on the clip height so rounding never drops the last line that was measured to fit.
    doc.text(value, x, y, { width: w, align: style.align ?? 'left', ...(style.maxLines ? { height: height + 1, ellipsis: true } : {}) });
    return height;
  };

  const line = (y: number, color = rule, thickness = 0.75) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(thickness).strokeColor(color).stroke();
  };

  // Header: the title, and the invoice's number and date on the right.
  let y = margin;
  const titleHeight = write(t.title, left, y, width / 2, { font: bold, size: 22, color: teal });
  let metaY = y + 2;
  metaY += write(fill(t.invoiceNumber, { number }), left + width / 2, metaY, width / 2, { font: bold, align: 'right' }) + 2;
  metaY += write(fill(t.invoiceDate, { date: invoiceDate(invoice.issuedAt) }), left + width / 2, metaY, width / 2, { align: 'right' });
  y = Math.max(y + titleHeight, metaY) + 12;
  line(y);
  y += 14;

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
    if (item.detail) write(item.detail, descriptionX, ty + descriptionHeight + 2, descriptionWidth, { size: 9, color: muted, maxLines: maxDetailLines });
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
      doc.moveTo(labelX, y - 3).lineTo(right, y - 3).lineWidth(1).strokeColor(ink).stroke();
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

  // Footers last, now that the page count is known. The bottom margin is lifted while writing them, or pdfkit
  // would take text below it as overflow and open yet another page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footer = fill(t.footer, { seller: seller.name, trn: seller.trn, number, page: index - range.start + 1, pages: range.count });
    write(footer, left, doc.page.height - margin + 6, width, { size: 8, color: muted, align: 'center', maxLines: 1 });
    doc.page.margins.bottom = savedBottom;
  }

  doc.end();
  return done;
}
