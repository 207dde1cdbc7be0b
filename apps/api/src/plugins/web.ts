import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './errors.ts';
import {
  ANNOUNCEMENT_TEXTS,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGES,
  localizedPath,
  pagePathPatterns,
  publicPatterns,
  serverRenderedPatterns,
  splitLanguage,
  testModeMessages,
  type Language,
} from '@weekends/shared';
import { pageTypeOf, type PageType, type VitalsPass } from '@weekends/shared/vitals';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path or URL of the share image. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** schema.org structured data for search engines, written into the head as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Answers a page's meta tags, or null when the thing the page shows does not exist (served as 404). */
/** The page's head, written in the page's language (the catalogue's content in Arabic on an /ar page). */
export type PageMetaResolver = (
  app: FastifyInstance,
  params: Record<string, string>,
  language: Language,
) => Promise<PageMeta | null>;

interface CompiledRoute {
  pattern: string;
  regex: RegExp;
  keys: string[];
}

/** A page path pattern as a regular expression: `:name` is one segment, a trailing `/*` any rest (or none). */
function compile(pattern: string): CompiledRoute {
  const keys: string[] = [];
  const wildcard = pattern.endsWith('/*');
  const source = (wildcard ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  if (wildcard) keys.push('*');
  return { pattern, regex: new RegExp(`^${source}${wildcard ? '(?:/(.*))?' : '/?'}$`), keys };
}

export function matchRoute(
  routes: CompiledRoute[],
  pathname: string,
): { pattern: string; params: Record<string, string> } | null {
  for (const route of routes) {
    const match = route.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(match[i + 1] ?? '');
      });
    } catch {
      return null; // a broken percent-encoding names no page
    }
    return { pattern: route.pattern, params };
  }
  return null;
}

/** The encoding to send a page in: brotli when the browser takes it, else gzip, else none (null). */
const pageEncodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

// Quality 4, as the compression plugin uses for everything else: most of brotli's gain at a fraction of its cost.
const brotli = (html: string) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The Web Vitals reporter's script for a sampled page view ('' for the others): one draw against `rate` for the whole
 * page view, and the kind of page its route is (never its address) for the report to name (apps/web lib/vitals), with
 * the page view's pass, which the report carries back.
 */
export function vitalsTag(
  entry: string | null,
  match: { pattern: string } | null,
  rate = 0,
  pass: ((page: PageType) => VitalsPass) | undefined = undefined,
  draw: number = Math.random(),
): string {
  if (!entry || !match || !pass || !(draw < rate)) return '';
  const page = pageTypeOf(match.pattern);
  const { view, token } = pass(page);
  // The view is base64url and the token base64url with a dot: nothing in them needs escaping in an attribute.
  return `<script type="module" async src="${entry}" data-vitals-page="${page}" data-vitals-view="${view}" data-vitals-token="${token}"></script>`;
}

/** A page with no tags of its own (the home page's, when the app's pages name none) and the server has no others. */
export const DEFAULT_META: PageMeta = {
  title: 'Weekend experiences in the UAE | Weekends',
  description:
    'Find, book and pay for curated weekend experiences across the UAE, from desert safaris to sunset cruises.',
};

/** The not-found page's description, in the page's language (the web catalogue's notFound.heading). */
const NOT_FOUND_DESCRIPTION: Record<Language, string> = {
  en: 'Oops! This Page Could Not Be Found',
  ar: 'عذراً! لم نتمكن من العثور على هذه الصفحة',
};

/** The page's `<html>` tag with its language and writing direction, whatever the template said. */
export function htmlTagIn(tag: string, language: Language): string {
  const bare = tag.replace(/\s(lang|dir)="[^"]*"/g, '').replace(/\s*>$/, '');
  return `${bare} lang="${language}" dir="${directionOf(language)}">`;
}

/**
 * The same page in each language, for search engines: one `alternate` per language and `x-default` (English, which a
 * first visit gets), from the page's address without its language prefix.
 */
export function renderAlternates(path: string, publicUrl: string): string {
  const href = (language: Language) => escapeHtml(publicUrl + localizedPath(language, path));
  return [
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ].join('\n    ');
}

export function renderMetaTags(meta: PageMeta, url: string, publicUrl: string): string {
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : publicUrl + meta.image
    : `${publicUrl}/og-default.png`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Weekends" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  // A data block, not a script: the browser runs nothing, and `<` is escaped so no text inside can close the element.
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('\n    ');
}

/**
 * The announcement strip, written into the page before the app: it costs the visitor no script and never shifts the
 * layout once the app starts. A link is a same-site path or an https address (the back office checks it).
 */
export function renderAnnouncement(
  announcement: { text: string; link: string | null } | null,
  language: Language = 'en',
): string {
  if (!announcement) return '';
  const words = ANNOUNCEMENT_TEXTS[language];
  const link = announcement.link
    ? ` <a href="${escapeHtml(announcement.link)}"${announcement.link.startsWith('/') ? '' : ' target="_blank" rel="noopener noreferrer"'}>${escapeHtml(words.more)}</a>`
    : '';
  return `<aside class="announcement-strip" aria-label="${escapeHtml(words.label)}"><p>${escapeHtml(announcement.text)}${link}</p></aside>`;
}

/**
 * The test-mode strip, first in the page, while payments are the sandbox's: written by the server like the announcement
 * strip, so it is there before any script, on pages the app renders itself too, and never shifts the layout.
 */
