import type { FastifyRequest } from 'fastify';

const TEN_MINUTES = 10 * 60_000;

/** The signed-in customer (resolved by the auth plugin's onRequest hook, which runs first), else the address. */
function perCustomer(request: FastifyRequest): string {
  return request.customer ? `customer:${request.customer.id}` : `ip:${request.ip}`;
}

/**
 * Limits on the account routes a bot would hammer (login, sign-up, guest, confirmation, recovery), per IP unless a
 * limit counts per customer. Counted in memory, or in Redis when REDIS_URL is set so that every instance behind a
 * load balancer counts together (plugins/rate-limit.ts).
 */
export const ACCOUNT_RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  /** Each call creates or updates an account, like a sign-up. */
  guest: { max: 5, timeWindow: 60_000 },
  captchaChallenge: { max: 30, timeWindow: 60_000 },
  /** Guessing tokens is hopeless (HMAC), but each try is a database read. */
  confirm: { max: 20, timeWindow: 60_000 },
  /** Each resend is a mail: counted per signed-in customer, so changing address does not help. */
  resendConfirmation: { max: 3, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
  /** Each code request is a mail to someone who may not have asked for it. */
  forgotPassword: { max: 5, timeWindow: TEN_MINUTES },
  /** The code itself dies after 5 tries; this stops one address from spraying codes at many accounts. */
  resetPassword: { max: 10, timeWindow: TEN_MINUTES },
  /** A new e-mail sends two mails, one to an address the customer typed: not a way to mail strangers in bulk. */
  updateProfile: { max: 10, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
  /** Each try verifies the current password (argon2): a guessing oracle for a stolen session otherwise. */
  changePassword: { max: 10, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
} as const;
