import { LANGUAGES, localizedPath, type Language } from '@weekends/shared';
import type { SitemapEntry } from './service.ts';

/** The sitemaps protocol's XML (sitemaps.org): a list of pages, or an index of such lists. */
const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * Every page once per language ('/search' and '/ar/search'), each naming the other and x-default (English) as its
 * alternates, as search engines read them from a sitemap.
 */
export function urlSet(publicUrl: string, entries: SitemapEntry[]): string {
  const href = (language: Language, path: string) => escapeXml(publicUrl + localizedPath(language, path));
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language, path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en', path)}"/>`,
    ].join('');
    return LANGUAGES.map((language) => `<url><loc>${href(language, path)}</loc>${lastmod}${alternates}</url>`);
  });
  return `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(publicUrl: string, paths: string[]): string {
  const maps = paths.map((path) => `<sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}
