import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/databases.ts';
import { cities } from '../db/schema/index.ts';

/**
 * How the server uses the web build's page renderer (dist/server/entry-server.js): the rendered markup and data go
 * into the page, the renderer's API calls reach this server in its own process, and a renderer that fails leaves the
 * visitor with the app's shell, never an error. The renderer here is a small module standing in for the web build,
 * so the test is about the server's side; the real renderer is checked in the browser by the end-to-end page checks.
 */
const RENDERER = `
let api;
export function configure(options) { api = options.api; }
export async function render(url, signal) {
  if (url.startsWith('/about')) throw new Error('a component failed');
  if (url.startsWith('/faq')) return null;
  if (url.includes('/weekend-passes')) {
    // As the web's client does: the language of the page being rendered goes with its calls.
    const language = url.startsWith('/ar/') ? 'ar' : 'en';
    const cities = await (await api('/api/cities', { signal, headers: { 'x-weekends-language': language } })).json();
    return { html: '<main>' + cities.map((c) => c.name).join() + '</main>', state: JSON.stringify({ cities }) };
  }
  const answer = await api('/api/health', { signal });
  const health = await answer.json();
  return { html: '<main><h1>Rendered ' + url + '</h1>' + 'x'.repeat(4000) + '</main>', state: JSON.stringify({ health }) };
}
`;

let app: FastifyInstance;
let drop: () => Promise<void>;
let close: () => Promise<void>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-renderer-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Weekends</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), RENDERER);
  const opened = await openTestDatabase();
  drop = opened.drop;
  close = () => opened.database.close();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://weekends.test' } as NodeJS.ProcessEnv,
    { WEB_DIST: dist, uploadsDir: path.join(dist, 'uploads') },
  );
  app = await buildApp(config, { database: opened.database });
  await opened.database.db
    .insert(cities)
    .values({ name: 'Dubai', nameAr: 'دبي', slug: 'dubai', latitude: 25.2, longitude: 55.27 });
});

afterAll(async () => {
  await app?.close();
  await close?.();
  await drop?.();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the server renderer of the public pages', () => {
  it('puts the rendered markup and its data into the page, the data fetched from this server in-process', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>Rendered /</h1>');
    expect(res.body).toMatch(/<script type="application\/json" id="query-state">\{"health":\{"status":"ok"/);
  });

  it('compresses a rendered page with brotli or gzip, as the browser accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Rendered /search');
    const gzip = await app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('Rendered /search');
    const plain = await app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Rendered /search');
  });

  it('sends the shell when rendering fails or declines, and the page still answers 200', async () => {
    for (const url of ['/about', '/faq']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('query-state');
    }
  });

  it('renders only the public pages marked for it: sign-in and the back office get the shell', async () => {
    for (const url of ['/login', '/admin/overview']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("renders an Arabic page with the catalogue's Arabic content: the page's language goes with its API calls", async () => {
    expect((await app.inject({ method: 'GET', url: '/ar/weekend-passes' })).body).toContain('<main>دبي</main>');
    expect((await app.inject({ method: 'GET', url: '/weekend-passes' })).body).toContain('<main>Dubai</main>');
  });

  it('never serves the renderer itself as a file', async () => {
    const res = await app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('configure');
  });
});
