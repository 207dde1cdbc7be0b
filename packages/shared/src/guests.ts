import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';

/** socialLogin: 0 none, 1 Facebook, 2 Google. */
export const SOCIAL_LOGIN = { none: 0, facebook: 1, google: 2 } as const;
export type SocialProvider = 'google' | 'facebook';
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const satisfies readonly SocialProvider[];

/** The earlier site's words, kept exactly. */
export const GUEST_MESSAGES = {
  signedUpWithGoogle: 'Opps! You last time signed up with your Gmail account.',
  signedUpWithFacebook: 'Opps! You last time signed up with your Facebook account.',
  socialAccountExists: 'An account already exists linked with this email address. Thanks!',
  proceedToLogin: 'An account with this email already exists, please proceed to login. Thanks!',
} as const;

/** The message for an e-mail whose account was made through a social login. */
export const signedUpWithMessage = (socialLogin: number) =>
  socialLogin === SOCIAL_LOGIN.facebook ? GUEST_MESSAGES.signedUpWithFacebook : GUEST_MESSAGES.signedUpWithGoogle;

/** Why a social-login account cannot change its e-mail in Personal Information, naming its provider. */
export const socialEmailLockedMessage = (socialLogin: number) =>
  socialLogin === SOCIAL_LOGIN.facebook
    ? ACCOUNT_MESSAGES.emailChangeNotAllowedFacebook
    : ACCOUNT_MESSAGES.emailChangeNotAllowedGoogle;

const name = z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
  .email(ACCOUNT_MESSAGES.emailInvalid);

/**
 * 'Continue as a Guest' (from checkout): names, e-mail and phone. POST /api/accounts/guest answers a
 * SessionAnswer (isGuest true) with 200 for a new or merged guest. An e-mail that belongs to a social account
 * answers 409 SOCIAL_ACCOUNT with signedUpWithMessage; a password account 409 EMAIL_EXISTS (the web shows
 * 'An account with this email already exists.' with a Log In link to /login?email=).
 */
export const guestBodySchema = z.object({
  firstName: name,
  lastName: name,
  email,
  phoneNumber: phoneNumberSchema,
  captcha: z.string().min(1, ACCOUNT_MESSAGES.required).max(4096),
});
export type GuestBody = z.input<typeof guestBodySchema>;

/** Which social buttons to show: only providers configured on the server (GET /api/auth/providers). */
export const socialProvidersAnswerSchema = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) });

/**
 * Social login is a redirect flow: the browser goes to /api/auth/{provider}/start?returnTo=/path. The
 * provider sends it back to /api/auth/{provider}/callback, which redirects to:
 * - returnTo, logged in, when the account exists with that provider;
 * - /login?socialError=exists when the e-mail belongs to a password account (GUEST_MESSAGES.socialAccountExists);
 * - /login?socialError=suspended when the account was suspended by the provider (ACCOUNT_MESSAGES.accountSuspended);
 * - /login?social=phone&returnTo=… when no account exists: the phone capture view reads
 *   GET /api/auth/social/pending and completes with POST /api/auth/social/complete.
 */
export const socialPendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SocialPending = z.infer<typeof socialPendingSchema>;

export const socialCompleteBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export type SocialCompleteBody = z.input<typeof socialCompleteBodySchema>;
