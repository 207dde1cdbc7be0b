import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { careerOpenings } from '../../db/schema/index.ts';
// The web app's string catalogue: the server's tags must say what the page itself sets.
import careers from '../../../../web/src/locales/en/careers.json' with { type: 'json' };
import careersAr from '../../../../web/src/locales/ar/careers.json' with { type: 'json' };
import { CAREERS_META, CAREERS_META_AR } from './page-meta.ts';
import { openTestDatabase } from '../../test/databases.ts';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-careers-meta-'));
const opening = {
  slug: 'visual',
  title: 'Manager-Visual Design',
  location: 'Abu Dhabi',
  employmentType: 'Permanent',
  summary: 'Lead how Weekends looks & feels.',
  description: 'x',
};
const openingAr = {
  titleAr: 'مدير التصميم المرئي',
  locationAr: 'أبوظبي',
  employmentTypeAr: 'وظيفة دائمة',
  summaryAr: 'قُد شكل Weekends وروحها.',
};

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Weekends</title></head><body><div id="root"></div></body></html>',
  );
  // A copy of the run's migrated database (test/databases.ts): no migrating of its own.
  ({ database, drop: dropDatabase } = await openTestDatabase());
  await database.db.insert(careerOpenings).values([
    { ...opening, ...openingAr },
    { ...opening, slug: 'closed', isActive: false },
    { ...opening, slug: 'untranslated', title: 'Host Scout' },
  ]);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://weekends.test' } as NodeJS.ProcessEnv,
    { WEB_DIST: dist, uploadsDir: path.join(dist, 'uploads') },
  );
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await dropDatabase();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('careers pages in the server’s HTML', () => {
  it('uses the same titles and descriptions as the web catalogue', () => {
    const values = { title: opening.title, location: opening.location, type: opening.employmentType };
    expect(CAREERS_META.list).toEqual(careers.meta.list);
    expect(CAREERS_META.detailTitle(opening)).toBe(fill(careers.meta.detail.title, values));
    expect(CAREERS_META.formTitle(opening)).toBe(fill(careers.meta.form.title, values));
    expect(CAREERS_META.formDescription(opening)).toBe(fill(careers.meta.form.description, values));
  });

  it('writes the title, description and share tags of each page', async () => {
    const pages = [
      ['/career', `${careers.meta.list.title} | Weekends`, careers.meta.list.description],
      ['/career-detail/visual', 'Manager-Visual Design, Abu Dhabi | Careers | Weekends', opening.summary],
      [
        '/career-form/visual',
        'Apply: Manager-Visual Design | Weekends',
        'Apply for Manager-Visual Design (Permanent, Abu Dhabi) at Weekends.',
      ],
    ];
    for (const [route, title, description] of pages) {
      const res = await app.inject({ url: route! });
      expect(res.statusCode, route).toBe(200);
      expect(res.body).toContain(`<title>${escapeHtml(title!)}</title>`);
      expect(res.body).toContain(`<meta name="description" content="${escapeHtml(description!)}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="https://weekends.test${route}" />`);
    }
  });

  it('serves a position that is not open as the 404 page', async () => {
    for (const route of ['/career-detail/closed', '/career-form/nope']) {
      expect((await app.inject({ url: route })).statusCode, route).toBe(404);
    }
  });

  it('uses the same Arabic titles and descriptions as the Arabic web catalogue', () => {
    const o = { title: openingAr.titleAr, location: openingAr.locationAr, employmentType: openingAr.employmentTypeAr };
    const values = { title: o.title, location: o.location, type: o.employmentType };
    expect(CAREERS_META_AR.list).toEqual(careersAr.meta.list);
    expect(CAREERS_META_AR.detailTitle(o)).toBe(fill(careersAr.meta.detail.title, values));
    expect(CAREERS_META_AR.formTitle(o)).toBe(fill(careersAr.meta.form.title, values));
    expect(CAREERS_META_AR.formDescription(o)).toBe(fill(careersAr.meta.form.description, values));
  });

  it("writes an Arabic page's tags from the posting's Arabic, and its English where it has none", async () => {
    const pages = [
      ['/ar/career', `${careersAr.meta.list.title} | Weekends`, careersAr.meta.list.description],
      ['/ar/career-detail/visual', 'مدير التصميم المرئي، أبوظبي | الوظائف | Weekends', openingAr.summaryAr],
      [
        '/ar/career-form/visual',
        'التقديم: مدير التصميم المرئي | Weekends',
        'قدّم طلبك لوظيفة مدير التصميم المرئي (وظيفة دائمة، أبوظبي) في Weekends.',
      ],
      ['/ar/career-detail/untranslated', 'Host Scout، Abu Dhabi | الوظائف | Weekends', opening.summary],
    ];
    for (const [route, title, description] of pages) {
      const res = await app.inject({ url: route! });
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).toContain(`<title>${escapeHtml(title!)}</title>`);
      expect(res.body, route).toContain(`<meta name="description" content="${escapeHtml(description!)}" />`);
    }
  });
});
