import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';

/**
 * The back office's Mail section: the outbox, every mail the product sent or tried to. 'sent': accepted by the mail
 * server; 'failed': the last attempt failed (the queue retries it); 'pending': not tried yet, or kept in the outbox
 * only when the server runs without SMTP.
 */
export const MAIL_STATUSES = ['sent', 'pending', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const adminMailSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailDetailSchema = adminMailSchema.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const adminMailQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'attempts', 'toAddress']).default('createdAt'),
  status: z.enum([...MAIL_STATUSES, 'all']).default('all'),
});

/** The list's page, and whether the server hands mail to SMTP at all (without it every mail stays 'pending' here). */
export const adminMailPageSchema = z.object({
  items: z.array(adminMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  delivery: z.enum(['smtp', 'outbox']),
  /** After this many failed attempts the queue stops retrying and the mail waits for a person. */
  maxAttempts: z.number().int(),
});
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;

/** A resend is a new outbox row with the same content, queued; the original keeps its history. */
export const mailResendOutcomeSchema = z.object({ id: z.number().int(), resentAs: z.number().int() });
export type MailResendOutcome = z.infer<typeof mailResendOutcomeSchema>;
