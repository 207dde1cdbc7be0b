import type { FastifyRequest } from 'fastify';

const TEN_MINUTES = 10 * 60_000;

/** The signed-in customer (the auth plugin resolves it first), else the address; a visitor is refused by the guard. */
const perCustomer = (request: FastifyRequest) => (request.customer ? `customer:${request.customer.id}` : `ip:${request.ip}`);

/**
 * Host sign-up and the host's account (counted like the account limits, in Redis when REDIS_URL is set:
 * plugins/rate-limit.ts).
 */
export const HOST_RATE_LIMITS = {
  /** The form asks once per e-mail typed; more than this is someone listing who has an account. */
  emailCheck: { max: 20, timeWindow: 60_000 },
  /** Each application is an account, a stored image and two mails: like a sign-up, and rarer. */
  apply: { max: 5, timeWindow: TEN_MINUTES },
  /** A new e-mail sends two mails (see the accounts limit of the same name). */
  updatePersonal: { max: 10, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
  /** A new licence image is decoded and re-encoded: a few saves are plenty. */
  updateBusiness: { max: 10, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
  updatePayment: { max: 10, timeWindow: TEN_MINUTES, keyGenerator: perCustomer },
} as const;
