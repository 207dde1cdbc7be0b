import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { bearer, clientIp, createTestApp, type TestApp } from './helpers.ts';
import { corporates, customers } from '../db/schema/index.ts';
import { createSession } from '../modules/accounts/sessions.ts';

/**
 * A fuzz sweep over every documented API route, as someone probing it would: random, malformed and oversized path
 * parameters, queries, bodies and headers, NUL and other control characters, sent by a session that passes every
 * guard (so validation and handlers are what answer). No answer may be a 5xx or carry a stack trace, and a refused
 * request stores nothing. Seeded, so a failure repeats.
 */
let t: TestApp;
let token = '';
let routes: { method: string; path: string; query: string[]; body: string[] }[] = [];
let tables: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [corporate] = await t.db
    .insert(corporates)
    .values({ name: 'Fuzz Corp', slug: 'fuzz-corp', emailDomain: 'fuzz.example.test' })
    .returning({ id: corporates.id });
  const [row] = await t.db
    .insert(customers)
    .values({
      email: 'fuzz@fuzz.example.test',
      firstName: 'Fuzz',
      lastName: 'Tester',
      isConfirmed: true,
      staffRole: 'owner',
      isHost: true,
      canManageActivities: true,
      isCorporate: true,
      corporateId: corporate!.id,
      isCorporateAdmin: true,
    })
    .returning({ id: customers.id });
  token = (await createSession(t.db, row!.id, false, undefined, { secondFactor: true })).token;
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
  );
  const found = await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  tables = (found.rows as { tablename: string }[]).map((r) => r.tablename);
}, 60_000);
afterAll(() => t?.close());

/** Every table's row count, in one query: what a refused request must leave as it was. */
async function counts(): Promise<string> {
  const text = `select ${tables.map((name) => `(select count(*) from "${name}")`).join(" || ',' || ")} as counts`;
  // On PostgreSQL a named statement, planned once per connection: planning the query's sixty counts took most of the
  // sweep's time when each of its three thousand runs planned it afresh.
  if (t.kind === 'postgres') {
    const found = await t.db.$client.query<{ counts: string }>({ name: 'fuzz-counts', text });
    return found.rows[0]!.counts;
  }
  const found = await t.db.execute(sql.raw(text));
  return (found.rows[0] as { counts: string }).counts;
}

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f\u007f',
    '%',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>x</script>',
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999',
    '3000000000',
    ' ',
    '',
  ),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

const enc = (text: string) => encodeURIComponent(text);
const stack = /\n\s+at\s|node_modules|\.ts:\d+/;

describe('a fuzz sweep over every API route', () => {
  it('never answers 5xx or a stack trace, and stores nothing it refuses', async () => {
    const failures: string[] = [];
    const random = fc.sample(
      fc.tuple(
        fc.array(nasty, { minLength: 4, maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 4 }),
        value,
        fc.integer({ min: 0, max: 5 }),
      ),
      { numRuns: 6, seed: 2026 },
    );
    // Besides the random cases, every parameter and field of every route gets each of these at once.
    const fixed = ['a\u0000b', '\u0001\u001f\u007f', 'x'.repeat(5000), '-1', '3000000000'].map(
      (text) => [[text, text, text, text], {}, text, 0] as (typeof random)[number],
    );
    const statuses = new Map<number, number>();
    for (const route of routes) {
      for (const [params, extra, anything, shape] of [...fixed, ...random]) {
        let n = 0;
        const url = route.path.replace(/\{\w+\}/g, () => enc(params[n++ % params.length]!));
        const query = route.query
          .map((name, i) => `${enc(name)}=${enc(String(params[(i + 1) % params.length]))}`)
          .join('&');
        const body = Object.fromEntries(
          route.body.map((name, i) => [name, i % 2 === 0 ? anything : params[i % params.length]]),
        );
        const payloads = [
          JSON.stringify({ ...body, ...extra }),
          JSON.stringify(anything),
          '{"a":',
          '[]',
          `{"x":"${'\\u0000'.repeat(3)}"}`,
          JSON.stringify({ ...body, big: 'x'.repeat(200_000) }),
        ];
        const mutating = route.method !== 'GET';
        const before = mutating ? await counts() : '';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `/api${url.replace(/^\/api/, '')}${query ? `?${query}` : ''}`.replace('/api/api', '/api'),
          headers: {
            ...bearer(token),
            'x-forwarded-for': clientIp(),
            ...(mutating ? { 'content-type': shape === 5 ? 'text/plain' : 'application/json' } : {}),
            'accept-language': String(params[0])
              .slice(0, 100)
              .replace(/[^\x20-\x7e]/g, ''),
          },
          ...(mutating ? { payload: payloads[shape]! } : {}),
        });
        const where = `${route.method} ${url}`.slice(0, 200);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (stack.test(response.body)) failures.push(`${where} -> stack trace in the answer`);
        else if (mutating && response.statusCode >= 400 && (await counts()) !== before)
          failures.push(`${where} -> ${response.statusCode} but rows changed`);
      }
    }
    expect(failures).toEqual([]);
    // The sweep reaches handlers, not only the guards and the parser: some inputs pass, most are refused.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(routes.length);
  }, 600_000);
});

describe('a sweep of malformed headers over every API route', () => {
  it('never answers 5xx or a stack trace, whatever the session, address, encoding or type headers say', async () => {
    const huge = 'x'.repeat(16_000);
    const headerSets: Record<string, string>[] = [
      { authorization: 'Bearer' },
      { authorization: `Bearer ${huge}` },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: 'Bearer \u0001\u007f' },
      { cookie: 'weekends_session=; weekends_session=%00%ZZ; =;;;' },
      { cookie: `weekends_session=${huge}` },
      { 'x-forwarded-for': 'not-an-address, 999.1.1.1, ::ffff:zz' },
      { 'x-forwarded-for': '' },
      { 'content-type': 'application/json; charset=klingon' },
      { 'content-type': 'multipart/form-data' },
      { 'content-type': '\u0000/\u0000' },
      { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=1e99' },
      { 'accept-language': `${huge},*;q=0.1` },
      { accept: 'text/html;q=0, */*;q=nope' },
      { 'x-requested-with': huge },
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const url = `/api${route.path.replace(/^\/api/, '').replace(/\{\w+\}/g, '1')}`;
      const mutating = route.method !== 'GET';
      for (const headers of headerSets) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            'x-forwarded-for': clientIp(),
            ...(mutating ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(mutating ? { payload: '{}' } : {}),
        });
        const where = `${route.method} ${url} ${Object.keys(headers)[0]}`;
        if (response.statusCode >= 500)
          failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (stack.test(response.body)) failures.push(`${where} -> stack trace in the answer`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
