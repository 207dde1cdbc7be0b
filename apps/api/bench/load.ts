import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { addDays, dubaiDay, weekdayOf } from '@weekends/shared';
import { openDatabase } from '../src/db/client.ts';
import { activities, customers, priceOptions } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { ACCOUNT_RATE_LIMITS } from '../src/modules/accounts/rate-limits.ts';
import { createRng } from '../src/db/seed/prng.ts';
import { prepareCatalogue } from './catalogue-data.ts';
import { measure, measuredTable, summary, type Measured } from './measure.ts';
import { writeSection } from './sections.ts';
import { repoRoot, startServer } from './support.ts';
import { catalogueUrls } from './workload.ts';
import { fridayActivities } from './shopping.ts';

/**
 * Load run: two API instances behind one local address (a round-robin proxy, bench/proxy.ts), sharing PostgreSQL
 * (the catalogue benchmark's 50,000 activities) and Redis, 200 connections for 60 s mixing the home page (`GET /`
 * and its API calls), listing, search, activity pages and guests adding to their carts. Before the load it checks
 * that the two instances share what they must: a guest's session and cart made through one are read through the
 * other, a signed-out session ends on both, and a rate limit counts requests to both together.
 *
 *   npm run bench:load                                   # after npm run bench:catalog (reuses its database)
 *   BENCH_WEB_DIST=/tmp/web-dist npm run bench:load       # a web build to serve / from (default apps/web/dist)
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=100 npm run bench:load
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const webDist = process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
// Enough guests that none fills a cart (at most 20 items) in a run: a few adds each, as visitors make.
const guests = 1000;
const log = (message: string) => console.log(`[load] ${message}`);
const here = path.dirname(fileURLToPath(import.meta.url));
export const LOAD_SECTION = ['<!-- bench:load -->', '<!-- /bench:load -->'] as const;

interface Shop {
  /** The guests of the load. */
  tokens: string[];
  /** Two more, for the checks (one of them signs out). */
  checkTokens: [string, string];
  slugs: string[];
  carts: { activityId: number; date: string; options: { priceOptionId: number; quantity: number }[] }[];
}

/** Guest customers with a session each (as 'Continue as a Guest' makes them), and dated activities to add. */
async function prepareShop(): Promise<Shop> {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://' });
  try {
    const db = database.db;
    const run = randomBytes(4).toString('hex');
    const rows = await db
      .insert(customers)
      .values(
        Array.from({ length: guests + 2 }, (_, i) => ({
          email: `load-${run}-${i}@example.test`,
          firstName: 'Load',
          lastName: `Guest ${i}`,
          isGuest: true,
          isConfirmed: false,
        })),
      )
      .returning({ id: customers.id });
    const tokens: string[] = [];
    for (const row of rows)
      tokens.push(
        (await createSession(db, row.id, false, { firstName: 'Load', lastName: 'Guest', phoneNumber: '+971501234567' }))
          .token,
      );
    const dated = await fridayActivities(db, { limit: 20, withImages: true });
    // Plenty of places: the run measures the cart, not selling out.
    await db
      .update(activities)
      .set({ places: 1_000_000 })
      .where(
        inArray(
          activities.id,
          dated.map((a) => a.id),
        ),
      );
    let date = addDays(dubaiDay(), 7);
    while (weekdayOf(date) !== 5) date = addDays(date, 1);
    const carts = [];
    for (const a of dated) {
      const [option] = await db
        .select({ id: priceOptions.id })
        .from(priceOptions)
        .where(eq(priceOptions.activityId, a.id))
        .orderBy(asc(priceOptions.position))
        .limit(1);
      if (option) carts.push({ activityId: a.id, date, options: [{ priceOptionId: option.id, quantity: 1 }] });
    }
    const slugRows = await db.execute<{ slug: string }>(
      sql`select slug from activities where is_active and has_images order by life_time_sales desc limit 500`,
    );
    const [first, second] = tokens.splice(guests, 2);
    return { tokens, checkTokens: [first!, second!], slugs: slugRows.rows.map((r) => r.slug), carts };
  } finally {
    await database.close();
  }
}

async function startProxy(ports: number[]): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'proxy.ts'), ...ports.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const parsed = line.startsWith('{') ? (JSON.parse(line) as { port?: number }) : {};
      if (typeof parsed.port === 'number') resolve(parsed.port);
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited with code ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

interface Check {
  what: string;
  held: boolean;
  detail: string;
}

