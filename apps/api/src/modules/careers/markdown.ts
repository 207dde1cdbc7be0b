import type { Language } from '@weekends/shared';
import { createSafeMarkdown, type MarkdownEnv } from '../../lib/markdown.ts';

/** A posting needs no pictures (and one would load from anywhere): an image shows as its description. */
const markdown = createSafeMarkdown({ images: 'alt-text' });

/** The posting's Markdown as HTML that is safe to insert into the page (lib/markdown.ts says how), in `language`. */
export function renderPostingMarkdown(source: string, language: Language = 'en'): string {
  return markdown.render(source, { language } satisfies MarkdownEnv);
}
