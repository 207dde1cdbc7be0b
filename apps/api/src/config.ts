import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type SocialProvider } from '@weekends/shared';
import { VITALS_DEFAULT_SAMPLE_RATE } from '@weekends/shared/vitals';
import type { S3Settings } from './lib/storage-s3.ts';
import { DEFAULT_CHROMIUM_PATH } from './lib/documents/printer.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The captcha's proof of work outside tests: the secret number is drawn from 0..CAPTCHA_MAX_NUMBER, one SHA-256 per
 * guess. In Chromium, with the widget's way of splitting the range over the device's cores, 100,000 took 0.65 s on
 * average (1.1 s at worst) on a 2-core machine; 20,000 cost a bot with native hashing about 50 ms.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;
/**
 * The tests' helpers solve on one thread with altcha-lib's solveChallenge (sequential WebCrypto, about 1.6 s per
 * captcha at 20,000 on the 2-core machine): a small space keeps each captcha to a fraction of that.
 */
export const CAPTCHA_MAX_NUMBER_IN_TESTS = 2_000;

/** An optional secret or id: an empty value counts as unset, so `FOO=` in an env file turns a feature off. */
const optionalSetting = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seed demo data on the first start of an empty database. Defaults to true, except in production: demo accounts
   * with a published password must never appear on a real database unless asked for.
   */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  /**
   * How long listing, search and trending answers are cached in memory; 0 turns the cache off (the default in tests).
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Signs e-mail confirmation links and other tokens; must be set (32+ characters) in production. */
  SESSION_SECRET: z.string().min(32).default('development-only-secret-change-me-in-production!!'),
  /**
   * SMTP server for outgoing mail, e.g. smtp://user:pass@smtp.example.com:587; unset keeps every mail in the outbox
   * table.
   */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Weekends <hello@weekends.ae>'),
  /**
   * Which proxies to believe for the client's address (rate limits are per address): 'false' (default, no proxy),
   * 'true' (any), or the load balancers' addresses or CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Where a sign-in's approximate place comes from: the headers a trusted proxy in front of the API sets from the
   * client's address (Cloudflare's `cf-ipcity` and `cf-ipcountry`, Vercel's `x-vercel-ip-city` and
   * `x-vercel-ip-country`). Unset (the default), no place is recorded and the devices list says 'Unknown place'. Name
   * them only behind a proxy that always sets them, replacing what a client sent; no outside lookup is ever made.
   */
  PLACE_CITY_HEADER: optionalSetting,
  PLACE_COUNTRY_HEADER: optionalSetting,
  /**
   * Redis for the state several API instances must share: rate-limit counts, spent captchas, recent blog views.
   * Unset, that state lives in this process's memory, which is right for a single instance.
   */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /**
   * How many processes serve the API on the one port (Node's cluster module, server.ts): 1 (the default) is one
   * process; more use more cores. Several need DATABASE_URL and REDIS_URL, as several instances do: what they must
   * share (sessions, carts, rate limits, spent captchas) is then in PostgreSQL and Redis. Migrations run once, before
   * the workers start, and only the first worker runs the job workers and schedules.
   */
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Starts every key this app writes to Redis, so several apps or environments can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).default('weekends:'),
  /** The captcha's proof-of-work search space (the browser hashes half of it on average); defaults above. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).optional(),
  /** Social login (OpenID Connect): a provider's button shows only when both its client id and secret are set. */
  GOOGLE_CLIENT_ID: optionalSetting,
  GOOGLE_CLIENT_SECRET: optionalSetting,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalSetting,
  FACEBOOK_CLIENT_SECRET: optionalSetting,
  FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  /**
   * The card processor: 'sandbox' (built in, Stripe's test cards, no outside service; every page, mail and document
   * then says it is a test) or 'stripe'. The sandbox is the default outside production; production must name one.
   */
  PAYMENT_GATEWAY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'stripe']).default('sandbox')),
  STRIPE_SECRET_KEY: optionalSetting,
  STRIPE_WEBHOOK_SECRET: optionalSetting,
  /** Another address for Stripe's API (a local stand-in in tests); unset is Stripe itself. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The Chromium that prints invoices and statements (lib/documents/printer.ts): Debian's `apt-get install chromium`
   * puts it at the default.
   */
  CHROMIUM_PATH: z.string().trim().min(1).default(DEFAULT_CHROMIUM_PATH),
  /**
   * The share of page views that report their Core Web Vitals (0 to 1; 0 turns reporting off): the server draws once
   * per page view and writes the reporter's script into a sampled one only (plugins/web.ts `vitalsTag`).
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(VITALS_DEFAULT_SAMPLE_RATE),
  /** How often job workers look for work (mail, order expiry, refunds, the sandbox's webhooks). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  /** Facebook's discovery document names no token endpoint; its Graph API one answers the code with an ID token. */
  FACEBOOK_TOKEN_ENDPOINT: z.string().url().default('https://graph.facebook.com/oauth/access_token'),
  /**
   * Where uploads live: 'local' (DATA_DIR, one instance) or 's3' (one bucket every instance shares; lib/storage-s3.ts).
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, Ceph, ...); unset is AWS S3 itself. */
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  S3_ACCESS_KEY_ID: optionalSetting,
  S3_SECRET_ACCESS_KEY: optionalSetting,
  /**
   * Bucket in the path rather than the host name; defaults to true when S3_ENDPOINT is set (what most compatible
   * servers want).
   */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional()),
});

