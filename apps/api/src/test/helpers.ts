import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib/v1';
import { SESSION_COOKIE } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type BuildOptions } from '../app.ts';
import { CAPTCHA_MAX_NUMBER_IN_TESTS, loadConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityPreferences,
  activityTimings,
  areas,
  categories,
  categoryMenuActivities,
  cities,
  customers,
  days,
  homeSectionActivities,
  homeSections,
  priceOptions,
  reviews,
  sessions,
  settings,
  slides,
  timings,
} from '../db/schema/index.ts';
import { refreshListingFields } from '../modules/catalog/service.ts';
import { hashToken } from '../lib/tokens.ts';
import { openTestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseHandle['kind'];
  fixtures: Fixtures;
  /** Another instance of the API on the same database and configuration (a second server behind the load balancer). */
  buildInstance(options?: Pick<BuildOptions, 'runJobs'>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The app on a database of its own, for one test file: a copy of the database the run's global setup migrated
 * (a new PostgreSQL database on the DATABASE_URL server, dropped in close, or in-memory PGlite when DATABASE_URL is
 * unset). Migrated, empty.
 * `env` adds or overrides environment variables of this app only (e.g. NODE_ENV=production with its SESSION_SECRET,
 * or a social provider), without touching process.env.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop: dropDatabase } = await openTestDatabase();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-api-test-'));
  // Tests choose each request's client address with X-Forwarded-For, so rate limits do not leak between tests.
  // With REDIS_URL, a key prefix of its own keeps test files (and parallel runs) from sharing counts. Captchas stay
  // quick to solve even in an app built with NODE_ENV=production, whose default proof of work takes seconds here.
  const config = loadConfig(
    {
      CAPTCHA_MAX_NUMBER: String(CAPTCHA_MAX_NUMBER_IN_TESTS),
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      REDIS_KEY_PREFIX: `weekends-test:${randomBytes(6).toString('hex')}:`,
      ...env,
    },
    { uploadsDir: path.join(tmp, 'uploads'), WEB_DIST: '/nonexistent' },
  );
  const app = await buildApp(config, { database });
  await app.ready();
  const instances = [app];
  return {
    app,
    db: database.db,
    kind: database.kind,
    fixtures: createFixtures(database.db),
    async buildInstance(options = {}) {
      const instance = await buildApp(config, { database, ...options });
      instances.push(instance);
      await instance.ready();
      return instance;
    },
    async close() {
      if (app.redis) await deleteRedisKeys(app.redis, config.REDIS_KEY_PREFIX);
      for (const instance of instances) await instance.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Every key under the prefix: a test leaves nothing behind in a shared Redis. */
async function deleteRedisKeys(redis: Redis, prefix: string) {
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.del(...keys);
  }
}

let sequence = 0;
const next = () => ++sequence;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type ActivityColumns = Partial<Omit<typeof activities.$inferInsert, 'id' | 'fromPrice' | 'hasImages' | 'searchVector'>>;

export interface ActivityFixture extends ActivityColumns {
  title: string;
  /** Address city; no address when omitted. */
  cityId?: number;
  areaId?: number;
  latitude?: number;
  longitude?: number;
  categoryIds?: number[];
  dayIds?: number[];
  timingIds?: number[];
  /** In fils, in position order. */
  prices?: { price: number; discountedPrice?: number | null; description?: string; descriptionAr?: string | null }[];
  /** Image paths in position order; one image by default, [] for none. */
  images?: string[];
}

export type Fixtures = ReturnType<typeof createFixtures>;

/** Small, explicit builders so each test states the data it relies on. */
export function createFixtures(db: Database) {
  return {
    async insertCity(values: Partial<typeof cities.$inferInsert> & { name: string }) {
      const [row] = await db
        .insert(cities)
        .values({ slug: `${slugify(values.name)}-${next()}`, latitude: 25.2, longitude: 55.27, ...values })
        .returning();
      return row!;
    },

    async insertArea(values: typeof areas.$inferInsert) {
      const [row] = await db.insert(areas).values(values).returning();
      return row!;
    },

    /** Thursday, Friday and Saturday, inserted out of order so ordering by weekday is exercised. */
    async insertWeekendDays() {
      const rows = await db
        .insert(days)
        .values([
          { name: 'Saturday', weekday: 6 },
          { name: 'Thursday', weekday: 4 },
          { name: 'Friday', weekday: 5 },
        ])
        .returning();
      const byName = (name: string) => rows.find((r) => r.name === name)!;
      return { thursday: byName('Thursday'), friday: byName('Friday'), saturday: byName('Saturday') };
    },

    async insertTiming(values: typeof timings.$inferInsert) {
      const [row] = await db.insert(timings).values(values).returning();
      return row!;
    },

    async insertPreference(name: string) {
      const [row] = await db.insert(activityPreferences).values({ name }).returning();
      return row!;
    },

    async insertCategory(values: Partial<typeof categories.$inferInsert> & { name: string }) {
      const [row] = await db
        .insert(categories)
        .values({ slug: `${slugify(values.name)}-${next()}`, level: values.parentId ? 2 : 1, ...values })
        .returning();
      return row!;
    },

    async addMenuActivity(categoryId: number, activityId: number, position = 0) {
      await db.insert(categoryMenuActivities).values({ categoryId, activityId, position });
    },

    /** An activity with its joins; fromPrice and hasImages are derived the way the service keeps them. */
    async insertActivity(fixture: ActivityFixture) {
      const {
        cityId,
        areaId,
        latitude,
        longitude,
        categoryIds = [],
        dayIds = [],
        timingIds = [],
        prices = [],
        images,
        ...columns
      } = fixture;
      const slug = columns.slug ?? `${slugify(fixture.title)}-${next()}`;
      const [row] = await db
        .insert(activities)
        .values({ ...columns, slug })
        .returning({ id: activities.id, slug: activities.slug, title: activities.title });
      const id = row!.id;
      const imagePaths = images ?? [`/uploads/test/${slug}-1.webp`];
      if (imagePaths.length > 0)
        await db
          .insert(activityImages)
          .values(imagePaths.map((p, position) => ({ activityId: id, path: p, position })));
      if (prices.length > 0) {
        await db.insert(priceOptions).values(
          prices.map((p, position) => ({
            activityId: id,
            description: p.description ?? `Option ${position + 1}`,
            descriptionAr: p.descriptionAr ?? null,
            price: p.price,
            discountedPrice: p.discountedPrice ?? null,
            position,
          })),
        );
      }
      if (cityId !== undefined) {
        await db.insert(activityAddresses).values({
          activityId: id,
          address: `${next()} Test Street`,
          latitude: latitude ?? 25.1,
          longitude: longitude ?? 55.2,
          cityId,
          areaId,
        });
      }
      if (categoryIds.length > 0)
        await db.insert(activityCategories).values(categoryIds.map((categoryId) => ({ activityId: id, categoryId })));
      if (dayIds.length > 0) await db.insert(activityDays).values(dayIds.map((dayId) => ({ activityId: id, dayId })));
      if (timingIds.length > 0)
        await db.insert(activityTimings).values(timingIds.map((timingId) => ({ activityId: id, timingId })));
      await refreshListingFields(db, [id]);
      return row!;
    },

    async insertHomeSection(
      values: Partial<typeof homeSections.$inferInsert> & { name: string },
      items: { activityId: number; featured?: boolean; position?: number }[] = [],
    ) {
      const [row] = await db
        .insert(homeSections)
        .values({ slug: `${slugify(values.name)}-${next()}`, ...values })
        .returning();
      if (items.length > 0) {
        await db
          .insert(homeSectionActivities)
          .values(items.map((item, i) => ({ sectionId: row!.id, position: i, ...item })));
      }
      return row!;
    },

    async insertSlide(values: Partial<typeof slides.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(slides)
        .values({
          image: `/uploads/test/slide-${n}.webp`,
          imageSmall: `/uploads/test/slide-${n}-small.webp`,
          ...values,
        })
        .returning();
      return row!;
    },

    async insertCustomer(firstName: string) {
      const n = next();
      const [row] = await db
        .insert(customers)
        .values({ email: `customer-${n}@example.test`, firstName, lastName: 'Tester' })
        .returning();
      return row!;
    },

    async insertReview(
      values: Omit<typeof reviews.$inferInsert, 'title' | 'content' | 'rating'> & Partial<typeof reviews.$inferInsert>,
    ) {
      const [row] = await db
        .insert(reviews)
        .values({ title: 'A good weekend', content: 'We enjoyed it.', rating: 5, ...values })
        .returning();
      return row!;
    },

    async setSetting(key: string, value: unknown) {
      await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    },
  };
}

/** A solved, unused ALTCHA payload for the `captcha` field, as the browser widget would submit it. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = await app.captcha.challenge();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let addressSequence = 0;
/** A distinct client address per call (sent as X-Forwarded-For), so per-IP rate limits never couple tests. */
export function clientIp(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

export const strongPassword = 'Weekend#2026';

/** Signs a new customer up through the API; returns the answer and the session cookie's token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const n = ++sequence;
  const body = {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: `amira-${n}@example.test`,
    phoneNumber: '+971501234567',
    password: strongPassword,
    captcha: await solveCaptcha(app),
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { 'x-forwarded-for': clientIp(), ...headers },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const token = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  return { user: response.json(), token, email: body.email as string, password: body.password as string };
}

/** `Authorization: Bearer` for a session token: no CSRF header needed, so bodiless mutations stay short in tests. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-up customer made one of the provider's staff (there is no API for that, by design). */
export async function signUpAdmin(app: FastifyInstance, db: Database) {
  const account = await signUp(app);
  await db.update(customers).set({ staffRole: 'owner' }).where(eq(customers.id, account.user.id));
  // Staff act from a session that proved a second factor (requireRole('admin')): as if signed in in two steps.
  await db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(account.token)));
  return account;
}
