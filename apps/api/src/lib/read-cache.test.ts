import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('shares one load between identical requests and serves it while fresh', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.wrap('k', load), cache.wrap('k', load)]);
    expect([a, b, await cache.wrap('k', load)]).toEqual([1, 1, 1]);
    expect(await cache.wrap('other', load)).toBe(2);
  });

  it('forgets failures so the next request retries', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    await expect(cache.wrap('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.wrap('k', async () => 'ok')).toBe('ok');
  });

  it('passes every call through when disabled', async () => {
    const cache = createReadCache({ ttlSeconds: 0 });
    let loads = 0;
    await cache.wrap('k', async () => ++loads);
    await cache.wrap('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
