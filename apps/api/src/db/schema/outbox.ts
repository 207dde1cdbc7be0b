import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A document rendered when the mail is sent (so the row stays small): e.g. an order's tax invoice. */
export type MailAttachment = { kind: 'tax-invoice'; orderId: number };

/**
 * Every e-mail the product sends. Without SMTP_URL it stays here (the back office and tests read it); with SMTP the
 * row records when it was handed to the server, or why that failed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What kind of mail, e.g. 'email-confirmation', 'password-reset'. */
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Extra headers the mail was rendered with (List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** Sending attempts so far; the job queue retries a failed send with growing delays. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('outbox_to_idx').on(t.toAddress, t.createdAt),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`sent_at is null`),
  ],
);
