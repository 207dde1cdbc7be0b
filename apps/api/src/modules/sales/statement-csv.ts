import { stringify } from 'csv-stringify/sync';
import { dubaiDay, FILS_PER_AED, type Language } from '@weekends/shared';
import { fill } from '../../lib/mail-templates/format.ts';
import type { Statement } from './payouts.ts';
import { STATEMENT_MESSAGES } from './statement-messages.ts';

const moneyColumns = new Set([6, 7, 8]);

/**
 * The month's statement for a spreadsheet: one row per redeemed voucher, then the totals, what was paid out and the
 * balance. Amounts are plain decimals of AED. Text a host or customer typed is escaped so that a spreadsheet never
 * runs it as a formula (OWASP 'CSV injection'); numbers stay numbers, negative ones included. The headers and the
 * totals' labels are in `language`; dates stay ISO and amounts plain decimals, so a spreadsheet reads them in either.
 */
export function statementCsv(statement: Statement, language: Language = 'en'): string {
  const t = STATEMENT_MESSAGES[language];
  const aed = (label: string) => fill(t.moneyColumn, { label });
  const money = (fils: number) => fils / FILS_PER_AED;
  const rows: (string | number)[][] = statement.lines.map((line) => [
    dubaiDay(line.redeemedAt),
    line.orderNumber,
    line.voucherCode,
    line.activity,
    line.option ?? '',
    line.quantity,
    money(line.paid),
    money(line.fee),
    money(line.amountDue),
  ]);
  const { totals } = statement;
  const summary = (label: string, amount: number) => [label, '', '', '', '', '', '', '', money(amount)];
  return stringify(
    [
      ...rows,
      [t.total, '', '', '', '', totals.quantity, money(totals.paid), money(totals.fee), money(totals.amountDue)],
      summary(t.paidOut, statement.payouts),
      summary(t.balance, totals.amountDue - statement.payouts),
    ],
    {
      header: true,
      columns: [
        t.columnDate,
        t.columnOrder,
        t.columnVoucher,
        t.columnActivity,
        t.columnOption,
        t.columnQuantity,
        aed(t.columnPaid),
        aed(t.columnFee),
        aed(t.columnAmountDue),
      ],
      escape_formulas: true,
      // Excel reads a file without a byte order mark as the local code page and garbles names in other scripts.
      bom: true,
      cast: {
        number: (value, context) =>
          typeof context.index === 'number' && moneyColumns.has(context.index) ? value.toFixed(2) : String(value),
      },
    },
  );
}
