import { HOUR, limit } from '../../plugins/rate-limit.ts';

/**
 * Reviews wait for a person to approve them, so a flood costs the provider's staff time: a customer may send
 * 5 an hour. Counted per customer (not per address: customers share office and mobile addresses), like the
 * account limits. The limit runs before the route's guard; a visitor is refused by the guard, and is counted by
 * address meanwhile.
 */
export const REVIEW_RATE_LIMIT = limit(5, HOUR, { per: 'customer' });
