import PDFDocument from 'pdfkit';
import { collect, invoiceAed, invoiceDate, printable } from '../../lib/documents/invoice.ts';
import { fill } from '../../lib/mail-templates/format.ts';
import { HOST_SALES_MESSAGES } from '@weekends/shared';
import type { Statement } from './payouts.ts';
import { monthLabel, statementMessages as t } from './statement-messages.ts';

export interface StatementRenderOptions {
  /** Tests turn stream compression off to read the page contents. */
  compress?: boolean;
  /** The issue date printed in the header. */
  issuedAt?: Date;
}

const teal = '#0f766e';
const ink = '#1f2937';
const muted = '#6b7280';
const rule = '#e5e7eb';
const band = '#f3f4f6';
const regular = 'Helvetica';
const bold = 'Helvetica-Bold';
const margin = 40;
const footerSpace = 24;
const padding = 5;
const gap = 8;

type Align = 'left' | 'right' | 'center';
interface Column {
  label: string;
  width: number;
  align: Align;
  /** The cell's text of a line. */
  text: (line: Statement['lines'][number]) => string;
}

/**
 * A host's payout statement for a month, as an A4 landscape PDF in the tax invoice's style (lib/documents/invoice.ts):
 * one row per redeemed voucher, the totals, what was paid out and the balance, page numbers in the footer.
 */
