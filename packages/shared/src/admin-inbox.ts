import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';

/**
 * The back office's Inbox: what visitors sent through the forms, each list paged on the server, and
 * 'handled' marking what the provider has dealt with.
 */
export const INBOX_TABS = ['interest', 'messages', 'applications', 'nominations', 'subscribers'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** 'new' (not handled yet, the default), 'handled' or 'all'. */
export const inboxStatusSchema = z.enum(['new', 'handled', 'all']).default('new');

export const INBOX_MESSAGES = {
  notOnSale:
    'The activity is not on sale yet: make it active and bookable (not sold out, not request-only) before telling anyone.',
  notFound: 'Not found',
} as const;

/** An activity people asked about, with how many asked and how many are still to be told it is on sale. */
export const interestActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Active, not sold out and taking bookings (no longer request-only): people may be told. */
  onSale: z.boolean(),
  requests: z.number().int(),
  waiting: z.number().int(),
  unnotified: z.number().int(),
  lastRequestAt: z.string(),
});
export type InterestActivity = z.infer<typeof interestActivitySchema>;
export const interestActivitiesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['lastRequestAt', 'requests', 'unnotified', 'title']).default('lastRequestAt'),
});

export const interestRequestSchema = z.object({
  id: z.number().int(),
  activity: z.object({ id: z.number().int(), title: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  notifiedAt: z.string().nullable(),
});
export type InterestRequestRow = z.infer<typeof interestRequestSchema>;
export const interestRequestsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'email']).default('createdAt'),
  status: inboxStatusSchema,
  activityId: z.coerce.number().int().positive().optional(),
});

/** What 'Tell them' did: how many people were mailed (each address once). */
export const interestNotifyOutcomeSchema = z.object({ notified: z.number().int() });
export type InterestNotifyOutcome = z.infer<typeof interestNotifyOutcomeSchema>;

/** Contact, corporate 'Get in touch' and host ('partner') contact messages. */
export const CONTACT_KINDS = ['contact', 'corporate', 'partner'] as const;
export const contactMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'email']).default('createdAt'),
  status: inboxStatusSchema,
  kind: z.enum(CONTACT_KINDS).optional(),
});

export const applicationsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'email']).default('createdAt'),
  status: inboxStatusSchema,
});

export const NOMINATION_KINDS = ['give-back', 'sports'] as const;
export const nominationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type NominationRow = z.infer<typeof nominationSchema>;
export const nominationsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'email']).default('createdAt'),
  status: inboxStatusSchema,
  kind: z.enum(NOMINATION_KINDS).optional(),
});

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  source: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['subscribedAt', 'email']).default('subscribedAt'),
  status: z.enum(['subscribed', 'unsubscribed', 'all']).default('subscribed'),
});
/** The CSV export takes the list's filters, without paging: every subscriber the filters find. */
export const subscribersExportQuerySchema = subscribersQuerySchema.omit({ page: true, pageSize: true });

export const handledOutcomeSchema = z.object({ id: z.number().int(), handledAt: z.string() });
export type HandledOutcome = z.infer<typeof handledOutcomeSchema>;
