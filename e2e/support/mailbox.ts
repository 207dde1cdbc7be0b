import { parseMail, startSmtpServer, type ParsedMail, type TestSmtpServer } from '../../apps/api/src/test/mail.ts';

/**
 * A local SMTP server the product sends its mail to (SMTP_URL), as it would to a real provider in production;
 * the same stand-in the API tests use. Every mail also lands in the product's outbox table.
 */
export interface Mailbox {
  smtpUrl: string;
  /** Waits for the next mail to `to` whose subject matches, received after `since` messages. */
  waitFor(to: string, subject: RegExp, options?: { timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const smtp: TestSmtpServer = await startSmtpServer();
  const seen = new Set<number>();
  return {
    smtpUrl: smtp.url,
    async waitFor(to, subject, { timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const [index, message] of smtp.received.entries()) {
          if (seen.has(index) || !message.to.includes(to.toLowerCase())) continue;
          const mail = parseMail(message.raw);
          if (!subject.test(mail.headers.subject ?? '')) continue;
          seen.add(index);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => smtp.close(),
  };
}
