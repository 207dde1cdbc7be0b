import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache for public catalogue reads (listings, searches, trending). The catalogue changes a few
 * times a day, while a popular search is asked many times a second; identical requests that arrive together
 * share one database query (the pending promise is cached), and answers live `ttlSeconds`.
 * With ttlSeconds 0 (tests) every call goes to the database.
 */
export interface ReadCache {
  wrap<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache(options: { ttlSeconds: number; max?: number }): ReadCache {
  if (options.ttlSeconds <= 0) return { wrap: (_key, load) => load(), clear: () => {} };
  const cache = new LRUCache<string, Promise<unknown>>({ max: options.max ?? 2000, ttl: options.ttlSeconds * 1000 });
  return {
    wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const pending = load();
      cache.set(key, pending);
      // A failure is not remembered: the next request tries the database again.
      pending.catch(() => cache.delete(key));
      return pending;
    },
    clear: () => cache.clear(),
  };
}
