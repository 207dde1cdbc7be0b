import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { HttpError } from './errors.ts';

/**
 * @fastify/rate-limit with the app's shared store: with REDIS_URL the counts live in Redis (keys under
 * `${REDIS_KEY_PREFIX}rl:`, then the route), so every instance behind the load balancer counts together;
 * without it, in this process's memory. A module registers it in its own scope (usually with namedLimitsOnly), exactly
 * as it would register the plugin itself, and names each route's limit with `limit()`.
 */
export const sharedRateLimit = fp<RateLimitPluginOptions>(async (app, options) => {
  await app.register(
    rateLimit,
    app.redis ? { ...options, redis: app.redis, nameSpace: `${app.config.REDIS_KEY_PREFIX}rl:` } : options,
  );
});

/**
 * The options a module registers sharedRateLimit with: only its routes that name a limit are counted (global: false),
 * and a caller over a limit gets 429 RATE_LIMITED in the API's one error shape, with the module's own words.
 */
export function namedLimitsOnly(tooManyRequests: string): RateLimitPluginOptions {
  return { global: false, errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', tooManyRequests) };
}

/** The windows the limits use, in milliseconds. */
export const MINUTE = 60_000;
export const TEN_MINUTES = 10 * MINUTE;
export const HOUR = 60 * MINUTE;

/** A route's limit: `config: { rateLimit }` on a route, or the options of `app.createRateLimit`. */
export interface RouteLimit {
  readonly max: number;
  readonly timeWindow: number;
  readonly keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * Who a limit counts. By default the client address. `per: 'customer'`: the signed-in customer (the auth plugin
 * resolves it before the limit runs), else the address, so a customer cannot reset the count by changing network,
 * and customers sharing an office or mobile address do not use up each other's allowance; the key is
 * `customer:<id>` / `ip:<address>`, or `<key>:<id or address>` when the limit names a key.
 */
export type LimitCounting = { per?: 'address' } | { per: 'customer'; key?: string };

const byCustomer = (request: FastifyRequest) =>
  request.customer ? `customer:${request.customer.id}` : `ip:${request.ip}`;
const byCustomerUnder = (key: string) => (request: FastifyRequest) => `${key}:${request.customer?.id ?? request.ip}`;

/** At most `max` calls in `timeWindow` milliseconds, counted per address unless `per: 'customer'`. */
export function limit(max: number, timeWindow: number, counting: LimitCounting = {}): RouteLimit {
  if (counting.per !== 'customer') return { max, timeWindow };
  return { max, timeWindow, keyGenerator: counting.key === undefined ? byCustomer : byCustomerUnder(counting.key) };
}
