import { limit, MINUTE, TEN_MINUTES } from '../../plugins/rate-limit.ts';

/**
 * Limits on the account routes a bot would hammer (login, sign-up, guest, confirmation, recovery), per IP unless a
 * limit counts per customer. Counted in memory, or in Redis when REDIS_URL is set so that every instance behind a
 * load balancer counts together (plugins/rate-limit.ts).
 */
export const ACCOUNT_RATE_LIMITS = {
  login: limit(10, MINUTE),
  register: limit(5, MINUTE),
  /** Each call creates or updates an account, like a sign-up. */
  guest: limit(5, MINUTE),
  captchaChallenge: limit(30, MINUTE),
  /** Guessing tokens is hopeless (HMAC), but each try is a database read. */
  confirm: limit(20, MINUTE),
  /** Each resend is a mail: counted per signed-in customer, so changing address does not help. */
  resendConfirmation: limit(3, TEN_MINUTES, { per: 'customer' }),
  /** Each code request is a mail to someone who may not have asked for it. */
  forgotPassword: limit(5, TEN_MINUTES),
  /** The code itself dies after 5 tries; this stops one address from spraying codes at many accounts. */
  resetPassword: limit(10, TEN_MINUTES),
  /** A new e-mail sends two mails, one to an address the customer typed: not a way to mail strangers in bulk. */
  updateProfile: limit(10, TEN_MINUTES, { per: 'customer' }),
  /** Each try verifies the current password (argon2): a guessing oracle for a stolen session otherwise. */
  changePassword: limit(10, TEN_MINUTES, { per: 'customer' }),
  /** 'This wasn't me': a token guess is hopeless (HMAC), but each try is a database read. */
  notMe: limit(20, MINUTE),
  /** Signing devices out: a few clicks on the devices list, never a stream. */
  signOutDevices: limit(30, MINUTE, { per: 'customer' }),
} as const;
