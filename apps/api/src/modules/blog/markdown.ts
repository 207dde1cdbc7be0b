import {
  BLOG_ARABIC_WORDS_PER_MINUTE,
  BLOG_EXCERPT_LENGTH,
  BLOG_WORDS_PER_MINUTE,
  type Language,
} from '@weekends/shared';
import { createSafeMarkdown, type MarkdownEnv } from '../../lib/markdown.ts';

/** Posts keep their (safe) images; lib/markdown.ts says what is sanitised. */
const md = createSafeMarkdown({ images: 'show' });

/** The post's Markdown as HTML that is safe to insert into the page, its links to our pages in `language`. */
export function renderPostHtml(markdown: string, language: Language = 'en'): string {
  return md.render(markdown, { language } satisfies MarkdownEnv);
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
 * The first BLOG_EXCERPT_LENGTH characters of the plain text. A longer text is cut at the
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

/** Minutes to read the post in `language` (BLOG_WORDS_PER_MINUTE, or the Arabic pace), rounded up; at least 1. */
export function readingTime(markdown: string, language: Language = 'en'): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  const pace = language === 'ar' ? BLOG_ARABIC_WORDS_PER_MINUTE : BLOG_WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(words / pace));
}
