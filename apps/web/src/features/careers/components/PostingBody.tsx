import { MarkdownHtml } from '../../../components/MarkdownHtml.tsx';

/**
 * A posting's description as the server rendered it from Markdown: raw HTML escaped, unsafe links dropped,
 * images reduced to their text (apps/api/src/modules/careers/markdown.ts), so it is inserted as it is.
 */
export function PostingBody({ html }: { html: string }) {
  return <MarkdownHtml html={html} variant="posting" />;
}