export type Config = Omit<z.infer<typeof envSchema>, 'S3_FORCE_PATH_STYLE' | 'SEED_ON_START'> & {
  S3_FORCE_PATH_STYLE: boolean;
  SEED_ON_START: boolean;
  CATALOG_CACHE_SECONDS: number;
  CAPTCHA_MAX_NUMBER: number;
  JOBS_POLL_SECONDS: number;
  uploadsDir: string;
  /** Files only staff may read (résumés), beside the public uploads and never served (lib/storage.ts). */
  privateDir: string;
  pgliteDir: string;
};

/**
 * A bad or missing setting: its message is one line naming the variable and what it needs (no stack trace at start).
 */
export class ConfigError extends Error {}

/** Parses the environment, naming every bad variable, so a misconfigured server fails at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    const id = parsed.data[`${provider}_CLIENT_ID`];
    const secret = parsed.data[`${provider}_CLIENT_SECRET`];
    // Half a configuration is a typo, not a choice: say so at start rather than hide the button.
    if (Boolean(id) !== Boolean(secret)) {
      throw new ConfigError(
        `Invalid environment: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`,
      );
    }
  }
  if (
    parsed.data.PAYMENT_GATEWAY === 'stripe' &&
    !(parsed.data.STRIPE_SECRET_KEY && parsed.data.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid environment: PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (parsed.data.STORAGE === 's3' && !parsed.data.S3_BUCKET) {
    throw new ConfigError(
      'Invalid environment: STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS S3)',
    );
  }
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (parsed.data.CLUSTER_WORKERS > 1 && !(parsed.data.DATABASE_URL && parsed.data.REDIS_URL)) {
    throw new ConfigError(
      'Invalid environment: CLUSTER_WORKERS above 1 needs DATABASE_URL and REDIS_URL (what the workers must share: the database, rate limits and spent captchas)',
    );
  }
  if (parsed.data.NODE_ENV === 'production') {
    // Named together, so an operator fixes both at once. A gateway left to its default would be the sandbox, which
    // takes any test card number: free bookings, vouchers and tax invoices on a real site.
    const missing = [
      ...(env.SESSION_SECRET ? [] : ['SESSION_SECRET must be set in production']),
      ...(env.PAYMENT_GATEWAY
        ? []
        : [
            "PAYMENT_GATEWAY must be set in production ('stripe', or 'sandbox' for a demo that takes no real payments)",
          ]),
    ];
    if (missing.length > 0) throw new ConfigError(`Invalid environment: ${missing.join('; ')}`);
  }
  const base = {
    ...parsed.data,
    CATALOG_CACHE_SECONDS: parsed.data.CATALOG_CACHE_SECONDS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 30),
    CAPTCHA_MAX_NUMBER:
      parsed.data.CAPTCHA_MAX_NUMBER ??
      (parsed.data.NODE_ENV === 'test' ? CAPTCHA_MAX_NUMBER_IN_TESTS : CAPTCHA_MAX_NUMBER),
    JOBS_POLL_SECONDS: parsed.data.JOBS_POLL_SECONDS ?? (parsed.data.NODE_ENV === 'test' ? 0.5 : 2),
    SEED_ON_START:
      parsed.data.SEED_ON_START === undefined
        ? parsed.data.NODE_ENV !== 'production'
        : parsed.data.SEED_ON_START === 'true',
    S3_FORCE_PATH_STYLE:
      parsed.data.S3_FORCE_PATH_STYLE === undefined
        ? Boolean(parsed.data.S3_ENDPOINT)
        : parsed.data.S3_FORCE_PATH_STYLE === 'true',
    ...overrides,
  };
  const uploadsDir = overrides.uploadsDir ?? path.join(base.DATA_DIR, 'uploads');
  return {
    ...base,
    uploadsDir,
    // A sibling of the uploads folder, so a test's temporary uploads folder brings its own private one.
    privateDir: overrides.privateDir ?? path.join(path.dirname(uploadsDir), 'private'),
    pgliteDir: overrides.pgliteDir ?? path.join(base.DATA_DIR, 'pglite'),
  };
}

export interface SocialProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes: Facebook names the profile scope 'public_profile'. */
  scope: string;
  /** Used only when the provider's discovery document names no token endpoint (Facebook). */
  tokenEndpoint?: string;
  /**
   * Whether an ID token without an `email_verified` claim still carries a verified address. Google always sends
   * the claim; Facebook never does, and only releases an address its user has confirmed.
   */
  emailVerifiedWhenUnstated: boolean;
}

/**
 * Whether payments are a test: the sandbox gateway charges no card, so the product says so on every page, mail,
 * voucher and invoice, and nobody takes a sandbox booking for a real one.
 */
export function paymentsInTestMode(config: Pick<Config, 'PAYMENT_GATEWAY'>): boolean {
  return config.PAYMENT_GATEWAY === 'sandbox';
}

/** The configured social-login providers; a provider without both client id and secret is absent. */
export function socialProviderSettings(config: Config): Partial<Record<SocialProvider, SocialProviderSettings>> {
  const providers: Partial<Record<SocialProvider, SocialProviderSettings>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
      emailVerifiedWhenUnstated: false,
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = {
      issuer: config.FACEBOOK_ISSUER,
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      scope: 'openid email public_profile',
      tokenEndpoint: config.FACEBOOK_TOKEN_ENDPOINT,
      emailVerifiedWhenUnstated: true,
    };
  }
  return providers;
}

/** The bucket settings when STORAGE=s3 (loadConfig has checked that the bucket is named), otherwise null. */
export function s3Settings(config: Config): S3Settings | null {
  if (config.STORAGE !== 's3') return null;
  return {
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