/** What two instances must share, asked of each instance directly. */
async function checkSharedState(first: string, second: string, shop: Shop): Promise<Check[]> {
  const checks: Check[] = [];
  const [token, other] = shop.checkTokens;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const item = shop.carts[0]!;
  const added = await fetch(`${first}/api/cart/items`, { method: 'POST', headers: auth, body: JSON.stringify(item) });
  const read = await fetch(`${second}/api/cart`, { headers: auth });
  const cart = (await read.json()) as { items?: { activityId?: number; activity?: { id: number } }[] };
  const inCart = (cart.items ?? []).some((i) => (i.activityId ?? i.activity?.id) === item.activityId);
  checks.push({
    what: 'a guest cart made through instance 1 is read through instance 2',
    held: added.ok && read.ok && inCart,
    detail: `add ${added.status}, read ${read.status}, ${cart.items?.length ?? 0} item(s)`,
  });

  const before = await fetch(`${second}/api/cart`, { headers: { authorization: `Bearer ${other}` } });
  const out = await fetch(`${first}/api/accounts/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const after = await fetch(`${second}/api/cart`, { headers: { authorization: `Bearer ${other}` } });
  checks.push({
    what: 'a session signed out through instance 1 is over on instance 2',
    held: before.ok && out.ok && after.status === 401,
    detail: `before ${before.status}, sign-out ${out.status}, after ${after.status}`,
  });

  // One client address (the instances trust the proxy's X-Forwarded-For), requests alternating between instances.
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const limit = ACCOUNT_RATE_LIMITS.captchaChallenge.max;
  let allowed = 0;
  let firstRefused = 0;
  for (let i = 1; i <= limit * 2; i++) {
    const res = await fetch(`${i % 2 ? first : second}/api/captcha/challenge`, { headers: { 'x-forwarded-for': ip } });
    if (res.ok) allowed++;
    else if (res.status === 429 && firstRefused === 0) firstRefused = i;
  }
  checks.push({
    what: `the captcha rate limit (${limit} a minute) counts requests to both instances together`,
    held: allowed === limit && firstRefused === limit + 1,
    detail: `${allowed} allowed of ${limit * 2}, first refusal at request ${firstRefused}`,
  });
  return checks;
}

/** The mixed workload: seeded, so runs compare. */
function mix(shop: Shop, ids: Parameters<typeof catalogueUrls>[1]) {
  const rng = createRng(4242);
  const listing = catalogueUrls('listing', ids, 11);
  const search = catalogueUrls('search', ids, 12);
  const home = ['/api/slides', '/api/trending', '/api/home-sections', '/api/categories', '/api/cities'];
  return () => {
    const roll = rng.next();
    if (roll < 0.15) return { kind: 'home page (GET /)', path: '/' };
    if (roll < 0.35) return { kind: 'home API calls', path: rng.pick(home) };
    if (roll < 0.6) return { kind: 'listing', path: listing() };
    if (roll < 0.75) return { kind: 'keyword search', path: search() };
    if (roll < 0.9) return { kind: 'activity page', path: `/api/activities/${rng.pick(shop.slugs)}` };
    return {
      kind: 'add to cart (guest)',
      method: 'POST' as const,
      path: '/api/cart/items',
      body: JSON.stringify(rng.pick(shop.carts)),
      headers: { authorization: `Bearer ${rng.pick(shop.tokens)}`, 'content-type': 'application/json' },
    };
  };
}

function section(run: Measured, checks: Check[], postgresVersion: string, loadAverage: string): string {
  const cpu = os.cpus();
  return `${LOAD_SECTION[0]}
Measured by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}),
Node ${process.version}, PostgreSQL ${postgresVersion}, Redis on 127.0.0.1:6379; two API instances (production mode, catalogue
cache on, pool of 10 each), the round-robin proxy, PostgreSQL, Redis and the load generator all share the cores.
${connections} connections for ${seconds} s. Load average when it started: ${loadAverage}.

Shared state, checked on the two instances directly before the load:

${checks.map((c) => `- ${c.held ? 'holds' : '**does not hold**'}: ${c.what} (${c.detail})`).join('\n')}

${measuredTable([run, ...run.byKind])}
${LOAD_SECTION[1]}`;
}

if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error(
    `no web build in ${webDist}: build one (npm run build, or vite build --outDir) and set BENCH_WEB_DIST`,
  );
const data = await prepareCatalogue(databaseUrl, { activities: 50_000, keep: process.env.BENCH_FRESH !== '1', log });
const shop = await prepareShop();
const prefix = `weekends-load:${randomBytes(4).toString('hex')}:`;
const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: 'true', BENCH_WEB_DIST: webDist };
const instances = [await startServer(databaseUrl, env), await startServer(databaseUrl, env)];
const ports = instances.map((i) => Number(new URL(i.baseUrl).port));
const proxy = await startProxy(ports);
try {
  const checks = await checkSharedState(instances[0]!.baseUrl, instances[1]!.baseUrl, shop);
  for (const c of checks) log(`${c.held ? 'holds' : 'DOES NOT HOLD'}: ${c.what} (${c.detail})`);
  const home = await fetch(`${proxy.baseUrl}/`);
  if (!home.ok || !(await home.text()).includes('<div id="root">'))
    throw new Error(`GET / through the proxy answered ${home.status} without the app`);
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const warm = mix(shop, data);
  await measure({ baseUrl: proxy.baseUrl, name: 'warm-up', what: '', next: warm, connections: 20, seconds: 5 });
  const run = await measure({
    baseUrl: proxy.baseUrl,
    name: 'all requests',
    what: 'home 35%, listing 25%, search 15%, activity 15%, add to cart 10%',
    next: mix(shop, data),
    connections,
    seconds,
  });
  log(summary(run));
  for (const k of run.byKind) log(`  ${summary(k)}`);
  console.log(`\n${measuredTable([run, ...run.byKind])}\n`);
  if (process.env.BENCH_WRITE !== '0') {
    writeSection(
      path.join(repoRoot, 'docs/PERFORMANCE.md'),
      LOAD_SECTION[0],
      LOAD_SECTION[1],
      section(run, checks, data.postgresVersion, loadAverage),
    );
    log('wrote the bench:load section of docs/PERFORMANCE.md');
  }
  if (checks.some((c) => !c.held)) process.exitCode = 1;
} finally {
  proxy.child.kill('SIGTERM');
  for (const i of instances) i.child.kill('SIGTERM');
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
