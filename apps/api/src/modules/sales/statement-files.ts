import type { FastifyReply } from 'fastify';
import { fill } from '../../lib/mail-templates/format.ts';
import { notFound } from '../../plugins/errors.ts';
import { payoutStatement } from './payouts.ts';
import { statementCsv } from './statement-csv.ts';
import { statementMessages } from './statement-messages.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import type { Executor } from '../../db/client.ts';
import type { DocumentPrinter } from '../../lib/documents/printer.ts';
import { API_MESSAGES, type Language } from '@weekends/shared';

export type StatementFormat = 'pdf' | 'csv';

/**
 * Sends a host's payout statement for a month as PDF or CSV: the host's own Payouts tab and the back office send the
 * very same file, in `language` (the asking page's: hosts have no language of their own yet). 404 when the month has
 * neither a redeemed voucher nor a payout.
 */
export async function sendStatement(
  db: Executor,
  reply: FastifyReply,
  hostId: number,
  month: string,
  format: StatementFormat,
  printer: DocumentPrinter,
  language: Language = 'en',
) {
  const statement = await payoutStatement(db, hostId, month);
  if (!statement) throw notFound(API_MESSAGES.noStatement);
  const disposition = `attachment; filename="${fill(statementMessages.fileName, { month })}.${format}"`;
  if (format === 'pdf')
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', disposition)
      .send(await renderStatementPdf(printer, statement, { language }));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', disposition)
    .send(statementCsv(statement, language));
}
