import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { renderMail, type MailTemplate, type MailTemplateData } from './mail-templates/templates.ts';

export interface MailerOptions {
  db: Database;
  /** Without it every mail stays in the outbox table, which the back office and tests read. */
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Logs a link to each mail's dev view, so a developer without SMTP can click through confirmation mails. */
  logDevLinks?: boolean;
}

/**
 * 'outbox': stored only (no SMTP); 'sent': accepted by the SMTP server; 'failed': stored with the error (or, if even
 * storing failed, id is null). Callers decide whether a failure matters to their user; send never throws.
 */
export type SendOutcome = { id: number; status: 'outbox' | 'sent' } | { id: number | null; status: 'failed'; error: string };

export interface Mailer {
  send<T extends MailTemplate>(template: T, to: string, data: MailTemplateData[T]): Promise<SendOutcome>;
  /** Closes pooled SMTP connections (on app close). */
  close(): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  // Pooled: a burst of sign-ups reuses a few connections instead of one TLS handshake per mail.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 5, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : undefined;

  return {
    async send(template, to, data) {
      let id: number | null = null;
      try {
        const mail = renderMail(template, data, options.publicUrl);
        const [row] = await db
          .insert(outbox)
          .values({ template, toAddress: to, subject: mail.subject, html: mail.html, text: mail.text })
          .returning({ id: outbox.id });
        id = row!.id;
        if (options.logDevLinks) log.info({ outboxId: id, template, to }, `mail '${mail.subject}' to ${to}: ${new URL(`/api/dev/outbox/${id}`, options.publicUrl)}`);
        if (!transport) return { id, status: 'outbox' };

        try {
          await transport.sendMail({ from: options.from, to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
        } catch (error) {
          await db.update(outbox).set({ error: message(error) }).where(eq(outbox.id, id));
          throw error;
        }
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        log.error({ err: error, outboxId: id, template, to }, 'mail not sent');
        return { id, status: 'failed', error: message(error) };
      }
    },
    close() {
      transport?.close();
    },
  };
}
