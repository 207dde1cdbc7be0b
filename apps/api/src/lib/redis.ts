import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Opens the Redis client the instances behind a load balancer share (REDIS_URL). A server that was told to use
 * Redis and cannot reach it stops at start, rather than run with limits that only hold per instance. Nothing
 * secret is logged: errors name the host and port, never the URL's credentials.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || '6379'}`;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // A request waiting on Redis fails after two reconnection attempts instead of hanging through an outage.
    maxRetriesPerRequest: 2,
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    log.warn({ redis: where, error: error.message }, 'redis error');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // connect() only says the connection closed; the error event before it says why (refused, unknown host, auth).
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at ${where} (REDIS_URL) is unreachable: ${reason}`, { cause: error });
  }
  return client;
}

/**
 * Keys that can be claimed once while they live: the first claim wins, every later one (from any instance sharing
 * the store) loses until the key expires or is released.
 */
export interface ClaimStore {
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** One process's claims: the check and the write happen in one synchronous step, so racing requests claim once. */
export function memoryClaims(capacity: number): ClaimStore {
  const claimed = new LRUCache<string, true>({ max: capacity });
  return {
    claim(key, ttlMs) {
      if (claimed.has(key)) return Promise.resolve(false);
      claimed.set(key, true, { ttl: ttlMs });
      return Promise.resolve(true);
    },
    release(key) {
      claimed.delete(key);
      return Promise.resolve();
    },
  };
}

/** Claims shared by every instance: SET NX PX is one atomic command, so exactly one caller gets 'OK'. */
export function redisClaims(redis: Redis, prefix: string): ClaimStore {
  return {
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