export function renderStatementPdf(statement: Statement, options: StatementRenderOptions = {}): Promise<Buffer> {
  const month = monthLabel(statement.month);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin,
    compress: options.compress ?? true,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: printable(fill(t.documentTitle, { month })), Author: printable(statement.hostName) },
  });
  const done = collect(doc);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const right = left + width;
  const bottom = () => doc.page.height - margin - footerSpace;

  const write = (text: string, x: number, y: number, w: number, style: { font?: string; size?: number; color?: string; align?: Align; maxLines?: number } = {}) => {
    doc.font(style.font ?? regular).fontSize(style.size ?? 9).fillColor(style.color ?? ink);
    const value = printable(text);
    const full = doc.heightOfString(value, { width: w });
    const height = style.maxLines ? Math.min(full, style.maxLines * doc.currentLineHeight(true)) : full;
    doc.text(value, x, y, { width: w, align: style.align ?? 'left', ...(style.maxLines ? { height: height + 1, ellipsis: true } : {}) });
    return height;
  };
  const line = (y: number, color = rule) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(color).stroke();

  let y = margin;
  const titleHeight = write(t.title, left, y, width / 2, { font: bold, size: 22, color: teal });
  let metaY = y + 2;
  metaY += write(fill(t.month, { month }), left + width / 2, metaY, width / 2, { font: bold, size: 10, align: 'right' }) + 2;
  metaY += write(fill(t.issued, { date: invoiceDate(options.issuedAt ?? new Date()) }), left + width / 2, metaY, width / 2, { size: 10, align: 'right' });
  y = Math.max(y + titleHeight, metaY) + 10;
  line(y);
  y += 12;
  y += write(t.host.toUpperCase(), left, y, width, { font: bold, size: 8, color: muted }) + 4;
  y += write(statement.hostName, left, y, width, { font: bold, size: 11 }) + 2;
  y += write(fill(t.commission, { percent: statement.commissionPercent }), left, y, width, { size: 10 }) + 16;

  const fixed: Column[] = [
    { label: t.columnDate, width: 62, align: 'left', text: (l) => invoiceDate(l.redeemedAt) },
    { label: t.columnOrder, width: 52, align: 'left', text: (l) => String(l.bookingId) },
    { label: t.columnVoucher, width: 62, align: 'left', text: (l) => l.voucherCode },
  ];
  const amounts: Column[] = [
    { label: t.columnQuantity, width: 30, align: 'right', text: (l) => String(l.quantity) },
    { label: t.columnPaid, width: 78, align: 'right', text: (l) => invoiceAed(l.paid) },
    { label: t.columnFee, width: 70, align: 'right', text: (l) => invoiceAed(l.fee) },
    { label: t.columnAmountDue, width: 78, align: 'right', text: (l) => invoiceAed(l.amountDue) },
  ];
  const taken = [...fixed, ...amounts].reduce((sum, c) => sum + c.width, 0) + 8 * gap + 2 * padding;
  const free = width - taken;
  const text: Column[] = [
    { label: t.columnActivity, width: Math.floor(free * 0.6), align: 'left', text: (l) => l.activity },
    { label: t.columnOption, width: Math.floor(free * 0.4), align: 'left', text: (l) => l.option ?? '' },
  ];
  const columns = [...fixed, ...text, ...amounts];
  const xs: number[] = [];
  let x = left + padding;
  for (const column of columns) {
    xs.push(x);
    x += column.width + gap;
  }
  const maxLines = 3;

  const tableHeader = () => {
    doc.rect(left, y, width, 20).fill(band);
    columns.forEach((c, i) => write(c.label.toUpperCase(), xs[i]!, y + 6, c.width, { font: bold, size: 7, color: muted, align: c.align }));
    y += 20;
  };
  const ensureSpace = (height: number, repeatHeader: boolean) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    y = margin;
    if (repeatHeader) tableHeader();
  };
  const heightOf = (value: string, w: number) => {
    doc.font(regular).fontSize(9);
    return Math.min(doc.heightOfString(printable(value), { width: w }), maxLines * doc.currentLineHeight(true));
  };

  ensureSpace(20 + 30, false);
  tableHeader();
  for (const item of statement.lines) {
    const height = padding * 2 + Math.max(...columns.map((c) => heightOf(c.text(item), c.width)));
    ensureSpace(height, true);
    columns.forEach((c, i) => write(c.text(item), xs[i]!, y + padding, c.width, { align: c.align, maxLines }));
    y += height;
    line(y);
  }
  if (statement.lines.length === 0) {
    y += padding;
    y += write(t.noVouchers, left + padding, y, width, { color: muted }) + padding;
    line(y);
  }

  // The totals under their columns, then the month's sums, kept together on one page.
  const { totals } = statement;
  const summary = [
    { label: t.amountDue, value: invoiceAed(totals.amountDue), strong: true },
    { label: t.paidOut, value: invoiceAed(-statement.payouts) },
    { label: t.balance, value: invoiceAed(totals.amountDue - statement.payouts), strong: true },
  ];
  ensureSpace(24 + summary.length * 18 + 60, false);
  y += padding;
  const totalIndex = columns.length - amounts.length;
  write(t.total, xs[0]!, y, xs[totalIndex - 1]! - xs[0]!, { font: bold });
  [String(totals.quantity), invoiceAed(totals.paid), invoiceAed(totals.fee), invoiceAed(totals.amountDue)].forEach((value, i) =>
    write(value, xs[totalIndex + i]!, y, amounts[i]!.width, { font: bold, align: 'right' }),
  );
  y += 24;
  const valueX = xs[columns.length - 1]!;
  const valueWidth = amounts[amounts.length - 1]!.width;
  const labelWidth = 220;
  for (const row of summary) {
    const style = row.strong ? { font: bold, size: 10 } : { size: 10 };
    write(row.label, valueX - gap - labelWidth, y, labelWidth, { ...style, align: 'right' });
    write(row.value, valueX, y, valueWidth, { ...style, align: 'right' });
    y += 18;
  }
  y += 12;
  y += write(HOST_SALES_MESSAGES.payoutNote, left, y, width, { size: 8, color: muted }) + 3;
  write(t.note, left, y, width, { size: 8, color: muted });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footer = fill(t.footer, { host: statement.hostName, month, page: index - range.start + 1, pages: range.count });
    write(footer, left, doc.page.height - margin + 6, width, { size: 8, color: muted, align: 'center', maxLines: 1 });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}
