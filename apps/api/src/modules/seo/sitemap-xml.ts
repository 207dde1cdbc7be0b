import type { SitemapEntry } from './service.ts';

/** The sitemaps protocol's XML (sitemaps.org): a list of pages, or an index of such lists. */
const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(publicUrl: string, paths: string[]): string {
  const maps = paths.map((path) => `<sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}
