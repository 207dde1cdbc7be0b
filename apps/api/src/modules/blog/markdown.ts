import MarkdownIt, { type MarkdownIt as Markdown } from 'markdown-it';
import { BLOG_EXCERPT_LENGTH, BLOG_WORDS_PER_MINUTE } from '@weekends/shared';

/**
 * Blog posts are written in Markdown and served as HTML the browser inserts as is, so the renderer is the
 * sanitiser: raw HTML in the source is escaped (html: false), and a link or image is kept only when its
 * address is http(s), mailto or a path on this site. Anything else (javascript:, data:, vbscript:, file:,
 * protocol-relative //host) stays as plain text. Links to other sites open in a new tab without handing
 * over the opener or the referrer. Post headings start at h2: the page's h1 is the post's title.
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

function createRenderer(): Markdown {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  // markdown-it calls this for links and images alike; the stricter image rule is applied in the image renderer.
  md.validateLink = (url) => isSafeUrl(url, SAFE_LINK_SCHEMES);

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, idx, options) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (isExternal(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderToken(tokens, idx, options);
  };

  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (!isSafeUrl(String(token.attrGet('src') ?? ''), SAFE_IMAGE_SCHEMES)) return md.utils.escapeHtml(token.content);
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

const md = createRenderer();

/** The post's Markdown as HTML that is safe to insert into the page. */
export function renderPostHtml(markdown: string): string {
  return md.render(markdown);
}

/** The words a reader sees, without Markdown syntax: each block's text, separated by a space. */
export function plainText(markdown: string): string {
  const parts: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
      }
      parts.push(' ');
    } else if (token.type === 'fence' || token.type === 'code_block') {
      parts.push(token.content, ' ');
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The first BLOG_EXCERPT_LENGTH characters of the plain text (spec 001 section 9). A longer text is cut at the
 * last whole word that fits, with '…' inside the limit, so a card never ends mid-word.
 */
export function excerpt(markdown: string, length = BLOG_EXCERPT_LENGTH): string {
  const text = plainText(markdown);
  if (text.length <= length) return text;
  const room = text.slice(0, length);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > length * 0.6 ? room.slice(0, lastSpace) : room.slice(0, length - 1);
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/** Minutes to read the post at BLOG_WORDS_PER_MINUTE, rounded up; at least 1. */
export function readingTime(markdown: string): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}