export const testModeStrip = (language: Language) => {
  const words = testModeMessages(language);
  return `<aside class="test-mode-strip" aria-label="${escapeHtml(words.stripLabel)}"><p>${escapeHtml(words.strip)}</p></aside>`;
};

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every app route with the
 * page's title, description and Open Graph / Twitter tags written in by the server, so share previews work
 * without JavaScript. Unknown paths get the same HTML (the app shows its 404 page) with status 404.
 */
export const webPlugin = fp(
  async (
    app,
    options: {
      distDir: string;
      publicUrl: string;
      pageMeta: Record<string, PageMetaResolver>;
      /** The provider's announcement strip in a page's language, or null when it is off (set in the back office). */
      announcement?: (language: Language) => Promise<{ text: string; link: string | null } | null>;
      /**
       * Payments are the sandbox's: every page carries the test-mode strip, and `data-test-mode` on <html> tells the
       * app (lib/testMode.ts) to mark its payment page and vouchers.
       */
      testMode?: boolean;
      /**
       * The share of page views that report their Web Vitals: one draw a page view, and a sampled one carries the
       * reporter's entry with its kind of page (`vitalsTag`); an unsampled one not a byte of it.
       */
      vitalsSampleRate?: number;
      /** Issues a sampled page view's pass (modules/vitals), without which its reports are not kept. */
      vitalsPass?: (page: PageType) => VitalsPass;
    },
  ) => {
    const indexPath = path.join(options.distDir, 'index.html');
    if (!fs.existsSync(indexPath)) {
      app.log.warn({ distDir: options.distDir }, 'web app not built; run `npm run build` to serve pages');
      app.setNotFoundHandler(routeNotFound);
      return;
    }
    const built = fs.readFileSync(indexPath, 'utf8');
    const template = options.testMode ? built.replace(/<html\b/, '<html data-test-mode') : built;
    // The Web Vitals reporter's entry, as the build wrote it on the app's script tag (apps/web build/appEntry.ts).
    const vitalsEntry = /<script [^>]*\bdata-vitals="(\/assets\/[\w.-]+\.js)"/.exec(built)?.[1] ?? null;
    // The public pages' server renderer, built beside the app into server/ (never served as a file itself).
    const renderer: PageRenderer | null = await loadPageRenderer(
      app,
      path.join(options.distDir, 'server', 'entry-server.js'),
    );
    const serverRendered = new Set(serverRenderedPatterns());
    const everyone = new Set(publicPatterns());
    // The web router's own table (packages/shared page-routes), so a path the app has no page for answers 404.
    const routes = pagePathPatterns().map(compile);

    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '/', search] = request.url.split(/\?(.*)/s);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return routeNotFound(request, reply);
      }
      // The page's language is its address's (/ar/...); the page itself is the same in both.
      const { language, path: pagePath } = splitLanguage(pathname);
      const match = matchRoute(routes, pagePath);
      // A visitor who chose Arabic with the language switch (a cookie) and follows an English address gets the page
      // in Arabic; an address in /ar/ is always Arabic, so a shared link shows what its sender saw.
      if (match && language === 'en' && request.cookies?.[LANGUAGE_COOKIE] === 'ar')
        return reply.redirect(localizedPath('ar', pagePath) + (search ? `?${search}` : ''), 302);
      let status = match ? 200 : 404;
      // A page without tags of its own (sign-in, the checkout, a dashboard) carries the home page's, in its language:
      // an Arabic page's tab and share preview are Arabic before any script runs.
      let meta: PageMeta = (await options.pageMeta['/']?.(app, {}, language)) ?? DEFAULT_META;
      const resolver = match ? options.pageMeta[match.pattern] : undefined;
      if (match && resolver) {
        const resolved = await resolver(app, match.params, language);
        if (resolved) meta = resolved;
        else status = 404;
      }
      if (status === 404) meta = { title: '404 | Weekends', description: NOT_FOUND_DESCRIPTION[language] };
      // The strip in the page's language: an Arabic page is Arabic from its first line.
      const strip =
        (options.testMode ? testModeStrip(language) : '') +
        renderAnnouncement((await options.announcement?.(language)) ?? null, language);
      // Replaced through functions: a string replacement would read `$&` or `$\`` in a visitor's path as patterns and
      // copy parts of the page into the canonical and og:url attributes.
      let tags = renderMetaTags(meta, options.publicUrl + pathname, options.publicUrl);
      if (status === 200 && match && everyone.has(match.pattern))
        tags += `\n    ${renderAlternates(pagePath, options.publicUrl)}`;
      // A page that renders on the server comes with its markup and the data it was rendered with; if rendering fails,
      // the shell alone still works: the browser renders the page itself.
      const page =
        status === 200 && match && renderer && serverRendered.has(match.pattern)
          ? await renderer.render(request)
          : null;
      const root = page
        ? `<div id="root">${page.html}</div><script type="application/json" id="query-state">${page.state}</script>`
        : '<div id="root"></div>';
      const html = template
        .replace(/<html\b[^>]*>/, (tag) => htmlTagIn(tag, language))
        .replace(/<title>[\s\S]*?<\/title>/, () => tags)
        .replace('<div id="root"></div>', () => `${strip}${root}`)
        .replace(
          '</body>',
          () =>
            `${vitalsTag(vitalsEntry, status === 200 ? match : null, options.vitalsSampleRate, options.vitalsPass)}</body>`,
        );
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // The compression plugin hooks into routes, and this handler is not one: a rendered page is compressed here, to
      // about a tenth of its size on the wire.
      const encoding = pageEncodings.negotiate(request.headers['accept-encoding'] ?? '');
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? brotli(html) : zlib.gzipSync(html));
    });
  },
  { name: 'web' },
);
