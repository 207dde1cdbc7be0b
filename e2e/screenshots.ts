// `npm run screenshots`: phone (390 px) and desktop (1440 px) full-page screenshots of every built page,
// written to screenshots/ at the repository root (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/server.ts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './support/browser.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const server = await startServer('screenshots');
const browser = await launchBrowser();
try {
  const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as { slug: string }[];
  const listing = (await (await fetch(`${server.url}/api/activities?sort=2`)).json()) as { items: { slug: string }[] };
  const pages: Record<string, string> = {
    home: '/',
    search: '/search',
    'search-keyword': '/search?keyword=desrt%20safary',
    category: `/category/${categories[0]?.slug ?? 'adventure'}`,
    'sections-trending': '/sections/trending',
    activity: `/activity/${listing.items[0]?.slug ?? 'unknown'}`,
    'plan-my-weekend': '/plan-my-weekend',
    'not-found': '/this-page-does-not-exist',
  };
  for (const [name, route] of Object.entries(pages)) {
    for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const { context, page, errors } = await openPage(browser, viewport);
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const file = path.join(outDir, `${name}-${label}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
