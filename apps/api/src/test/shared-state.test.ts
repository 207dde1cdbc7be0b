import { randomBytes } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES } from '@weekends/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { posts } from '../db/schema/index.ts';
import { ACCOUNT_RATE_LIMITS } from '../modules/accounts/rate-limits.ts';
import { clientIp, createTestApp, solveCaptcha, strongPassword, type TestApp } from './helpers.ts';
import { withMessageKey } from '../plugins/message-key.ts';

/**
 * The API is stateless, so instances behind a load balancer share rate limits, spent captchas and the
 * blog's recent views through Redis (REDIS_URL); without it that state is each process's own.
 * The shared store's tests use the run's Redis (src/test/redis.ts); on a machine without one they run the same
 * journeys on the memory store and check that each instance then answers on its own.
 */
const REDIS_URL = inject('sharedRedisUrl');
const shared = REDIS_URL !== '';
/** A test's name for the store it runs on. */
const title = (withRedis: string, inMemory: string) => (shared ? withRedis : inMemory);

/** Two instances of one deployment: same database, same configuration, each with its own memory and Redis client. */
interface Deployment {
  t: TestApp;
  first: FastifyInstance;
  second: FastifyInstance;
}

async function deployment(env: Record<string, string>): Promise<Deployment> {
  const t = await createTestApp(env);
  return { t, first: t.app, second: await t.buildInstance() };
}

const challenge = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { 'x-forwarded-for': ip } });

let sequence = 0;
const register = (app: FastifyInstance, captcha: string) =>
  app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { 'x-forwarded-for': clientIp() },
    payload: {
      firstName: 'Noor',
      lastName: 'Khalil',
      email: `noor-${++sequence}@example.test`,
      phoneNumber: '+971501234567',
      password: strongPassword,
      captcha,
    },
  });

