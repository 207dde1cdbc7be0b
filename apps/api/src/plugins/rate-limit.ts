import fp from 'fastify-plugin';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * @fastify/rate-limit with the app's shared store: with REDIS_URL the counts live in Redis (keys under
 * `${REDIS_KEY_PREFIX}rl:`, then the route), so every instance behind the load balancer counts together;
 * without it, in this process's memory. A module registers it in its own scope with its own options and
 * errorResponseBuilder, exactly as it would register the plugin itself.
 */
export const sharedRateLimit = fp<RateLimitPluginOptions>(async (app, options) => {
  await app.register(rateLimit, app.redis ? { ...options, redis: app.redis, nameSpace: `${app.config.REDIS_KEY_PREFIX}rl:` } : options);
});
