import { limit, MINUTE, TEN_MINUTES } from '../../plugins/rate-limit.ts';

/**
 * Host sign-up and the host's account (counted like the account limits, in Redis when REDIS_URL is set:
 * plugins/rate-limit.ts).
 */
export const HOST_RATE_LIMITS = {
  /** The form asks once per e-mail typed; more than this is someone listing who has an account. */
  emailCheck: limit(20, MINUTE),
  /** Each application is an account, a stored image and two mails: like a sign-up, and rarer. */
  apply: limit(5, TEN_MINUTES),
  /**
   * A new e-mail sends two mails (see the accounts limit of the same name). Per customer: a visitor is refused by the
   * guard.
   */
  updatePersonal: limit(10, TEN_MINUTES, { per: 'customer' }),
  /** A new licence image is decoded and re-encoded: a few saves are plenty. */
  updateBusiness: limit(10, TEN_MINUTES, { per: 'customer' }),
  updatePayment: limit(10, TEN_MINUTES, { per: 'customer' }),
} as const;
