import MarkdownIt, { type MarkdownIt as Markdown } from 'markdown-it';
import { localizedPath, splitLanguage, type Language } from '@weekends/shared';

/**
 * Markdown that staff write (blog posts, job postings) is served as HTML the browser inserts as is, so the renderer
 * is the sanitiser: raw HTML in the source is escaped (html: false), and a link or image is kept only when its
 * address is http(s), mailto (links only) or a path on this site. Anything else (javascript:, data:, vbscript:,
 * file:, protocol-relative //host) stays as plain text. Links to other sites open in a new tab without handing over
 * the opener or the referrer. Headings start at h2: the page's h1 is the post's or posting's title.
 */

/** Letters, digits, '+', '-' and '.' before a colon: a scheme, after removing what browsers ignore. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const SAFE_IMAGE_SCHEMES = new Set(['http', 'https']);

/** What a browser would make of the address: control characters and whitespace inside a scheme are dropped. */
function normalised(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').trim();
}

function isSafeUrl(url: string, schemes: ReadonlySet<string>): boolean {
  const clean = normalised(url);
  // '//host/path' and '\\host' are other sites wearing a relative address's clothes.
  if (/^[/\\]{2}/.test(clean)) return false;
  const scheme = SCHEME.exec(clean);
  if (!scheme) return true;
  return schemes.has(scheme[1]!.toLowerCase());
}

const isExternal = (href: string) => /^https?:/i.test(normalised(href));

/** What a render is for: the reader's language, so a link to a page of this site opens that page in it. */
export interface MarkdownEnv {
  language?: Language;
}

/** Files and the API are the same in every language; only pages have an address per language. */
const NOT_A_PAGE = /^\/(uploads|api)(\/|$)/;

/**
 * A link to a page of this site ('/activity/…'), written once in the source, in the reader's language: '/ar/activity/…'
 * on an Arabic page. One already in a language, an anchor, a file or another site is left as it is.
 */
function inLanguage(href: string, language: Language | undefined): string {
  if (!language || !href.startsWith('/') || href.startsWith('//') || NOT_A_PAGE.test(href)) return href;
  const path = href.split(/[?#]/, 1)[0]!;
  if (splitLanguage(path).path !== path) return href; // already '/ar/…'
  return localizedPath(language, path) + href.slice(path.length);
}

export interface SafeMarkdownOptions {
  /** 'show' keeps safe images (lazy-loaded); 'alt-text' writes only their description, for text that needs none. */
  images: 'show' | 'alt-text';
}

export function createSafeMarkdown({ images }: SafeMarkdownOptions): Markdown {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  // markdown-it calls this for links and images alike; the stricter image rule is applied in the image renderer.
  md.validateLink = (url) => isSafeUrl(url, SAFE_LINK_SCHEMES);

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, idx, options, env) => {
    const token = tokens[idx]!;
    token.attrSet('href', inLanguage(String(token.attrGet('href') ?? ''), (env as MarkdownEnv | undefined)?.language));
    if (isExternal(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderToken(tokens, idx, options);
  };

  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (images === 'alt-text' || !isSafeUrl(String(token.attrGet('src') ?? ''), SAFE_IMAGE_SCHEMES))
      return md.utils.escapeHtml(token.content);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return defaultImage(tokens, idx, options, env, self);
  };

  const shiftHeading = (tokens: { tag: string }[], idx: number) => {
    const token = tokens[idx]!;
    if (token.tag === 'h1') token.tag = 'h2';
  };
  md.renderer.rules.heading_open = (tokens, idx, options) => {
    shiftHeading(tokens, idx);
    return renderToken(tokens, idx, options);
  };
  md.renderer.rules.heading_close = (tokens, idx, options) => {
    shiftHeading(tokens, idx);
    return renderToken(tokens, idx, options);
  };
  return md;
}
