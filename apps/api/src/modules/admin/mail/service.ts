import { and, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AdminMail,
  AdminMailDetail,
  AdminPage,
  MailResendOutcome,
  MailStatus,
  adminMailQuerySchema,
} from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';

type Row = typeof outbox.$inferSelect;
const MAIL_NOT_FOUND = 'Mail not found';

/** Sent once the server accepted it; failed while its last attempt failed; pending before any attempt. */
const statusOf = (row: Pick<Row, 'sentAt' | 'error'>): MailStatus =>
  row.sentAt ? 'sent' : row.error ? 'failed' : 'pending';

const byStatus = (status: MailStatus | 'all'): SQL | undefined =>
  status === 'sent'
    ? isNotNull(outbox.sentAt)
    : status === 'failed'
      ? and(isNull(outbox.sentAt), isNotNull(outbox.error))
      : status === 'pending'
        ? and(isNull(outbox.sentAt), isNull(outbox.error))
        : undefined;

const toMail = (row: Omit<Row, 'html' | 'text' | 'headers' | 'attachments'>): AdminMail => ({
  id: row.id,
  template: row.template,
  toAddress: row.toAddress,
  subject: row.subject,
  status: statusOf(row),
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** One page of the outbox, newest first by default; q finds a recipient or a subject. */
export async function listMails(
  db: Database,
  query: z.infer<typeof adminMailQuerySchema>,
): Promise<AdminPage<AdminMail>> {
  const q = query.q ? likePattern(query.q) : null;
  const where = and(byStatus(query.status), q ? or(ilike(outbox.toAddress, q), ilike(outbox.subject, q)) : undefined);
  const sortColumn = { createdAt: outbox.createdAt, attempts: outbox.attempts, toAddress: outbox.toAddress }[
    query.sort
  ];
  // The bodies stay out of the list: a page of 100 mails would otherwise carry 100 HTML documents.
  const columns = {
    id: outbox.id,
    template: outbox.template,
    toAddress: outbox.toAddress,
    subject: outbox.subject,
    createdAt: outbox.createdAt,
    sentAt: outbox.sentAt,
    error: outbox.error,
    attempts: outbox.attempts,
  };
  return pageOf(
    query,
    db
      .select(columns)
      .from(outbox)
      .where(where)
      .orderBy(...orderOf(query.dir, sortColumn, outbox.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(outbox).where(where),
    toMail,
  );
}

/** One mail with its stored HTML and text, and the documents attached when it is sent. */
export async function getMail(db: Database, id: number): Promise<AdminMailDetail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound(MAIL_NOT_FOUND);
  return { ...toMail(row), html: row.html, text: row.text, attachments: (row.attachments ?? []).map((a) => a.kind) };
}

/**
 * Resend: a new outbox row with the same recipient, content, headers and attachments, handed to the queue. The
 * original keeps its status, attempts and error as history; re-opening it instead would erase them and could race a
 * retry the queue still holds for it. Attachments are rendered again when the copy is sent.
 */
export async function resendMail(
  deps: { db: Database; mailer: Mailer },
  adminId: number,
  id: number,
): Promise<MailResendOutcome> {
  const resentAs = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!row) throw notFound(MAIL_NOT_FOUND);
    const [copy] = await tx
      .insert(outbox)
      .values({
        template: row.template,
        toAddress: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        attachments: row.attachments,
      })
      .returning({ id: outbox.id });
    await recordAdminAction(tx, adminId, {
      action: 'mail.resend',
      subject: { type: 'mail', id },
      before: { status: statusOf(row), attempts: row.attempts, error: row.error },
      after: { resentAs: copy!.id, status: 'pending' },
      detail: { to: row.toAddress, subject: row.subject },
    });
    return copy!.id;
  });
  await deps.mailer.queue(resentAs);
  return { id, resentAs };
}
