import { limit, TEN_MINUTES } from '../../plugins/rate-limit.ts';

/**
 * Per-IP limits, counted like the account limits (plugins/rate-limit.ts). A visitor subscribes once and each
 * subscription mails the address given; many visitors share an address (offices, mobile carriers), and the captcha is
 * the main guard, so the limit only stops a flood. Unsubscribing needs the signed token, and a reload or a second click
 * is harmless, so it allows more.
 */
export const NEWSLETTER_RATE_LIMITS = {
  subscribe: limit(10, TEN_MINUTES),
  unsubscribe: limit(20, TEN_MINUTES),
} as const;
