import type { FastifyRequest } from 'fastify';

/**
 * Reviews wait for a person to approve them, so a flood costs the provider's staff time: a customer may send
 * 5 an hour. Counted per customer (not per address: customers share office and mobile addresses), like the
 * account limits.
 */
export const REVIEW_RATE_LIMIT = {
  max: 5,
  timeWindow: 60 * 60 * 1000,
  // Runs before the route's guard; a visitor is refused by the guard, and is counted by address meanwhile.
  keyGenerator: (request: FastifyRequest) => (request.customer ? `customer:${request.customer.id}` : `ip:${request.ip}`),
};
