import MarkdownIt from 'markdown-it';

/**
 * Postings are written in Markdown and sent to the browser as HTML that is safe to insert: raw HTML in the source
 * is escaped (html: false), markdown-it's link check refuses javascript:, vbscript:, file: and data: addresses,
 * an image shows as its alt text (a posting needs none, and it would load from anywhere), and links leave in a
 * new tab without handing the opener over.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

markdown.renderer.rules.image = (tokens, index) => markdown.utils.escapeHtml(tokens[index]!.content);

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (/^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return self.renderToken(tokens, index, options);
};

export function renderPostingMarkdown(source: string): string {
  return markdown.render(source);
}
