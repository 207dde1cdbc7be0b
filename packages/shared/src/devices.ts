import { z } from 'zod';
import { idSchema } from './path-params.ts';

/**
 * The account's signed-in devices (Security and Privacy) and the new-device mail's 'This wasn't me' link. A device
 * is a browser that signed in: the list shows one row per session, the mail goes when an account signs in from a
 * browser it has not used before (recognised by a long-lived httpOnly cookie, `DEVICE_COOKIE`).
 */
export const DEVICE_COOKIE = 'weekends_device';
/** How long a browser is remembered as one of the account's devices: about a year, refreshed at every sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** How long the 'This wasn't me' link of a new-device mail works. */
export const NOT_ME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const DEVICE_MESSAGES = {
  sessionNotFound: 'That device is not signed in to your account.',
  currentSession: 'This is the device you are using: log out instead.',
  notMeInvalid: 'This link is not valid. Please use the link from the e-mail.',
  notMeExpired: 'This link has expired. If you still do not recognise that sign-in, reset your password.',
  notMeUsed: 'This link was already used: every device was signed out then. Reset your password to sign in again.',
} as const;

/** What kind of device a browser runs on, read from its user agent: the list's icon. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const signedInDeviceSchema = z.object({
  /** The session's id: what Sign out names. */
  id: z.number().int(),
  /** The session this request is made with. */
  current: z.boolean(),
  kind: z.enum(DEVICE_KINDS),
  /** 'Chrome', 'Safari'; null when the user agent does not say. */
  browser: z.string().nullable(),
  /** 'macOS', 'Android', 'iOS'; null when the user agent does not say. */
  system: z.string().nullable(),
  /** The approximate place, from a trusted proxy's headers at sign-in; null where unknown. */
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 country code ('AE'), which the web names in the page's language. */
  country: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = z.object({ items: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

/** How a sign-in proved who signed in: the 'Recent sign-ins' list and the data export's sign-in history. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'social', 'sign-up', 'guest'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** The sign-in log keeps a year: long enough to notice a stranger, short enough to hold little. */
export const SIGN_IN_LOG_DAYS = 365;
/** How many the Security and Privacy tab lists (the export has them all). */
export const RECENT_SIGN_INS = 10;

export const recentSignInSchema = z.object({
  signedInAt: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  /** The sign-in proved a second factor too. */
  secondFactor: z.boolean(),
  kind: z.enum(DEVICE_KINDS),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type RecentSignIn = z.infer<typeof recentSignInSchema>;
export const recentSignInsSchema = z.object({ items: z.array(recentSignInSchema) });
export type RecentSignIns = z.infer<typeof recentSignInsSchema>;

export const signedOutCountSchema = z.object({ signedOut: z.number().int().min(0) });

/** The 'This wasn't me' link's query: the alert's id and its signed token. */
export const notMeBodySchema = z.object({
  alert: idSchema,
  token: z.string().min(1).max(200),
});
export type NotMeBody = z.infer<typeof notMeBodySchema>;

/**
 * After 'This wasn't me': every session ended; `email` is the account's address when it has a password (now replaced
 * by one nobody knows), so the recovery page can start with it; null for an account that signs in with Google or
 * Facebook.
 */
export const notMeAnswerSchema = z.object({ email: z.string().nullable() });
export type NotMeAnswer = z.infer<typeof notMeAnswerSchema>;
