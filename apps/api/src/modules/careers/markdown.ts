import { createSafeMarkdown } from '../../lib/markdown.ts';

/** A posting needs no pictures (and one would load from anywhere): an image shows as its description. */
const markdown = createSafeMarkdown({ images: 'alt-text' });

/** The posting's Markdown as HTML that is safe to insert into the page (lib/markdown.ts says how). */
export function renderPostingMarkdown(source: string): string {
  return markdown.render(source);
}
