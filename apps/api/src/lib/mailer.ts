import nodemailer from 'nodemailer';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.ts';
import { outbox, type MailAttachment } from '../db/schema/index.ts';
import { renderMail, type MailTemplate, type MailTemplateData } from './mail-templates/templates.ts';
import type { Jobs } from './jobs.ts';
import type { Language } from '@weekends/shared';

/** A document for an attachment, made when the mail is sent. */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
/**
 * Renders an attachment when its mail is sent, reading through `executor`: the delivery's own transaction, which on
 * the embedded single-connection database is the only one that can read while it holds the outbox row.
 */
export type AttachmentRenderer = (attachment: MailAttachment, executor: Executor) => Promise<RenderedAttachment>;

export interface MailerOptions {
  db: Database;
  /** Without it every mail stays in the outbox table, which the back office and tests read. */
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Logs a link to each mail's dev view, so a developer without SMTP can click through confirmation mails. */
  logDevLinks?: boolean;
  /** Payments are the sandbox's: every mail opens with the test-mode line and marks its voucher codes TEST. */
  testMode?: boolean;
}

/**
 * 'outbox': stored only (no SMTP); 'sent': accepted by the SMTP server; 'queued': stored and handed to the job queue,
 * which sends it; 'failed': stored with the error (the queue retries it when there is one; if even storing failed,
 * id is null). Callers decide whether a failure matters to their user; send never throws.
 */
export type SendOutcome =
  { id: number; status: 'outbox' | 'sent' | 'queued' } | { id: number | null; status: 'failed'; error: string };

export interface SendOptions {
  /** The reader's language ('en' when left out): the mail's words, layout direction, prices, dates and links. */
  language?: Language;
  /** Documents rendered at sending time (a tax invoice), so a retried mail carries them too. */
  attachments?: MailAttachment[];
  /**
   * Leave the sending to the job queue instead of trying at once: for mails caused by a payment, whose webhook
   * should answer quickly and whose mail must survive a failure of the SMTP server.
   */
  queue?: boolean;
  /**
   * Store the mail in this transaction and leave it unsent: the caller hands it to the queue (`queue(id)`) after
   * the commit, so the mail exists exactly when what it announces does (and the sweep sends it after a crash).
   */
  executor?: Pick<Database, 'insert'>;
}

export interface Mailer {
  send<T extends MailTemplate>(
    template: T,
    to: string,
    data: MailTemplateData[T],
    options?: SendOptions,
  ): Promise<SendOutcome>;
  /** Hands a stored mail to the job queue (or, without SMTP, leaves it in the outbox). */
  queue(outboxId: number): Promise<void>;
  /** Sends a stored mail that is not sent yet; throws when the SMTP server refuses it (the queue then retries). */
  deliver(outboxId: number): Promise<void>;
  /** Hands unsent mails older than a minute to the queue again (after a crash or an exhausted retry). */
  sweep(): Promise<number>;
  /** Connects the job queue (once it is running) and the renderer of attachments. */
  attach(deps: { jobs?: Jobs; renderAttachment?: AttachmentRenderer }): void;
  /** Closes pooled SMTP connections (on app close). */
  close(): void;
}

export const MAIL_DELIVER_QUEUE = 'mail.deliver';
/** After this many attempts a mail waits for a person (the back office shows it with its error). */
export const MAX_MAIL_ATTEMPTS = 10;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  // Pooled: a burst of sign-ups reuses a few connections instead of one TLS handshake per mail.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  let jobs: Jobs | undefined;
  let renderAttachment: AttachmentRenderer | undefined;

  const enqueue = (id: number, startAfter?: Date) =>
    jobs!.send(MAIL_DELIVER_QUEUE, { outboxId: id }, { singletonKey: `outbox:${id}`, startAfter });

  /** One attempt, under a row lock so two workers never send the same mail twice; the error is kept on the row. */
  async function deliver(id: number): Promise<void> {
    if (!transport) return;
    const failure = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
        .for('update', { skipLocked: true });
      if (!row) return null;
      try {
        const attachments = renderAttachment
          ? await Promise.all((row.attachments ?? []).map((a) => renderAttachment!(a, tx)))
          : [];
        await transport.sendMail({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers ?? undefined,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
      } catch (error) {
        await tx
          .update(outbox)
          .set({ error: message(error), attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, id));
        return error;
      }
      await tx
        .update(outbox)
        .set({ sentAt: new Date(), error: null, attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
      return null;
    });
    if (failure) throw failure;
  }

  return {
    async send(template, to, data, sendOptions = {}) {
      let id: number | null = null;
      try {
        const mail = renderMail(template, data, options.publicUrl, {
          testMode: options.testMode,
          language: sendOptions.language,
        });
        const [row] = await (sendOptions.executor ?? db)
          .insert(outbox)
          .values({
            template,
            toAddress: to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: mail.headers ?? null,
            attachments: sendOptions.attachments ?? null,
          })
          .returning({ id: outbox.id });
        id = row!.id;
        if (options.logDevLinks)
          log.info(
            { outboxId: id, template, to },
            `mail '${mail.subject}' to ${to}: ${new URL(`/api/dev/outbox/${id}`, options.publicUrl)}`,
          );
        if (!transport) return { id, status: 'outbox' };
        if (sendOptions.executor) return { id, status: 'queued' };
        if (sendOptions.queue && jobs) {
          await enqueue(id);
          return { id, status: 'queued' };
        }
        try {
          await deliver(id);
        } catch (error) {
          // Not lost: the queue tries again with growing delays, and the sweep catches whatever it misses.
          if (jobs) await enqueue(id, new Date(Date.now() + 5_000)).catch(() => undefined);
          throw error;
        }
        return { id, status: 'sent' };
      } catch (error) {
        log.error({ err: error, outboxId: id, template, to }, 'mail not sent');
        return { id, status: 'failed', error: message(error) };
      }
    },
    deliver,
    async queue(id) {
      if (transport && jobs) await enqueue(id);
    },
    async sweep() {
      if (!transport || !jobs) return 0;
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lt(outbox.attempts, MAX_MAIL_ATTEMPTS),
            lt(outbox.createdAt, sql`now() - interval '1 minute'`),
          ),
        )
        .limit(500);
      for (const row of rows) await enqueue(row.id);
      return rows.length;
    },
    attach(deps) {
      jobs = deps.jobs ?? jobs;
      renderAttachment = deps.renderAttachment ?? renderAttachment;
    },
    close() {
      transport?.close();
    },
  };
}