const view = (app: FastifyInstance, postId: number, ip: string) =>
  app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/views`,
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
    payload: '{}',
  });

async function insertPost(t: TestApp, slug: string) {
  const [row] = await t.db
    .insert(posts)
    .values({
      slug,
      title: slug,
      summary: 'A summary',
      content: 'Some text.',
      readingTime: 1,
      publishedAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: posts.id });
  return row!.id;
}

/** Uses up the captcha-challenge limit of one address on one instance; returns that instance's 429 answer. */
async function exhaustChallengeLimit(app: FastifyInstance, ip: string) {
  for (let i = 0; i < ACCOUNT_RATE_LIMITS.captchaChallenge.max; i++)
    expect((await challenge(app, ip)).statusCode).toBe(200);
  return challenge(app, ip);
}

const expectRateLimited = (response: Awaited<ReturnType<typeof challenge>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(
    withMessageKey({ statusCode: 429, code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests }),
  );
  expect(response.headers['retry-after']).toBeDefined();
};

describe(
  shared
    ? 'with REDIS_URL, two instances share their state'
    : 'with no Redis to share, the same journeys stay per instance',
  () => {
    // Unique per run: parallel runs and other test files never share a key. createTestApp's close deletes them all.
    const prefix = `weekends-test:shared-${process.pid}-${randomBytes(4).toString('hex')}:`;
    let d: Deployment;
    beforeAll(async () => {
      d = await deployment({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    });
    afterAll(async () => {
      await d.t.close();
      if (!shared) return;
      const redis = new Redis(REDIS_URL);
      try {
        expect(await redis.keys(`${prefix}*`)).toEqual([]);
      } finally {
        await redis.quit();
      }
    });

    it(
      title(
        'counts one rate limit: the second instance answers 429 once the limit is used through the first',
        'counts a rate limit per instance: the second still answers once the first refuses',
      ),
      async () => {
        const ip = clientIp();
        expectRateLimited(await exhaustChallengeLimit(d.first, ip));
        if (!shared) {
          expect(d.first.redis).toBeNull();
          expect((await challenge(d.second, ip)).statusCode).toBe(200);
          return;
        }
        expectRateLimited(await challenge(d.second, ip));
        // Per address still: another visitor is not limited on either instance.
        expect((await challenge(d.second, clientIp())).statusCode).toBe(200);
        const keys = await d.first.redis!.keys(`${prefix}rl:*`);
        expect(keys.some((key) => key.includes('/api/captcha/challenge') && key.endsWith(ip))).toBe(true);
        expect(await d.first.redis!.pttl(keys[0]!)).toBeGreaterThan(0);
      },
    );

    it(
      title(
        'refuses on one instance a captcha payload the other accepted',
        'accepts on one instance a captcha payload the other accepted',
      ),
      async () => {
        const captcha = await solveCaptcha(d.first);
        expect((await register(d.first, captcha)).statusCode).toBe(201);
        const replay = await register(d.second, captcha);
        if (!shared) {
          expect(replay.statusCode).toBe(201);
          return;
        }
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
      },
    );

    it(
      title(
        'lets exactly one of two instances accept a payload submitted to both at once',
        'lets each of two instances accept a payload submitted to both at once',
      ),
      async () => {
        const captcha = await solveCaptcha(d.second);
        const results = await Promise.all([d.first.captcha.verify(captcha), d.second.captcha.verify(captcha)]);
        expect(results.filter(Boolean)).toHaveLength(shared ? 1 : 2);
        if (!shared) return;
        const ttl = await d.first.redis!.pttl((await d.first.redis!.keys(`${prefix}captcha:*`))[0]!);
        expect(ttl).toBeGreaterThan(0);
      },
    );

    it(
      title(
        'counts a visitor’s view of a post once across instances',
        'counts a visitor’s view of a post once on each instance',
      ),
      async () => {
        const postId = await insertPost(d.t, 'shared-views');
        const visitor = clientIp();
        expect((await view(d.first, postId, visitor)).json()).toEqual({ views: 1, counted: true });
        expect((await view(d.second, postId, visitor)).json()).toEqual(
          shared ? { views: 1, counted: false } : { views: 2, counted: true },
        );
        expect((await view(d.second, postId, clientIp())).json()).toEqual(
          shared ? { views: 2, counted: true } : { views: 3, counted: true },
        );
      },
    );
  },
);

describe('without REDIS_URL, each instance keeps its state in memory', () => {
  let d: Deployment;
  beforeAll(async () => {
    d = await deployment({ REDIS_URL: '' });
  });
  afterAll(() => d.t.close());

  it('limits per instance, with the same 429 answer', async () => {
    expect(d.first.redis).toBeNull();
    const ip = clientIp();
    expectRateLimited(await exhaustChallengeLimit(d.first, ip));
    expect((await challenge(d.second, ip)).statusCode).toBe(200);
  });

  it('refuses a replayed captcha on the instance that accepted it', async () => {
    const captcha = await solveCaptcha(d.first);
    const [a, b] = await Promise.all([d.first.captcha.verify(captcha), d.first.captcha.verify(captcha)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await register(d.first, captcha)).json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
  });

  it('counts a visitor’s view once per instance', async () => {
    const postId = await insertPost(d.t, 'memory-views');
    const visitor = clientIp();
    expect((await view(d.first, postId, visitor)).json()).toEqual({ views: 1, counted: true });
    expect((await view(d.first, postId, visitor)).json()).toEqual({ views: 1, counted: false });
    expect((await view(d.second, postId, visitor)).json()).toEqual({ views: 2, counted: true });
  });
});

describe('REDIS_URL configuration', () => {
  it('must be a redis:// or rediss:// URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).REDIS_URL).toBe('rediss://cache.internal:6380');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('stops the start clearly when Redis is unreachable, without printing its password', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: 'redis://weekends:s3cret-password@127.0.0.1:1' },
      { pgliteDir: path.join(os.tmpdir(), 'unused') },
    );
    const failure = await buildApp(config).then(
      () => new Error('started'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) is unreachable: .*ECONNREFUSED/);
    expect(failure.message).not.toContain('s3cret');
  });
});
