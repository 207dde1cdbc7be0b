import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on the first start of an empty database. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** How long listing, search and trending answers are cached in memory; 0 turns the cache off (the default in tests). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Signs e-mail confirmation links and other tokens; must be set (32+ characters) in production. */
  SESSION_SECRET: z.string().min(32).default('development-only-secret-change-me-in-production!!'),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@smtp.example.com:587; unset keeps every mail in the outbox table. */
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
});

export type Config = z.infer<typeof envSchema> & { CATALOG_CACHE_SECONDS: number; uploadsDir: string; pgliteDir: string };

/** Parses the environment, naming every bad variable, so a misconfigured server fails at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('Invalid environment: SESSION_SECRET must be set in production');
  }
  const base = {
    ...parsed.data,
    CATALOG_CACHE_SECONDS: parsed.data.CATALOG_CACHE_SECONDS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 30),
    ...overrides,
  };
  return {
    ...base,
    uploadsDir: overrides.uploadsDir ?? path.join(base.DATA_DIR, 'uploads'),
    pgliteDir: overrides.pgliteDir ?? path.join(base.DATA_DIR, 'pglite'),
  };
}
