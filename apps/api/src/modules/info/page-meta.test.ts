import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
// The web app's string catalogue: the server's tags must say what the page itself sets.
import info from '../../../../web/src/locales/en/info.json' with { type: 'json' };
import terms from '../../../../web/src/locales/en/terms.json' with { type: 'json' };
import privacy from '../../../../web/src/locales/en/privacy.json' with { type: 'json' };
import contact from '../../../../web/src/locales/en/contact.json' with { type: 'json' };
import nominations from '../../../../web/src/locales/en/nominations.json' with { type: 'json' };
import home from '../../../../web/src/locales/en/home.json' with { type: 'json' };
import listing from '../../../../web/src/locales/en/listing.json' with { type: 'json' };
import passes from '../../../../web/src/locales/en/passes.json' with { type: 'json' };
import common from '../../../../web/src/locales/en/common.json' with { type: 'json' };
import infoAr from '../../../../web/src/locales/ar/info.json' with { type: 'json' };
import termsAr from '../../../../web/src/locales/ar/terms.json' with { type: 'json' };
import privacyAr from '../../../../web/src/locales/ar/privacy.json' with { type: 'json' };
import contactAr from '../../../../web/src/locales/ar/contact.json' with { type: 'json' };
import nominationsAr from '../../../../web/src/locales/ar/nominations.json' with { type: 'json' };
import homeAr from '../../../../web/src/locales/ar/home.json' with { type: 'json' };
import listingAr from '../../../../web/src/locales/ar/listing.json' with { type: 'json' };
import passesAr from '../../../../web/src/locales/ar/passes.json' with { type: 'json' };
import commonAr from '../../../../web/src/locales/ar/common.json' with { type: 'json' };
import { INFO_PAGES, INFO_PAGES_AR } from './page-meta.ts';
import { openTestDatabase } from '../../test/databases.ts';

const WEB_META: Record<string, { title: string; description: string }> = {
  '/': home.meta,
  '/search': { title: listing.meta.searchTitle, description: listing.meta.searchDescription },
  '/weekend-passes': passes.meta,
  '/about': info.about.meta,
  '/faq': info.faq.meta,
  '/how-it-works': info.howItWorks.meta,
  '/terms-conditions': terms.meta,
  '/privacy': privacy.meta,
  '/contact': contact.contact.meta,
  '/corporate': contact.corporate.meta,
  '/partner-contact': contact.partner.meta,
  '/give-back': nominations.giveBack.meta,
  '/sports-weekend': nominations.sports.meta,
};

const WEB_META_AR: Record<string, { title: string; description: string }> = {
  '/': homeAr.meta,
  '/search': { title: listingAr.meta.searchTitle, description: listingAr.meta.searchDescription },
  '/weekend-passes': passesAr.meta,
  '/about': infoAr.about.meta,
  '/faq': infoAr.faq.meta,
  '/how-it-works': infoAr.howItWorks.meta,
  '/terms-conditions': termsAr.meta,
  '/privacy': privacyAr.meta,
  '/contact': contactAr.contact.meta,
  '/corporate': contactAr.corporate.meta,
  '/partner-contact': contactAr.partner.meta,
  '/give-back': nominationsAr.giveBack.meta,
  '/sports-weekend': nominationsAr.sports.meta,
};

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
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-info-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Weekends</title></head><body><div id="root"></div></body></html>',
  );
  // A copy of the run's migrated database (test/databases.ts): no migrating of its own.
  ({ database, drop: dropDatabase } = await openTestDatabase());
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://weekends.test' } as NodeJS.ProcessEnv,
    {
      WEB_DIST: dist,
      uploadsDir: path.join(dist, 'uploads'),
    },
  );
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await dropDatabase();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('information and inbound-form pages in the server’s HTML', () => {
  it('uses the same titles and descriptions as the web catalogue', () => {
    expect(INFO_PAGES).toEqual(WEB_META);
  });

  it.each(Object.entries(WEB_META))('writes the title, description and share tags of %s', async (route, meta) => {
    const res = await app.inject({ url: route });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${escapeHtml(meta.title)} | Weekends</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    expect(res.body).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)} | Weekends" />`);
    expect(res.body).toContain(`<meta property="og:url" content="https://weekends.test${route}" />`);
  });

  it('uses the Arabic catalogue’s titles and descriptions under /ar', () => {
    expect(INFO_PAGES_AR).toEqual(WEB_META_AR);
  });

  it.each(Object.entries(WEB_META_AR))('writes the Arabic title and description of /ar%s', async (route, meta) => {
    const res = await app.inject({ url: `/ar${route}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${escapeHtml(meta.title)} | Weekends</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  });

  it("gives a page without tags of its own the home page's, and the not-found page its words, in the page's language", async () => {
    for (const [prefix, meta, notFound] of [
      ['', home.meta, common.notFound.heading],
      ['/ar', homeAr.meta, commonAr.notFound.heading],
    ] as const) {
      const signIn = await app.inject({ url: `${prefix}/login` });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).toContain(`<title>${escapeHtml(meta.title)} | Weekends</title>`);
      expect(signIn.body).toContain(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
      const missing = await app.inject({ url: `${prefix}/no-such-page` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(`<meta name="description" content="${escapeHtml(notFound)}" />`);
    }
  });
});
