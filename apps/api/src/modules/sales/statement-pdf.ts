import type { Language } from '@weekends/shared';
import { documentFormat } from '../../lib/documents/format.ts';
import type { DocumentPrinter } from '../../lib/documents/printer.ts';
import { html } from '../../lib/documents/templates/html.ts';
import { documentHeader, documentHtml, pageMargins } from '../../lib/documents/templates/layout.ts';
import { fill } from '../../lib/mail-templates/format.ts';
import type { Statement } from './payouts.ts';
import { STATEMENT_MESSAGES } from './statement-messages.ts';

export interface StatementRenderOptions {
  /** The issue date printed in the header. */
  issuedAt?: Date;
  /** The language of the page it was asked from: 'ar' prints it in Arabic, right to left. English by default. */
  language?: Language;
}

type Line = Statement['lines'][number];
interface Column {
  label: string;
  /** Amounts and counts line up at the end of their column. */
  number?: boolean;
  text: (line: Line) => string;
}

/** The table's columns in a language: their headers, and each line's dates and amounts written in it. */
function columnsIn(language: Language): Column[] {
  const t = STATEMENT_MESSAGES[language];
  const { aed, date } = documentFormat(language);
  return [
    { label: t.columnDate, text: (l) => date(l.redeemedAt) },
    { label: t.columnOrder, text: (l) => l.orderNumber },
    { label: t.columnVoucher, text: (l) => l.voucherCode },
    { label: t.columnActivity, text: (l) => l.activity },
    { label: t.columnOption, text: (l) => l.option ?? '' },
    { label: t.columnQuantity, number: true, text: (l) => String(l.quantity) },
    { label: t.columnPaid, number: true, text: (l) => aed(l.paid) },
    { label: t.columnFee, number: true, text: (l) => aed(l.fee) },
    { label: t.columnAmountDue, number: true, text: (l) => aed(l.amountDue) },
  ];
}

/**
 * A host's payout statement for a month as a landscape page in the tax invoice's style: one row per redeemed voucher,
 * the totals under their columns, what was paid out and the balance, page numbers in the footer.
 */
export function statementDocument(statement: Statement, options: StatementRenderOptions = {}) {
  const language = options.language ?? 'en';
  const t = STATEMENT_MESSAGES[language];
  const columns = columnsIn(language);
  const amountColumns = columns.filter((c) => c.number).length;
  const { aed, date, month: monthIn } = documentFormat(language);
  const month = monthIn(statement.month);
  const { totals } = statement;
  const summary = [
    { label: t.amountDue, value: aed(totals.amountDue), className: 'strong' },
    { label: t.paidOut, value: aed(-statement.payouts), className: '' },
    { label: t.balance, value: aed(totals.amountDue - statement.payouts), className: 'strong rule-above' },
  ];
  const body = html`${documentHeader(t.title, [
      fill(t.month, { month }),
      fill(t.issued, { date: date(options.issuedAt ?? new Date()) }),
    ])}
    <section class="party statement-host">
      <p class="label">${t.host}</p>
      <p class="name">${statement.hostName}</p>
      <p>${fill(t.commission, { percent: statement.commissionPercent })}</p>
    </section>
    <table class="lines statement">
      <thead>
        <tr>
          ${columns.map((c) => html`<th class="${c.number ? 'number' : ''}">${c.label}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${
          statement.lines.length === 0
            ? html`<tr>
                <td class="empty" colspan="${columns.length}">${t.noVouchers}</td>
              </tr>`
            : statement.lines.map(
                (line) =>
                  html`<tr>
                    ${columns.map((c) => html`<td class="${c.number ? 'amount' : ''}">${c.text(line)}</td>`)}
                  </tr>`,
              )
        }
      </tbody>
      <tfoot>
        <tr>
          <td colspan="${columns.length - amountColumns}">${t.total}</td>
          <td class="amount">${totals.quantity}</td>
          <td class="amount">${aed(totals.paid)}</td>
          <td class="amount">${aed(totals.fee)}</td>
          <td class="amount">${aed(totals.amountDue)}</td>
        </tr>
      </tfoot>
    </table>
    <table class="totals">
      ${summary.map(
        (row) =>
          html`<tr class="${row.className}">
            <th>${row.label}</th>
            <td>${row.value}</td>
          </tr>`,
      )}
    </table>
    <section class="notes">
      <p>${t.payoutNote}</p>
      <p>${t.note}</p>
    </section>`;
  return {
    html: documentHtml({ title: fill(t.documentTitle, { month }), body, lang: language }),
    layout: pageMargins({
      lang: language,
      landscape: true,
      margin: 40,
      footer: fill(t.footer, { host: statement.hostName, month, page: '{page}', pages: '{pages}' }),
    }),
  };
}

/** The payout statement as an A4 landscape PDF. */
export function renderStatementPdf(
  printer: DocumentPrinter,
  statement: Statement,
  options: StatementRenderOptions = {},
): Promise<Buffer> {
  const page = statementDocument(statement, options);
  return printer.print(page.html, page.layout);
}
