import { MarkdownHtml } from '../../../components/MarkdownHtml.tsx';

/** The post's content: HTML the server rendered from Markdown and sanitised (html off, safe links only). */
export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  return <MarkdownHtml html={html} variant="post" className={className} />;
}
