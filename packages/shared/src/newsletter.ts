import { z } from 'zod';

/** E-mail addresses are at most 180 characters, as on every other form. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 180;

/**
 * The newsletter's words. `subscribed`, `alreadySubscribed` and the two unsubscribe sentences are the earlier
 * site's own; 'Already Subscribed' is said only for an address that is subscribed now, so other failures have their
 * own words. The earlier site had no validation texts for this one-field form beyond 'required and of e-mail type'.
 */
export const NEWSLETTER_MESSAGES = {
  required: 'Required',
  emailInvalid: 'Email Id must be valid',
  tooLong: `Must be at most ${NEWSLETTER_EMAIL_MAX_LENGTH} characters.`,
  subscribed: 'Subscribed Successfully',
  alreadySubscribed: 'Already Subscribed',
  unsubscribed: 'You have successfully unsubscribed your email address from our newsletters. Thanks',
  alreadyUnsubscribed: 'You have already unsubscribed your email address from our newsletters. Thanks',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Please use the link from one of our newsletter emails, or write to support@weekends.ae.',
  tooManyRequests: 'Too many attempts, please wait a few minutes and try again.',
} as const;

/** Where a visitor subscribed: the home page block, the blog's 'Subscribe Us' box or the pop-up. */
export const NEWSLETTER_SOURCES = ['home', 'blog', 'popup'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  // An empty field is only 'Required', not also an invalid address.
  .min(1, { message: NEWSLETTER_MESSAGES.required, abort: true })
  .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.tooLong)
  .email(NEWSLETTER_MESSAGES.emailInvalid);

/**
 * POST /api/newsletter. The ALTCHA payload is required: each subscription mails the address given, so without a
 * proof of work anyone could make us mail strangers. The form solves it only once the field is touched.
 */
export const newsletterSubscribeBodySchema = z.object({
  email: newsletterEmailSchema,
  source: z.enum(NEWSLETTER_SOURCES),
  captcha: z.string().min(1, NEWSLETTER_MESSAGES.required).max(4096),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

/** 201: the address is subscribed now (new, or back after unsubscribing). 409 ALREADY_SUBSCRIBED otherwise. */
export const newsletterSubscribedSchema = z.object({ message: z.string() });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;

/** POST /api/newsletter/unsubscribe: the e-mail and token from the mailed /unsubscribe link. */
export const newsletterUnsubscribeBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.tooLong),
  token: z.string().min(1, NEWSLETTER_MESSAGES.required).max(200),
});
export type NewsletterUnsubscribeBody = z.input<typeof newsletterUnsubscribeBodySchema>;

/** 200 either way: unsubscribed now, or it already was (or never subscribed), which the page words differently. */
export const newsletterUnsubscribedSchema = z.object({ message: z.string(), alreadyUnsubscribed: z.boolean() });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
