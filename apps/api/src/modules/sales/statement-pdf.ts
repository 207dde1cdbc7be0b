import { invoiceAed, invoiceDate } from '../../lib/documents/invoice.ts';
import { a4Document, colours, fonts, printable, type TextStyle } from '../../lib/documents/pdf-page.ts';
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

const { muted, band } = colours;
const { regular, bold } = fonts;
const margin = 40;
const padding = 5;
const gap = 8;

type Align = NonNullable<TextStyle['align']>;
interface Column {
  label: string;
  width: number;
  align: Align;
  /** The cell's text of a line. */
  text: (line: Statement['lines'][number]) => string;
}

/**
 * A host's payout statement for a month, as an A4 landscape PDF in the tax invoice's style (lib/documents/pdf-page.ts):
 * one row per redeemed voucher, the totals, what was paid out and the balance, page numbers in the footer.
 */
export function renderStatementPdf(statement: Statement, options: StatementRenderOptions = {}): Promise<Buffer> {
  const month = monthLabel(statement.month);
  const { doc, done, left, width, bottom, write, line, header, footers } = a4Document({
    margin,
    layout: 'landscape',
    compress: options.compress,
    info: { Title: fill(t.documentTitle, { month }), Author: statement.hostName },
    textSize: 9,
  });

  let y = header(
    t.title,
    [fill(t.month, { month }), fill(t.issued, { date: invoiceDate(options.issuedAt ?? new Date()) })],
    { aboveRule: 10, belowRule: 12 },
  );
  y += write(t.host.toUpperCase(), left, y, width, { font: bold, size: 8, color: muted }) + 4;
  y += write(statement.hostName, left, y, width, { font: bold, size: 11 }) + 2;
  y += write(fill(t.commission, { percent: statement.commissionPercent }), left, y, width, { size: 10 }) + 16;

  const fixed: Column[] = [
    { label: t.columnDate, width: 62, align: 'left', text: (l) => invoiceDate(l.redeemedAt) },
    { label: t.columnOrder, width: 70, align: 'left', text: (l) => l.orderNumber },
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
    columns.forEach((c, i) =>
      write(c.label.toUpperCase(), xs[i]!, y + 6, c.width, { font: bold, size: 7, color: muted, align: c.align }),
    );
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
  [String(totals.quantity), invoiceAed(totals.paid), invoiceAed(totals.fee), invoiceAed(totals.amountDue)].forEach(
    (value, i) => write(value, xs[totalIndex + i]!, y, amounts[i]!.width, { font: bold, align: 'right' }),
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

  footers((page, pages) => fill(t.footer, { host: statement.hostName, month, page, pages }));
  doc.end();
  return done;
}
