import { Redis } from 'ioredis';

/** Where a developer's Redis listens when nobody says otherwise. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * The Redis for the tests of state that instances share (rate limits, spent captchas, recent views): REDIS_URL when
 * it is set, none when it is set empty, and when it is unset the local Redis if one answers, so a machine with Redis
 * running tests the shared store without configuration and a machine without one still passes, on the memory store.
 */
export async function sharedRedisUrl(): Promise<string> {
  const configured = process.env.REDIS_URL;
  if (configured !== undefined) return configured;
  return (await answers(LOCAL_REDIS_URL)) ? LOCAL_REDIS_URL : '';
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
